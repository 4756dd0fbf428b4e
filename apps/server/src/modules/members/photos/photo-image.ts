import sharp from "sharp";
import { ValidationError } from "../../../platform/errors/app-error";
import type { PhotoLimits } from "./photo-limits";

export type PhotoMimeType = "image/jpeg" | "image/png";

/** The longer side of a thumbnail, in pixels (lists and the approval grid). */
export const THUMBNAIL_SIZE = 160;

export const photoMessages = {
  empty: "画像ファイルを選択してください",
  notImage: "JPEGまたはPNG形式の画像を選択してください",
  fileTooLarge: (maxKb: number) =>
    `画像のファイルサイズが大きすぎます。${maxKb.toLocaleString("ja-JP")}KB以下の画像を選択してください`,
  tooSmall: (l: PhotoLimits, w: number, h: number) =>
    `画像が小さすぎます。幅${l.minWidth}×高さ${l.minHeight}ピクセル以上の画像を選択してください（選択した画像: ${w}×${h}ピクセル）`,
  tooLarge: (l: PhotoLimits, w: number, h: number) =>
    `画像が大きすぎます。幅${l.maxWidth}×高さ${l.maxHeight}ピクセル以下の画像を選択してください（選択した画像: ${w}×${h}ピクセル）`,
} as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG or PNG by the file's first bytes (its name and declared type prove nothing); null otherwise. */
export function detectPhotoType(bytes: Uint8Array): PhotoMimeType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE)) return "image/png";
  return null;
}

export interface ProcessedPhoto {
  mimeType: PhotoMimeType;
  /** Re-encoded, upright, without EXIF (location, camera) or other metadata. */
  image: Buffer;
  /** JPEG, at most THUMBNAIL_SIZE on its longer side, transparency on white. */
  thumbnail: Buffer;
  width: number;
  height: number;
}

// Orientations 5–8 turn the picture a quarter: its upright width is the stored height.
const uprightSize = (m: sharp.Metadata) =>
  (m.orientation ?? 1) >= 5
    ? { width: m.height ?? 0, height: m.width ?? 0 }
    : { width: m.width ?? 0, height: m.height ?? 0 };

// failOn "error": a damaged or truncated file is refused instead of stored half grey.
const open = (bytes: Buffer) => sharp(bytes, { failOn: "error" });

/**
 * Checks an uploaded file against the organisation's limits and makes what is stored: the upright,
 * metadata-free image in its own format and a thumbnail. Throws ValidationError with the Japanese
 * reason the person can act on; dimensions are read from the header first, so an oversized image is
 * refused before it is decoded.
 */
export async function processPhoto(bytes: Buffer, limits: PhotoLimits): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw new ValidationError(photoMessages.empty);
  if (bytes.length > limits.maxFileSizeKb * 1024) {
    throw new ValidationError(photoMessages.fileTooLarge(limits.maxFileSizeKb));
  }
  const mimeType = detectPhotoType(bytes);
  if (!mimeType) throw new ValidationError(photoMessages.notImage);

  let metadata: sharp.Metadata;
  try {
    metadata = await open(bytes).metadata();
  } catch {
    throw new ValidationError(photoMessages.notImage);
  }
  if (metadata.format !== (mimeType === "image/png" ? "png" : "jpeg")) {
    throw new ValidationError(photoMessages.notImage);
  }
  const { width, height } = uprightSize(metadata);
  if (width < limits.minWidth || height < limits.minHeight) {
    throw new ValidationError(photoMessages.tooSmall(limits, width, height));
  }
  if (width > limits.maxWidth || height > limits.maxHeight) {
    throw new ValidationError(photoMessages.tooLarge(limits, width, height));
  }

  try {
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked to.
    const upright = open(bytes).rotate();
    const encoded = mimeType === "image/png" ? upright.png() : upright.jpeg({ quality: 90, mozjpeg: true });
    const { data: image, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(image)
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { mimeType, image, thumbnail, width: info.width, height: info.height };
  } catch {
    throw new ValidationError(photoMessages.notImage);
  }
}
