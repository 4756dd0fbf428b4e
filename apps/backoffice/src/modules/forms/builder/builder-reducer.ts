import type { FormMessageTypeCode } from "../forms-api";
import type { EditorItem, EditorSection, EditorSettings, EditorState } from "./builder-state";

// Every change the builder makes to its state, as a pure reducer (tested without a screen). Items are
// addressed by their key, sections by their uid; drag and drop gives positions.

export interface Position {
  sectionUid: string;
  index: number;
}

export type BuilderAction =
  | { type: "reset"; state: EditorState }
  | { type: "settings"; patch: Partial<EditorSettings> }
  | { type: "message"; messageType: FormMessageTypeCode; bodyHtml: string }
  | { type: "addSection"; uid: string }
  | { type: "renameSection"; sectionUid: string; title: string }
  | { type: "removeSection"; sectionUid: string }
  | { type: "moveSection"; from: number; to: number }
  | { type: "addItem"; sectionUid: string; item: EditorItem }
  | { type: "updateItem"; itemKey: string; patch: Partial<EditorItem> }
  | { type: "removeItem"; itemKey: string }
  | { type: "moveItem"; from: Position; to: Position };

/** `list` with the entry at `from` moved to `to` (indexes as drag and drop reports them). */
export function reorder<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** Moves an item within its section or into another one; an unknown section changes nothing. */
export function moveItem(sections: readonly EditorSection[], from: Position, to: Position): EditorSection[] {
  const source = sections.find((s) => s.uid === from.sectionUid);
  const target = sections.find((s) => s.uid === to.sectionUid);
  const moved = source?.items[from.index];
  if (!source || !target || !moved) return [...sections];
  if (source === target)
    return sections.map((s) => (s === source ? { ...s, items: reorder(s.items, from.index, to.index) } : s));
  return sections.map((s) => {
    if (s === source) return { ...s, items: s.items.filter((_, i) => i !== from.index) };
    if (s !== target) return s;
    const items = [...s.items];
    items.splice(Math.max(0, Math.min(to.index, items.length)), 0, moved);
    return { ...s, items };
  });
}

/**
 * Conditions naming a removed item are dropped with it: an item whose condition can never hold
 * would otherwise vanish from the form without the builder seeing why.
 */
function withoutConditionsOn(sections: EditorSection[], removedKeys: ReadonlySet<string>): EditorSection[] {
  return sections.map((s) =>
    s.items.some((i) => i.condition && removedKeys.has(i.condition.itemKey))
      ? {
          ...s,
          items: s.items.map((i) =>
            i.condition && removedKeys.has(i.condition.itemKey) ? { ...i, condition: null } : i,
          ),
        }
      : s,
  );
}

function mapItems(state: EditorState, itemKey: string, change: (item: EditorItem) => EditorItem) {
  return state.sections.map((s) =>
    s.items.some((i) => i.itemKey === itemKey)
      ? { ...s, items: s.items.map((i) => (i.itemKey === itemKey ? change(i) : i)) }
      : s,
  );
}

export function builderReducer(state: EditorState, action: BuilderAction): EditorState {
  switch (action.type) {
    case "reset":
      return action.state;
    case "settings":
      return { ...state, settings: { ...state.settings, ...action.patch } };
    case "message":
      return { ...state, messages: { ...state.messages, [action.messageType]: action.bodyHtml } };
    case "addSection":
      return { ...state, sections: [...state.sections, { uid: action.uid, title: "", items: [] }] };
    case "renameSection":
      return {
        ...state,
        sections: state.sections.map((s) =>
          s.uid === action.sectionUid ? { ...s, title: action.title } : s,
        ),
      };
    case "removeSection": {
      // The last section stays: items are always added to a section.
      const removed = state.sections.find((s) => s.uid === action.sectionUid);
      if (!removed || state.sections.length <= 1) return state;
      const keys = new Set(removed.items.map((i) => i.itemKey));
      const sections = state.sections.filter((s) => s !== removed);
      return { ...state, sections: withoutConditionsOn(sections, keys) };
    }
    case "moveSection":
      return { ...state, sections: reorder(state.sections, action.from, action.to) };
    case "addItem":
      return {
        ...state,
        sections: state.sections.map((s) =>
          s.uid === action.sectionUid ? { ...s, items: [...s.items, action.item] } : s,
        ),
      };
    case "updateItem": {
      const sections = mapItems(state, action.itemKey, (i) => ({ ...i, ...action.patch }));
      if (!action.patch.applicantName) return { ...state, sections };
      // One item names the applicant: marking another takes the mark off the earlier one.
      const others = (i: EditorItem) =>
        i.itemKey !== action.itemKey && i.applicantName ? { ...i, applicantName: false } : i;
      return { ...state, sections: sections.map((s) => ({ ...s, items: s.items.map(others) })) };
    }
    case "removeItem": {
      const sections = state.sections.map((s) => ({
        ...s,
        items: s.items.filter((i) => i.itemKey !== action.itemKey),
      }));
      return { ...state, sections: withoutConditionsOn(sections, new Set([action.itemKey])) };
    }
    case "moveItem":
      return { ...state, sections: moveItem(state.sections, action.from, action.to) };
  }
}
