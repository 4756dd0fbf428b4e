import path from "node:path";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import { FileUploadStatus, type FormFileValue } from "@gakumu/domain";
import type { FastifyRequest } from "fastify";
import { AppError, ConflictError, ValidationError } from "../../platform/errors/app-error";
import { checkUploadedFile } from "../form-answers/files/answer-file-check";
import { answerFileRootOf, removeAnswerFile, writeAnswerFile } from "../form-answers/files/answer-file-store";
import { answerMessages, type Found } from "./survey-answers";
import type { SurveyDeps } from "./survey-deps";
import { itemsOf, questionsOf } from "./survey-questions";
import { isOpen } from "./survey-rows";
import { surveyFile } from "./surveys.tables";

// FILE_UPLOAD answers: the file is sent first (multipart: a `questionKey` field and one `files` part),
// checked by its content against the question's kinds and size with the forms' upload check, stored
// under DATA_DIR/form-files/surveys, and recorded for this recipient and question; the answer then
// names it by id (survey-answers.ts accepts only the recipient's own files of that question).

export const fileMessages = {
  noFile: "ファイルを選択してください。",
  notFileQuestion: "この質問にはファイルを添付できません。",
  tooLarge: "ファイルサイズが上限（20MB）を超えています。",
  badData: "送信内容が正しくありません。画面を再読み込みしてから、もう一度添付してください。",
} as const;

/** Where survey files live: beside the forms' answer files, in their own folder. */
export const surveyFileRoot = (dataDir: string) => path.join(answerFileRootOf(dataDir), "surveys");

export interface SurveyUpload {
  fields: Record<string, string>;
  file: { fileName: string; bytes: Buffer } | null;
}

/** Reads the multipart body; over 20 MB the plugin stops it (413, in Japanese). */
export async function readSurveyUpload(request: FastifyRequest): Promise<SurveyUpload> {
  if (!request.isMultipart()) throw new ValidationError(fileMessages.noFile);
  const fields: Record<string, string> = {};
  let file: SurveyUpload["file"] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const f = part as MultipartFile;
        const bytes = await f.toBuffer();
        if (f.fieldname === "files" && file === null) file = { fileName: f.filename, bytes };
      } else {
        fields[part.fieldname] = String((part as MultipartValue).value).slice(0, 200);
      }
    }
  } catch (error) {
    const e = error as { code?: string; statusCode?: number };
    if (e.code === "FST_REQ_FILE_TOO_LARGE" || e.statusCode === 413)
      throw new AppError("PAYLOAD_TOO_LARGE", fileMessages.tooLarge);
    if (e.statusCode && e.statusCode < 500) throw new ValidationError(fileMessages.badData);
    throw error;
  }
  return { fields, file };
}

export async function storeSurveyFile(
  deps: SurveyDeps & { fileRoot: string },
  found: Found,
  upload: SurveyUpload,
): Promise<FormFileValue & { status: "ADD" }> {
  if (!isOpen(found.survey)) throw new ConflictError(answerMessages.closed);
  if (!upload.file) throw new ValidationError(fileMessages.noFile);
  const questions = await questionsOf(deps.db, found.survey.tenantId, found.survey.id);
  const question = questions.find(
    (q) => q.key === upload.fields.questionKey && q.answerType === "FILE_UPLOAD",
  );
  if (!question) throw new ValidationError(fileMessages.notFileQuestion);
  const [item] = await itemsOf(deps.db, found.survey.organizationId, [question]);
  const checked = await checkUploadedFile(item!, upload.file.fileName, upload.file.bytes);
  const written = await writeAnswerFile(
    deps.fileRoot,
    { tenantId: found.survey.tenantId, organizationId: found.survey.organizationId, formId: found.survey.id },
    checked.content,
  );
  try {
    await deps.db.insert(surveyFile).values({
      id: written.fileId,
      tenantId: found.survey.tenantId,
      surveyId: found.survey.id,
      recipientId: found.recipient.id,
      questionId: question.id,
      fileName: checked.fileName,
      mimeType: checked.mimeType,
      size: checked.content.length,
      storagePath: written.storagePath,
    });
  } catch (error) {
    await removeAnswerFile(deps.fileRoot, written.storagePath);
    throw error;
  }
  return {
    fileId: written.fileId,
    fileName: checked.fileName,
    mimeType: checked.mimeType,
    size: checked.content.length,
    status: FileUploadStatus.ADD as "ADD",
  };
}
