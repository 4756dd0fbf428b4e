import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { NotFoundError } from "../../../platform/errors/app-error";
import type { ProcessedPhoto } from "./photo-image";

/**
 * Face photo files under DATA_DIR/photos/<tenant id>/<organisation id>/<member row id>/. Names are
 * random UUIDs the server makes, never anything the uploader sent; the database row keeps the paths
 * relative to the root so the data directory can move. Files are written before the row that names
 * them and removed after the row that named them is gone, so a crash leaves at most an orphan file,
 * never a row without its file.
 */
export interface PhotoOwner {
  tenantId: number;
  organizationId: number;
  memberId: number;
}

export const photoNotFoundMessage = "指定された顔写真が見つかりません。";

/** DATA_DIR/photos for a DATA_DIR. */
export function photoRootOf(dataDir: string): string {
  return path.join(dataDir, "photos");
}

function resolveInside(root: string, relative: string): string {
  const absolute = path.resolve(root, relative);
  // The paths come from our own rows, but a path that leaves the root is never followed.
  if (!absolute.startsWith(path.resolve(root) + path.sep)) throw new NotFoundError(photoNotFoundMessage);
  return absolute;
}

const extension = (mimeType: string) => (mimeType === "image/png" ? "png" : "jpg");

/** Writes the image and its thumbnail; returns their relative paths. */
export async function writePhotoFiles(
  root: string,
  owner: PhotoOwner,
  photo: ProcessedPhoto,
): Promise<{ filePath: string; thumbnailPath: string }> {
  const dir = path.join(String(owner.tenantId), String(owner.organizationId), String(owner.memberId));
  await fs.mkdir(path.join(root, dir), { recursive: true });
  const name = crypto.randomUUID();
  const filePath = path.join(dir, `${name}.${extension(photo.mimeType)}`);
  const thumbnailPath = path.join(dir, `${name}.thumb.jpg`);
  await fs.writeFile(resolveInside(root, filePath), photo.image, { flag: "wx" });
  await fs.writeFile(resolveInside(root, thumbnailPath), photo.thumbnail, { flag: "wx" });
  return { filePath, thumbnailPath };
}

export async function readPhotoFile(root: string, relative: string): Promise<Buffer> {
  try {
    return await fs.readFile(resolveInside(root, relative));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new NotFoundError(photoNotFoundMessage);
    throw error;
  }
}

/** Removes files no row names any more; one already gone is fine (a retried removal). */
export async function removePhotoFiles(root: string, relatives: readonly string[]): Promise<void> {
  await Promise.all(relatives.map((relative) => fs.rm(resolveInside(root, relative), { force: true })));
}
