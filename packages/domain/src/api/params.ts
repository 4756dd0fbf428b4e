import { z } from "zod";
import { isCalendarDate } from "../forms/calendar";

// The bounds every route puts on the integers and dates it takes (query, path and body), in one place.
// Ids, versions and counts are PostgreSQL integers (int4): a number beyond them must be refused by the
// route's schema with a message naming the field, not reach the database and come back as its error.

/** The largest PostgreSQL `integer`. */
export const INT4_MAX = 2_147_483_647;
/** The last page any list goes to; far beyond real data, well inside int4 arithmetic for offsets. */
export const MAX_PAGE = 100_000;

interface IntBounds {
  min?: number;
  max?: number;
}

const wrong = (field: string) => `${field}が正しくありません`;
const missingOrWrong = (field: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${field}を指定してください` : wrong(field);

/**
 * An integer as a query string or path gives it ("12"), also accepted as a JSON number; within int4
 * unless narrower bounds are given.
 */
export function intParam(field: string, { min = 1, max = INT4_MAX }: IntBounds = {}) {
  return z.coerce
    .number({ error: missingOrWrong(field) })
    .int(wrong(field))
    .min(min, wrong(field))
    .max(max, wrong(field));
}

/** An integer in a JSON body: a number (not text), within int4 unless narrower bounds are given. */
export function intField(field: string, { min = 1, max = INT4_MAX }: IntBounds = {}) {
  return z
    .number({ error: missingOrWrong(field) })
    .int(wrong(field))
    .min(min, wrong(field))
    .max(max, wrong(field));
}

/** A database id (path, query or body): 1 … int4. `field` names the thing: 「フォーム」「メンバー」. */
export const idSchema = (field: string) => intParam(field);

/** The version an edit read (optimistic lock), sent back in a body. */
export const versionSchema = intField("版番号");
/** The same, in a query string (DELETE …?version=3). */
export const versionParam = intParam("版番号");

/** ?page= of a list: 1 … MAX_PAGE, 1 when absent. */
export const pageSchema = intParam("ページ番号", { max: MAX_PAGE }).default(1);

/** ?pageSize= of a list that lets the screen choose: 1 … max, `fallback` when absent. */
export const pageSizeSchema = (max: number, fallback: number) =>
  intParam("表示件数", { max }).default(fallback);

/**
 * A calendar day written yyyy-MM-dd that exists: 2025-02-30 and 9999-99-99 are refused with a
 * message naming the field (「送信日（から）はyyyy-MM-dd形式の正しい日付で入力してください」).
 */
export const calendarDateSchema = (field: string) =>
  z
    .string({ error: missingOrWrong(field) })
    .max(10, `${field}はyyyy-MM-dd形式の正しい日付で入力してください`)
    .refine(isCalendarDate, `${field}はyyyy-MM-dd形式の正しい日付で入力してください`);
