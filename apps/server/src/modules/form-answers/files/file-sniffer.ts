// The type of an uploaded file from its first bytes (its name and the browser's type prove nothing):
// the kinds an answer may carry (spec §3.4 file types: image, sound, movie, pdf). Anything else,
// an .exe renamed .pdf among them, is null and refused.

export interface SniffedType {
  mimeType: string;
  /** The usual extension, for names the applicant gave without one. */
  extension: string;
}

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length &&
  Array.from(text).every((ch, i) => bytes[offset + i] === ch.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** ISO base media (MP4, MOV, M4A, HEIC): "ftyp" at 4 and a brand at 8. */
function isoMediaType(bytes: Uint8Array): SniffedType | null {
  if (!ascii(bytes, 4, "ftyp") || bytes.length < 12) return null;
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  if (["heic", "heix", "heim", "heis", "mif1", "msf1"].includes(brand))
    return { mimeType: "image/heic", extension: "heic" };
  if (brand === "avif") return { mimeType: "image/avif", extension: "avif" };
  if (brand === "M4A " || brand === "M4B ") return { mimeType: "audio/mp4", extension: "m4a" };
  if (brand === "qt  ") return { mimeType: "video/quicktime", extension: "mov" };
  return { mimeType: "video/mp4", extension: "mp4" };
}

/** RIFF containers: WAVE sound, WEBP image (AVI is not offered). */
function riffType(bytes: Uint8Array): SniffedType | null {
  if (!ascii(bytes, 0, "RIFF")) return null;
  if (ascii(bytes, 8, "WAVE")) return { mimeType: "audio/wav", extension: "wav" };
  if (ascii(bytes, 8, "WEBP")) return { mimeType: "image/webp", extension: "webp" };
  return null;
}

/** MP3: an ID3 tag, or an MPEG audio frame sync (11 set bits, layer III). */
function isMp3(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, "ID3")) return true;
  return bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) === 0x02;
}

export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimeType: "image/png", extension: "png" };
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a"))
    return { mimeType: "image/gif", extension: "gif" };
  if (ascii(bytes, 0, "%PDF-")) return { mimeType: "application/pdf", extension: "pdf" };
  const riff = riffType(bytes);
  if (riff) return riff;
  const iso = isoMediaType(bytes);
  if (iso) return iso;
  // EBML header: WebM (the browser's own recording format).
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { mimeType: "video/webm", extension: "webm" };
  if (ascii(bytes, 0, "OggS")) return { mimeType: "audio/ogg", extension: "ogg" };
  if (isMp3(bytes)) return { mimeType: "audio/mpeg", extension: "mp3" };
  return null;
}
