import { GROUP_MEMBERS_PER_CHANGE_MAX, toHalfWidthAscii } from "@gakumu/domain";
import { ValidationError } from "../../platform/errors/app-error";

// Member ids (学籍番号) staff paste or import, one per line or cell: what each line holds, where it came
// from (the line or row people see), and the refusal that lists the ones the school does not have.

export interface ListedMemberId {
  /** Line of the pasted text or row of the file, from 1. */
  line: number;
  memberId: string;
}

/** Unknown ids listed in a refusal: enough to correct a list, short enough to read. */
const LISTED_UNKNOWN_MAX = 100;

/** A listed id as stored: trimmed (full-width spaces too), full-width digits and letters made half-width. */
export function cleanMemberId(text: string): string {
  return toHalfWidthAscii(text.replace(/^[\s\u3000]+|[\s\u3000]+$/g, ""));
}

/** The ids of a pasted text, one per line; blank lines skipped. */
export function parsePastedMemberIds(text: string): ListedMemberId[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line, index) => ({ line: index + 1, memberId: cleanMemberId(line) }))
    .filter((entry) => entry.memberId !== "");
}

/** Refuses an empty list or one longer than a change may carry, naming the input field. */
export function checkListSize(entries: readonly ListedMemberId[], field: string, what: string): void {
  if (entries.length === 0) {
    const message = `${what}に学籍番号がありません。学籍番号を1行に1件ずつ入力してください。`;
    throw new ValidationError(message, [{ path: field, message }]);
  }
  if (entries.length > GROUP_MEMBERS_PER_CHANGE_MAX) {
    const message = `一度に追加できるのは${GROUP_MEMBERS_PER_CHANGE_MAX.toLocaleString("ja-JP")}件までです（${entries.length.toLocaleString("ja-JP")}件あります）。分けて追加してください。`;
    throw new ValidationError(message, [{ path: field, message }]);
  }
}

/**
 * The refusal of a list naming ids the organisation does not have: nothing of the list was added.
 * One detail per unknown id with its line (row), so the screen lists them for correction.
 */
export function unknownIdsError(unknown: readonly ListedMemberId[], field: string): ValidationError {
  const count = unknown.length;
  const head = unknown
    .slice(0, 5)
    .map((u) => u.memberId)
    .join("、");
  const message = `登録されていない学籍番号が${count}件あります（${head}${count > 5 ? " ほか" : ""}）。訂正してからもう一度追加してください。どのメンバーも追加していません。`;
  return new ValidationError(
    message,
    unknown.slice(0, LISTED_UNKNOWN_MAX).map((u) => ({
      path: field,
      message: `${u.line}行目：「${u.memberId}」は登録されていません`,
    })),
  );
}
