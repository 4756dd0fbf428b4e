import { NotebookType } from "@gakumu/domain";

// What an uploaded page file really is, by its first bytes: a name or a declared type proves nothing
// (an .exe renamed .mp4 must not reach members' phones). Only the three media page types are known.

export type NotebookMediaType = "audio/mpeg" | "video/mp4" | "application/pdf";

/** How many first bytes the check needs (an ID3 tag's header, an MP4 ftyp box). */
export const MEDIA_SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/**
 * An MPEG audio layer III frame header: 11 sync bits, a version other than reserved (01), layer III
 * (01), a bitrate index other than 1111 and a sample rate index other than 11.
 */
function isMp3Frame(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff) return false;
  const b1 = bytes[1]!;
  const b2 = bytes[2]!;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  return (
    (b1 & 0xe0) === 0xe0 &&
    version !== 0b01 &&
    layer === 0b01 &&
    b2 >> 4 !== 0xf &&
    ((b2 >> 2) & 0b11) !== 0b11
  );
}

/** ISO base media: a box of type ftyp first, with a major brand of the MP4 family. */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "dash",
  "MSNV",
]);
function isMp4(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return false; // ....ftyp
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  return MP4_BRANDS.has(brand);
}

export function detectMediaType(bytes: Uint8Array): NotebookMediaType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (startsWith(bytes, [0x49, 0x44, 0x33]) || isMp3Frame(bytes)) return "audio/mpeg"; // ID3 or a frame
  if (isMp4(bytes)) return "video/mp4";
  return null;
}

/** The content type a page type takes. */
export const MEDIA_TYPE_OF_PAGE: Record<number, NotebookMediaType> = {
  [NotebookType.MP3]: "audio/mpeg",
  [NotebookType.MP4]: "video/mp4",
  [NotebookType.PDF]: "application/pdf",
};

export const EXTENSION_OF: Record<NotebookMediaType, string> = {
  "audio/mpeg": ".mp3",
  "video/mp4": ".mp4",
  "application/pdf": ".pdf",
};
