import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { NotFoundError } from "../../../platform/errors/app-error";
import { answerFileNotFoundMessage, readAnswerFile } from "../files/answer-file-store";
import { FORM_ANSWER_MENU } from "../form-answers.menu";
import { formAnswerFile } from "../form-answers.tables";
import { getStaffAnswer } from "./answer-access";

export interface DownloadedAnswerFile {
  fileName: string;
  mimeType: string;
  body: Buffer;
}

/** One uploaded file of one answer of a form the caller may see; any other id is a 404. */
export async function readStaffAnswerFile(
  deps: { db: Db; fileRoot: string },
  ctx: RequestContext,
  ids: { formId: number; answerId: number; fileId: string },
): Promise<DownloadedAnswerFile> {
  requireMenu(ctx, FORM_ANSWER_MENU, "read");
  const { answer } = await getStaffAnswer(deps.db, ctx, ids.formId, ids.answerId);
  const [file] = await deps.db
    .select()
    .from(formAnswerFile)
    .where(
      and(
        eq(formAnswerFile.tenantId, answer.tenantId),
        eq(formAnswerFile.formAnswerId, answer.id),
        eq(formAnswerFile.id, ids.fileId),
      ),
    );
  if (!file) throw new NotFoundError(answerFileNotFoundMessage);
  return {
    fileName: file.fileName,
    mimeType: file.mimeType,
    body: await readAnswerFile(deps.fileRoot, file.storagePath),
  };
}
