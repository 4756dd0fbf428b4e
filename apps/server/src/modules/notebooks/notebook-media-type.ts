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

const BOX_TYPE = /^[A-Za-z0-9 \u00a9]{4}$/;

/**
 * The top-level boxes of an MP4, walked as its bytes stream past. The first 16 bytes prove little:
 * an HTML page behind an ftyp box passed them. So every box must have a size and a four-letter type,
 * the boxes must end exactly where the file does, the first must be ftyp and a moov box (the movie's
 * index, without which nothing plays) must be among them. `feed` every chunk, then ask `isWhole`.
 */
export function mp4BoxWalker() {
  let header: number[] = [];
  let headerLength = 8;
  let bodyLeft = 0;
  let toEnd = false;
  let broken = false;
  const types: string[] = [];

  const closeHeader = () => {
    const view = Buffer.from(header);
    const type = view.toString("latin1", 4, 8);
    const size32 = view.readUInt32BE(0);
    if (size32 === 1 && headerLength === 8) {
      headerLength = 16; // a 64-bit size follows the type
      return;
    }
    const size = headerLength === 16 ? Number(view.readBigUInt64BE(8)) : size32;
    if (!BOX_TYPE.test(type) || (size !== 0 && size < headerLength)) broken = true;
    types.push(type);
    if (size === 0) toEnd = true; // the last box runs to the end of the file
    bodyLeft = size - headerLength;
    header = [];
    headerLength = 8;
  };

  return {
    feed(chunk: Uint8Array): void {
      let i = 0;
      while (i < chunk.length && !broken && !toEnd) {
        if (bodyLeft > 0) {
          const skipped = Math.min(bodyLeft, chunk.length - i);
          bodyLeft -= skipped;
          i += skipped;
          continue;
        }
        header.push(chunk[i++]!);
        if (header.length === headerLength) closeHeader();
      }
    },
    isWhole(): boolean {
      const ended = toEnd || (bodyLeft === 0 && header.length === 0);
      return !broken && ended && types[0] === "ftyp" && types.includes("moov");
    },
  };
}
