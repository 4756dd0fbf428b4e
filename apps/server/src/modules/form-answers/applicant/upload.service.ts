import { type FormFileValue, FormItemType, formsMessage } from "@gakumu/domain";
import { ValidationError } from "../../../platform/errors/app-error";
import { checkUploadedFile } from "../files/answer-file-check";
import { askForCleanup } from "../files/answer-file-cleanup";
import { storeAnswerFiles } from "../files/answer-file-upload";
import { isFileItem, loadAnswerableForm, needsLogin } from "./answer-form";
import { findCurrentAnswer } from "./answer-queries";
import { assertTakesAnswers, isAnswerEditable } from "./answer-rules";
import { type AnsweringContext, requireAnsweringUser } from "./applicant-access";
import type { ApplicantDeps } from "./applicant-deps";

// POST upload (spec §7.1): files for one UPLOAD or FACE_PHOTO item, checked by content and size and
// stored unattached; the answer (draft or sent) then names them with status ADD.

export interface UploadedPart {
  fileName: string | undefined;
  bytes: Buffer;
}

export const noFileMessage = "ファイルを選択してください。";

export async function uploadAnswerFiles(
  deps: ApplicantDeps,
  ctx: AnsweringContext,
  itemKey: string,
  parts: readonly UploadedPart[],
  now = new Date(),
): Promise<FormFileValue[]> {
  const { db } = deps;
  const { row: form, items } = await loadAnswerableForm(db, ctx.form, ctx.organization, now);
  const item = items.find((i) => i.itemKey === itemKey);
  if (!item || !isFileItem(item)) throw new ValidationError("ファイルを添付する項目が見つかりません。");
  if (needsLogin(form)) requireAnsweringUser(ctx);
  // After the period a user may still attach to an answer they may edit (an edit deadline later on).
  const current = ctx.formUserId === null ? null : await findCurrentAnswer(db, ctx, form.id, ctx.formUserId);
  if (!current || !isAnswerEditable(form, current.answerStatus, now)) assertTakesAnswers(form, now, "添付");

  if (parts.length === 0) throw new ValidationError(noFileMessage);
  const maxFiles = item.itemType === FormItemType.FACE_PHOTO ? 1 : (item.validation.maxFiles ?? 1);
  if (parts.length > maxFiles) throw new ValidationError(formsMessage("fileCount", { max: maxFiles }));
  const checked = [];
  for (const part of parts) checked.push(await checkUploadedFile(item, part.fileName, part.bytes));

  const stored = await storeAnswerFiles(
    db,
    deps.fileRoot,
    { tenantId: ctx.tenantId, organizationId: ctx.organizationId, formId: form.id, itemKey },
    { formUserId: ctx.formUserId, accessKeyId: ctx.accessKeyId },
    checked,
  );
  await askForCleanup(deps.jobs);
  return stored;
}
