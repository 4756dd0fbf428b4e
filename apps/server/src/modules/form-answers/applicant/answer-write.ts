import { FormAnswerStatus } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ConflictError, ValidationError } from "../../../platform/errors/app-error";
import { sqlStateOf, UNIQUE_VIOLATION } from "../../../platform/permissions/pg-errors";
import { formAnswer, formAnswerStatusLog } from "../form-answers.tables";
import type { AnswerRow } from "./answer-queries";
import type { AnsweringContext } from "./applicant-access";

// Pieces the draft and the submit share: the version check, the receipt number, the status log and
// telling which unique index a racing write ran into.

export const staleMessage =
  "別の画面で回答が更新されています。画面を再読み込みしてから、もう一度操作してください。";

/** Re-reads the answer FOR UPDATE inside the transaction; a changed version is a 409. */
export async function lockAnswer(tx: Db, ctx: AnsweringContext, answerId: number, version: number) {
  const [row] = await tx
    .select()
    .from(formAnswer)
    .where(and(eq(formAnswer.id, answerId), eq(formAnswer.tenantId, ctx.tenantId)))
    .for("update");
  if (!row || row.version !== version) throw new ConflictError(staleMessage);
  return row;
}

/** Status-log rows of answers just sent (to ANSWERED), in one statement. */
export async function logStatuses(
  tx: Db,
  rows: { tenantId: number; formAnswerId: number; fromStatus: number | null }[],
): Promise<void> {
  await tx
    .insert(formAnswerStatusLog)
    .values(rows.map((row) => ({ ...row, toStatus: FormAnswerStatus.ANSWERED })));
}

export async function logStatus(
  tx: Db,
  tenantId: number,
  formAnswerId: number,
  fromStatus: number | null,
  toStatus: number,
): Promise<void> {
  await tx.insert(formAnswerStatusLog).values({ tenantId, formAnswerId, fromStatus, toStatus });
}

/** The name of the unique index a failed write ran into, or null for any other failure. */
export function violatedIndex(error: unknown): string | null {
  if (sqlStateOf(error) !== UNIQUE_VIOLATION) return null;
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return "";
}

/** The values' size as stored: a draft keeps what was typed, but not without limit. */
export const MAX_ANSWER_JSON_BYTES = 256 * 1024;

export function assertAnswerSize(values: unknown): void {
  if (Buffer.byteLength(JSON.stringify(values)) > MAX_ANSWER_JSON_BYTES)
    throw new ValidationError(
      "入力内容が大きすぎるため保存できません。長い文章を短くしてから、もう一度操作してください。",
    );
}

/** Only the form's own items are kept; anything else the client sent is dropped. */
export function ownItemsOnly(values: Record<string, unknown>, itemKeys: ReadonlySet<string>) {
  return Object.fromEntries(Object.entries(values).filter(([key]) => itemKeys.has(key)));
}

export type { AnswerRow };
