import { formatDate, memberFieldSpec } from "@gakumu/domain";
import type { FieldValue, MemberListOptions } from "./members-api";

const LEVELS = new Set(["division_cd", "section_cd", "subsection_cd", "unit_cd", "subunit_cd"]);

/**
 * A stored field value as the detail screen shows it: choices and masters by name, flags as
 * はい/いいえ, dates as yyyy/MM/dd; null for an empty value (the screen shows a dash).
 */
export function displayFieldValue(
  fieldName: string,
  value: FieldValue | undefined,
  options: MemberListOptions | undefined,
  words: { yes: string; no: string },
): string | null {
  if (value === null || value === undefined || value === "") return null;
  const spec = memberFieldSpec(fieldName);
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (spec?.choices) return spec.choices.find((c) => c.value === String(value))?.label ?? String(value);
  if (fieldName === "grade") return options?.grades.find((g) => g.gradeCd === value)?.name ?? String(value);
  if (LEVELS.has(fieldName)) {
    const node = options?.hierarchy.find((n) => n.code === value);
    return node ? `${node.name}（${value}）` : String(value);
  }
  if (spec?.kind === "date" && typeof value === "string") return formatDate(value, "yyyy/MM/dd");
  return String(value);
}
