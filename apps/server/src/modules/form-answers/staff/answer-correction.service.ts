import {
  type AnswerableItem,
  type AnswerDetail,
  type FormAnswerValues,
  formAnswerSchema,
} from "@gakumu/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { ConflictError, ValidationError } from "../../../platform/errors/app-error";
import { buildAnswerSearchText, mailAddressOf } from "../applicant/answer-text";
import { removeAnswerFile } from "../files/answer-file-store";
import { FORM_ANSWER_MENU } from "../form-answers.menu";
import { formAnswer, formAnswerFile, formAnswerStatusLog } from "../form-answers.tables";
import { answerableItemsOf, getStaffAnswer, staleAnswerError } from "./answer-access";
import { applicantOf, toAnswerDetail } from "./answer-detail.service";
import { attachedFiles, settleFiles, withStoredFiles } from "./answer-file-values";
import { checkStaffCorrection } from "./answer-transitions";

export const CORRECTION_LOG_MESSAGE = "職員が回答内容を修正しました。";

/** The Japanese issues of formAnswerSchema as a 400, each named by its item's label. */
function checkValues(items: readonly AnswerableItem[], raw: Record<string, unknown>): FormAnswerValues {
  const parsed = formAnswerSchema(items).safeParse(raw);
  if (parsed.success) return parsed.data;
  const labelOf = (key: unknown) => items.find((i) => i.itemKey === key)?.label ?? String(key);
  const details = parsed.error.issues.map((i) => ({
    path: i.path.map(String).join("."),
    message: `「${labelOf(i.path[0])}」：${i.message}`,
  }));
  throw new ValidationError(details[0]!.message, details);
}

/**
 * Staff correct an answer's values (修正): checked exactly as the applicant's answer is, files only
 * kept or removed, the version read must still be current. The status stays; a log row records it.
 */
export async function correctAnswer(
  deps: { db: Db; fileRoot: string },
  ctx: RequestContext,
  ids: { formId: number; answerId: number },
  input: { values: Record<string, unknown>; version: number },
): Promise<AnswerDetail> {
  requireMenu(ctx, FORM_ANSWER_MENU, "write");
  const { db } = deps;
  const { form, answer } = await getStaffAnswer(db, ctx, ids.formId, ids.answerId);
  const allowed = checkStaffCorrection(answer.answerStatus);
  if (!allowed.ok) throw new ConflictError(allowed.reason);
  if (answer.version !== input.version) throw staleAnswerError();
  const items = await answerableItemsOf(db, form);
  const stored = await attachedFiles(db, answer);
  const checked = checkValues(items, withStoredFiles(items, input.values, stored));
  const { values, removed } = settleFiles(items, checked, stored);
  // Mail address and search text are derived exactly as the applicant side derives them on sending.
  const profile = await applicantOf(db, answer);
  const applicant = profile.formUserId === null ? null : profile;
  const mailAddress = mailAddressOf(items, values, applicant) ?? answer.mailAddress;

  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(formAnswer)
      .set({
        answerValues: values,
        searchText: buildAnswerSearchText(items, values, {
          applicant,
          mailAddress,
          receiptNo: answer.receiptNo,
        }),
        mailAddress,
        version: answer.version + 1,
      })
      .where(
        and(
          eq(formAnswer.tenantId, ctx.tenantId),
          eq(formAnswer.id, answer.id),
          eq(formAnswer.version, input.version),
        ),
      )
      .returning();
    if (!row) throw staleAnswerError();
    if (removed.length > 0)
      await tx.delete(formAnswerFile).where(
        and(
          eq(formAnswerFile.tenantId, ctx.tenantId),
          inArray(
            formAnswerFile.id,
            removed.map((f) => f.id),
          ),
        ),
      );
    await tx.insert(formAnswerStatusLog).values({
      tenantId: answer.tenantId,
      formAnswerId: answer.id,
      fromStatus: answer.answerStatus,
      toStatus: answer.answerStatus,
      message: CORRECTION_LOG_MESSAGE,
      loginUserId: ctx.loginUserId,
    });
    return row;
  });
  // Files go after their rows have: a crash in between leaves an orphan file, never a broken row.
  for (const file of removed) await removeAnswerFile(deps.fileRoot, file.storagePath);
  return toAnswerDetail(db, updated);
}
