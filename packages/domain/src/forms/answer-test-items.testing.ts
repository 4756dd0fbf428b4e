import type { AnswerableItem } from "./answer-types";
import type { FormItemTypeCode } from "./item-settings";

// Test support only (not exported): an answerable item of a type with the given settings.
export function item(itemType: FormItemTypeCode, overrides: Partial<AnswerableItem> = {}): AnswerableItem {
  return {
    itemKey: overrides.itemKey ?? itemType.toLowerCase(),
    itemType,
    label: "項目",
    required: false,
    validation: {},
    choices: [],
    fileTypes: [],
    maxFileSizeMb: null,
    condition: null,
    ...overrides,
  };
}

/** The first message of a failed check, or null when the value passed. */
export function messageOf(check: { ok: true } | { ok: false; issues: { message: string }[] }): string | null {
  return check.ok ? null : (check.issues[0]?.message ?? null);
}
