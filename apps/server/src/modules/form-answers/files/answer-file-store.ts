import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { NotFoundError } from "../../../platform/errors/app-error";

/**
 * Files uploaded with form answers, under DATA_DIR/form-files/<tenant>/<organisation>/<form>/<uuid>.
 * The name on disk is the row's UUID, never what the applicant sent (the row keeps that as
 * file_name). A file is written before the row that names it and removed after that row is gone, so
 * a crash leaves at most an orphan file, never a row without its file.
 */
export interface AnswerFileOwner {
  tenantId: number;
  organizationId: number;
  formId: number;
}

export const answerFileNotFoundMessage = "指定されたファイルが見つかりません。";

/** DATA_DIR/form-files; the default for a deployment is beside the export directory. */
export function answerFileRootOf(dataDir: string): string {
  return path.join(dataDir, "form-files");
}

function resolveInside(root: string, relative: string): string {
  const absolute = path.resolve(root, relative);
  // The paths come from our own rows, but a path that leaves the root is never followed.
  if (!absolute.startsWith(path.resolve(root) + path.sep)) throw new NotFoundError(answerFileNotFoundMessage);
  return absolute;
}

export interface StoredAnswerFile {
  fileId: string;
  storagePath: string;
}

/** Writes the content under a new UUID; returns the id (the row's primary key) and relative path. */
export async function writeAnswerFile(
  root: string,
  owner: AnswerFileOwner,
  content: Buffer,
): Promise<StoredAnswerFile> {
  const dir = path.join(String(owner.tenantId), String(owner.organizationId), String(owner.formId));
  await fs.mkdir(path.join(root, dir), { recursive: true });
  const fileId = crypto.randomUUID();
  const storagePath = path.join(dir, fileId);
  await fs.writeFile(resolveInside(root, storagePath), content, { flag: "wx" });
  return { fileId, storagePath };
}

export async function readAnswerFile(root: string, storagePath: string): Promise<Buffer> {
  try {
    return await fs.readFile(resolveInside(root, storagePath));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new NotFoundError(answerFileNotFoundMessage);
    throw error;
  }
}

/** A stream for large files (zip downloads); throws the Japanese 404 when the file is gone. */
export async function openAnswerFile(root: string, storagePath: string): Promise<fs.FileHandle> {
  try {
    return await fs.open(resolveInside(root, storagePath), "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new NotFoundError(answerFileNotFoundMessage);
    throw error;
  }
}

/** Removes a file whose row is gone; a file already missing is fine. */
export async function removeAnswerFile(root: string, storagePath: string): Promise<void> {
  await fs.rm(resolveInside(root, storagePath), { force: true });
}
