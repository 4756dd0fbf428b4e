import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { NotFoundError } from "../../../platform/errors/app-error";
import { answerFileNotFoundMessage, readAnswerFile } from "../files/answer-file-store";
import { formAnswer, formAnswerFile } from "../form-answers.tables";

export interface DownloadCaller {
  tenantId: number;
  organizationId: number;
  formUserId: number | null;
  accessKeyId: number | null;
}

/**
 * A file for its owner only: the form user of the answer it belongs to, or whoever uploaded it
 * (a form user, or the link of an answer sent without login). Anyone else gets the same 404 as for
 * a file that does not exist, so ids reveal nothing.
 */
export async function readOwnAnswerFile(db: Db, root: string, caller: DownloadCaller, fileId: string) {
  const [found] = await db
    .select({ file: formAnswerFile, answerUserId: formAnswer.formUserId })
    .from(formAnswerFile)
    .leftJoin(formAnswer, eq(formAnswer.id, formAnswerFile.formAnswerId))
    .where(
      and(
        eq(formAnswerFile.id, fileId),
        eq(formAnswerFile.tenantId, caller.tenantId),
        eq(formAnswerFile.organizationId, caller.organizationId),
      ),
    );
  if (!found) throw new NotFoundError(answerFileNotFoundMessage);
  const { file, answerUserId } = found;
  const user = caller.formUserId;
  const owner =
    (user !== null && (answerUserId === user || file.formUserId === user)) ||
    (file.formUserId === null && caller.accessKeyId !== null && file.accessKeyId === caller.accessKeyId);
  if (!owner) throw new NotFoundError(answerFileNotFoundMessage);
  return {
    fileName: file.fileName,
    contentType: file.mimeType,
    body: await readAnswerFile(root, file.storagePath),
  };
}
