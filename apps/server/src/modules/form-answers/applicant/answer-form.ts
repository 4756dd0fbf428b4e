import { type AnswerableItem, FormItemType } from "@gakumu/domain";
import type { Db } from "../../../db/client";
import { type FormRow, loadFormDetail } from "../../forms/form-queries";
import { toPublicForm } from "../../forms/public-form";

// The items an answer is checked against: the public form (modules/forms public-form.ts), the very
// object the form frontend renders, so DIVISION choices and conditions are the applicant's own.

export interface AnswerableForm {
  row: FormRow;
  items: AnswerableItem[];
}

/**
 * A burst of applicants answers one form: its items are kept a few seconds per form version, which
 * saves three queries per answer. A changed definition has a new version (the key); a hierarchy
 * change reaches DIVISION choices within the few seconds. A cache only: nothing is lost with it.
 * Kept per database handle: ids repeat between databases (one process's test files each have their own).
 */
const ITEMS_TTL_MS = 5_000;
const MAX_CACHED_FORMS = 200;
const caches = new WeakMap<Db, Map<string, { items: AnswerableItem[]; until: number }>>();

function cacheOf(db: Db): Map<string, { items: AnswerableItem[]; until: number }> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export async function loadAnswerableForm(
  db: Db,
  row: FormRow,
  organization: { id: number; senderMailAddress: string | null },
  now = new Date(),
): Promise<AnswerableForm> {
  const cache = cacheOf(db);
  const key = `${row.tenantId}:${row.id}:${row.version}:${row.updatedAt.getTime()}`;
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return { row, items: hit.items };
  const publicForm = await toPublicForm(db, await loadFormDetail(db, row), organization, now);
  const items = publicForm.sections.flatMap((s) => s.items);
  if (cache.size >= MAX_CACHED_FORMS) cache.delete(cache.keys().next().value!);
  cache.set(key, { items, until: Date.now() + ITEMS_TTL_MS });
  return { row, items };
}

export const isFileItem = (item: Pick<AnswerableItem, "itemType">) =>
  item.itemType === FormItemType.UPLOAD || item.itemType === FormItemType.FACE_PHOTO;

/** Answering needs a form user: login required (1) or an account required to answer. */
export function needsLogin(row: Pick<FormRow, "loginRequired" | "accountRegistrationRequired">): boolean {
  return row.loginRequired === 1 || row.accountRegistrationRequired;
}
