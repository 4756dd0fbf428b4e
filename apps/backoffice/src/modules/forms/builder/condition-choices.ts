import {
  FormConditionOperator,
  type FormItemCondition,
  FormItemType,
  type FormItemTypeCode,
  itemUses,
} from "@gakumu/domain";
import type { DivisionNode } from "../forms-api";
import { type EditorItem, type EditorSection, effectiveChoiceValue, itemsInOrder } from "./builder-state";

// What 「次の回答が…のとき表示」 may offer. Only items BEFORE the edited one (in form order) qualify:
// an applicant answers from top to bottom, and the publish check refuses anything else. Items whose
// answer a condition cannot compare (files, an address) are not offered either (answer-schema.ts
// compares choices, texts, numbers and a checkbox's true/false).

const NOT_COMPARABLE: readonly FormItemTypeCode[] = [
  FormItemType.UPLOAD,
  FormItemType.FACE_PHOTO,
  FormItemType.ADDRESS,
];

/** Types whose answer is a list: the condition asks whether it contains the value. */
const LIST_ANSWERS: readonly FormItemTypeCode[] = [
  FormItemType.MULTIPLE,
  FormItemType.PLAN_DATE_LIST,
  FormItemType.OC_DATE_LIST,
  FormItemType.DIVISION_SELECT,
];

export type ConditionOperatorCode = FormItemCondition["operator"];

/** The items a condition of `itemKey` may name: earlier ones with a comparable answer. */
export function conditionSources(sections: readonly EditorSection[], itemKey: string): EditorItem[] {
  const items = itemsInOrder(sections);
  const position = items.findIndex((i) => i.itemKey === itemKey);
  const earlier = position < 0 ? [] : items.slice(0, position);
  return earlier.filter((i) => !NOT_COMPARABLE.includes(i.itemType));
}

/** The operator a new condition on `source` starts with. */
export function defaultOperator(source: EditorItem): ConditionOperatorCode {
  return LIST_ANSWERS.includes(source.itemType)
    ? FormConditionOperator.CONTAINS
    : FormConditionOperator.EQUALS;
}

export interface ValueOption {
  value: string;
  label: string;
}

export interface ConditionValueTexts {
  checked: string;
  unchecked: string;
}

/** Hierarchy nodes a DIVISION / DIVISION_SELECT item offers (the server's public-form.ts rule). */
export function divisionNodesOf(source: EditorItem, nodes: readonly DivisionNode[]): DivisionNode[] {
  const division = source.divisionSource ?? { depth: 1, parentDivisionCd: null };
  const byCode = new Map(nodes.map((n) => [n.divisionCd, n]));
  const under = (node: DivisionNode) => {
    if (!division.parentDivisionCd) return true;
    let parent = byCode.get(node.parentDivisionCd);
    for (let hops = 0; parent && hops < 5; hops++) {
      if (parent.divisionCd === division.parentDivisionCd) return true;
      parent = byCode.get(parent.parentDivisionCd);
    }
    return false;
  };
  const levels = (n: DivisionNode) =>
    source.itemType === FormItemType.DIVISION ? n.depth === division.depth : n.depth <= division.depth;
  return nodes.filter((n) => !n.disabled && levels(n) && under(n));
}

/**
 * The values to choose from for an answer of `source`, or null when the value is typed (texts,
 * numbers, dates). Choices compare by their stored value; a checkbox by "true" / "false".
 */
export function conditionValueOptions(
  source: EditorItem,
  texts: ConditionValueTexts,
  nodes: readonly DivisionNode[] = [],
): ValueOption[] | null {
  if (source.itemType === FormItemType.CHECKBOX)
    return [
      { value: "true", label: texts.checked },
      { value: "false", label: texts.unchecked },
    ];
  if (itemUses(source.itemType, "division"))
    return divisionNodesOf(source, nodes).map((n) => ({ value: n.divisionCd, label: n.name }));
  if (!itemUses(source.itemType, "choices") || source.choices.length === 0) return null;
  const seen = new Set<string>();
  return source.choices.flatMap((choice) => {
    const value = effectiveChoiceValue(source.itemType, choice);
    if (value === "" || seen.has(value)) return [];
    seen.add(value);
    return [{ value, label: choice.label.trim() || value }];
  });
}
