import { FileUploadStatus, type FormFileValue } from "@gakumu/domain";
import type { Db } from "../../../db/client";
import { formAnswerFile } from "../form-answers.tables";
import type { CheckedFile } from "./answer-file-check";
import {
  type AnswerFileOwner,
  removeAnswerFile,
  type StoredAnswerFile,
  writeAnswerFile,
} from "./answer-file-store";

/** Who uploaded: a form user, or (an answer without login) the link's key. */
export interface AnswerFileUploader {
  formUserId: number | null;
  accessKeyId: number;
}

/**
 * Stores checked files for an item as rows not yet attached to an answer (status ADD for the
 * answer that will name them). Files are written before their rows; if anything fails, what was
 * written is removed again, so a failed upload leaves nothing behind.
 */
export async function storeAnswerFiles(
  db: Db,
  root: string,
  owner: AnswerFileOwner & { itemKey: string },
  uploader: AnswerFileUploader,
  files: readonly CheckedFile[],
): Promise<FormFileValue[]> {
  const written: StoredAnswerFile[] = [];
  try {
    for (const file of files) written.push(await writeAnswerFile(root, owner, file.content));
    await db.insert(formAnswerFile).values(
      files.map((file, i) => ({
        id: written[i]!.fileId,
        tenantId: owner.tenantId,
        organizationId: owner.organizationId,
        formId: owner.formId,
        itemKey: owner.itemKey,
        formUserId: uploader.formUserId,
        accessKeyId: uploader.accessKeyId,
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: file.content.length,
        storagePath: written[i]!.storagePath,
      })),
    );
  } catch (error) {
    await Promise.all(written.map((w) => removeAnswerFile(root, w.storagePath)));
    throw error;
  }
  return files.map((file, i) => ({
    fileId: written[i]!.fileId,
    fileName: file.fileName,
    mimeType: file.mimeType,
    size: file.content.length,
    status: FileUploadStatus.ADD,
  }));
}
