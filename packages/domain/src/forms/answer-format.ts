import { FileUploadStatus, FormItemType } from "../codes/form";
import { PREFECTURE_CHOICES } from "../members/member-fields";
import type { AddressValue, AnswerableItem, FormFileValue, SchoolValue } from "./answer-types";

// An answer value as one line of text: the confirmation screen, the back office's answer list and
// detail, the Excel/Csv export and the completion mail all show answers through this, so an
// applicant and the staff read the same words. Choices show their labels, not their codes.

const labelOf = (item: Pick<AnswerableItem, "choices">, value: string) =>
  item.choices.find((c) => c.value === value)?.label ?? value;

const prefectureLabel = (code: string) => PREFECTURE_CHOICES.find((p) => p.value === code)?.label ?? "";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function formatAddress(value: AddressValue): string {
  const postal = value.postalCd ? `〒${value.postalCd}` : "";
  const rest = [prefectureLabel(value.prefectureCd), value.address1, value.address2].join("");
  return [postal, rest].filter(Boolean).join(" ");
}

function formatFiles(files: FormFileValue[]): string {
  return files
    .filter((f) => f.status !== FileUploadStatus.DELETE)
    .map((f) => f.fileName)
    .join("、");
}

function formatDivisionPath(item: AnswerableItem, codes: string[]): string {
  const options = item.divisionOptions ?? [];
  return codes.map((code) => options.find((o) => o.value === code)?.label ?? code).join(" / ");
}

/**
 * A DATE ("2026-04-01") or DATETIME ("2026-04-01T10:00") answer in the spec §9 formats,
 * 「2026/04/01」 and 「2026/04/01 10:00」. The value is the wall clock the applicant typed in Japan, not
 * an instant, so it is rewritten as text (no time-zone shift); anything else is shown as stored.
 */
function formatWallClock(text: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(text);
  if (!m) return text;
  const date = `${m[1]}/${m[2]}/${m[3]}`;
  return m[4] ? `${date} ${m[4]}` : date;
}

/** Separator between wishes and between several choices. */
const LIST_SEPARATOR = "、";

/** The answer as text; "" for an item left empty or hidden. */
export function formatAnswerValue(item: AnswerableItem, value: unknown): string {
  if (value == null || value === "") return "";
  switch (item.itemType) {
    case FormItemType.CHECKBOX:
      return value === true ? "チェックあり" : "チェックなし";
    case FormItemType.SELECT:
    case FormItemType.LIST:
    case FormItemType.DIVISION:
    case FormItemType.PLAN_DATE:
      return labelOf(item, String(value));
    case FormItemType.MULTIPLE:
    case FormItemType.OC_DATE_LIST:
      return Array.isArray(value) ? value.map((v) => labelOf(item, String(v))).join(LIST_SEPARATOR) : "";
    case FormItemType.PLAN_DATE_LIST:
      return Array.isArray(value)
        ? value.map((v, i) => `第${i + 1}希望 ${labelOf(item, String(v))}`).join(LIST_SEPARATOR)
        : "";
    case FormItemType.DIVISION_SELECT:
      return Array.isArray(value) ? formatDivisionPath(item, value.map(String)) : "";
    case FormItemType.ADDRESS:
      return isObject(value) ? formatAddress(value as unknown as AddressValue) : "";
    case FormItemType.SCHOOL:
      return isObject(value) ? String((value as unknown as SchoolValue).schoolName ?? "") : "";
    case FormItemType.UPLOAD:
    case FormItemType.FACE_PHOTO:
      return Array.isArray(value) ? formatFiles(value as FormFileValue[]) : "";
    case FormItemType.DATE:
    case FormItemType.DATETIME:
      return formatWallClock(String(value));
    default:
      return Array.isArray(value) ? value.join(LIST_SEPARATOR) : String(value);
  }
}
