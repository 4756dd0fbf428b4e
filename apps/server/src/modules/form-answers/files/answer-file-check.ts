import {
  type AnswerableItem,
  allowedFileTypes,
  FORM_FILE_MAX_MB,
  FormItemFileType,
  FormItemType,
  formFileTypeOfMime,
  formsMessage,
} from "@gakumu/domain";
import sharp from "sharp";
import { AppError, ValidationError } from "../../../platform/errors/app-error";
import { sniffFileType } from "./file-sniffer";

// The server's check of one uploaded file against its item (spec §3.4 file types, the item's size
// limit): the kind comes from the content, a face photo is re-encoded upright without its EXIF
// (camera, place), and the name kept is the applicant's base name without path or control characters.

export interface CheckedFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

const FACE_PHOTO_TYPES = ["image/jpeg", "image/png"];

export const uploadMessages = {
  empty: "ファイルを選択してください。",
  unknownType: (types: string) => `ファイルの種類を確認できませんでした。添付できるファイルは${types}です。`,
  facePhoto: "顔写真はJPEGまたはPNG形式の画像を選択してください。",
  brokenImage: "画像を読み込めませんでした。別の画像を選択してください。",
} as const;

/** The largest file the item takes, in bytes (its own limit, never over the platform's 20 MB). */
export function maxBytesOf(item: Pick<AnswerableItem, "maxFileSizeMb">): number {
  return Math.min(item.maxFileSizeMb ?? FORM_FILE_MAX_MB, FORM_FILE_MAX_MB) * 1024 * 1024;
}

/** The applicant's file name without folders or control characters, at most 255 characters. */
export function cleanFileName(raw: string | undefined, extension: string): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const clean = Array.from(base)
    .filter((ch) => (ch.codePointAt(0) ?? 0) >= 0x20 && ch !== "\u007f")
    .join("")
    .trim()
    .replace(/^\.+/, "");
  if (!clean) return `file.${extension}`;
  if (clean.length <= 255) return clean;
  const dot = clean.lastIndexOf(".");
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
  return clean.slice(0, 255 - ext.length) + ext;
}

/** Upright, re-encoded in its own format; sharp writes no metadata unless asked to. */
async function stripPhoto(bytes: Buffer, mimeType: string): Promise<Buffer> {
  try {
    const upright = sharp(bytes, { failOn: "error" }).rotate();
    return await (mimeType === "image/png" ? upright.png() : upright.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw new ValidationError(uploadMessages.brokenImage);
  }
}

/** Checks one file for the item; throws a Japanese 400 (or 413 when too large). */
export async function checkUploadedFile(
  item: AnswerableItem,
  fileName: string | undefined,
  bytes: Buffer,
): Promise<CheckedFile> {
  if (bytes.length === 0) throw new ValidationError(uploadMessages.empty);
  const allowed = allowedFileTypes(item.itemType, item.fileTypes);
  const typesText = allowed.map((t) => FormItemFileType.label(t)).join("・");
  const maxBytes = maxBytesOf(item);
  if (bytes.length > maxBytes)
    throw new AppError("PAYLOAD_TOO_LARGE", formsMessage("fileSize", { max: maxBytes / 1024 / 1024 }));
  const sniffed = sniffFileType(bytes);
  if (!sniffed) throw new ValidationError(uploadMessages.unknownType(typesText));
  const kind = formFileTypeOfMime(sniffed.mimeType);
  if (kind === null || !allowed.includes(kind))
    throw new ValidationError(formsMessage("fileType", { types: typesText }));
  const name = cleanFileName(fileName, sniffed.extension);
  if (item.itemType !== FormItemType.FACE_PHOTO)
    return { fileName: name, mimeType: sniffed.mimeType, content: bytes };
  if (!FACE_PHOTO_TYPES.includes(sniffed.mimeType)) throw new ValidationError(uploadMessages.facePhoto);
  return { fileName: name, mimeType: sniffed.mimeType, content: await stripPhoto(bytes, sniffed.mimeType) };
}
