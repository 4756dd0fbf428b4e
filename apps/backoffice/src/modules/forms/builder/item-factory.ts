import {
  CHOICE_REQUIRED_ITEM_TYPES,
  type FormItemTypeCode,
  ITEM_KEY_PATTERN,
  itemUses,
} from "@gakumu/domain";
import { type EditorItem, type EditorSection, itemsInOrder, newUid } from "./builder-state";

// New items of the palette. Their key is made here, in the server's own style ("q" and 8 letters,
// form-definition-save.ts), so conditions can refer to them before the first save.

const KEY_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** A fresh item key not in `taken`; `random` is injectable so tests get stable keys. */
export function newItemKey(
  taken: ReadonlySet<string>,
  random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
): string {
  for (;;) {
    const key = `q${Array.from(random(8), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join("")}`;
    if (!taken.has(key) && ITEM_KEY_PATTERN.test(key)) return key;
  }
}

export function itemKeysOf(sections: readonly EditorSection[]): Set<string> {
  return new Set(itemsInOrder(sections).map((i) => i.itemKey));
}

export interface NewItemTexts {
  /** The label a new item starts with (the type's name, for the builder to change). */
  label: string;
  /** Labels of the starting choices of a choice item, e.g. 選択肢1, 選択肢2. */
  choiceLabels: readonly string[];
}

/** An item of the type with the settings it needs to be publishable as it stands. */
export function newItem(itemType: FormItemTypeCode, itemKey: string, texts: NewItemTexts): EditorItem {
  const startsWithChoices = CHOICE_REQUIRED_ITEM_TYPES.includes(itemType);
  return {
    itemKey,
    itemType,
    label: texts.label,
    helpText: "",
    required: false,
    validation: {},
    choices: startsWithChoices
      ? texts.choiceLabels.map((label) => ({ uid: newUid(itemKey), value: "", label }))
      : [],
    fileTypes: [],
    maxFileSizeMb: null,
    divisionSource: itemUses(itemType, "division") ? { depth: 1, parentDivisionCd: null } : null,
    condition: null,
    applicantName: false,
  };
}

/**
 * The item after its type changed in the editor: settings the new type does not use stay in the
 * state (switching back restores them) and the server drops them on save; a choice type without
 * choices gets the starting ones, and a hierarchy type its default source.
 */
export function withItemType(item: EditorItem, itemType: FormItemTypeCode, texts: NewItemTexts): EditorItem {
  const next: EditorItem = { ...item, itemType };
  if (CHOICE_REQUIRED_ITEM_TYPES.includes(itemType) && item.choices.length === 0)
    next.choices = newItem(itemType, item.itemKey, texts).choices;
  if (itemUses(itemType, "division") && !item.divisionSource)
    next.divisionSource = { depth: 1, parentDivisionCd: null };
  return next;
}
