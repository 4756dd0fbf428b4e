import type { PhotoLimits } from "./member-photo-api";

/**
 * The checks the browser can make before sending a photo: a JPEG or PNG by its first bytes and
 * declared type, within the organisation's file size. The server checks again (and the dimensions,
 * which need decoding); the messages are the server's own, so the person sees one wording.
 */
export const precheckMessages = {
  notImage: "JPEGまたはPNG形式の画像を選択してください",
  fileTooLarge: (maxKb: number) =>
    `画像のファイルサイズが大きすぎます。${maxKb.toLocaleString("ja-JP")}KB以下の画像を選択してください`,
};

const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png"]);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function looksLikePhoto(head: Uint8Array): boolean {
  const jpeg = head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head.length >= 8 && PNG_SIGNATURE.every((byte, i) => head[i] === byte);
  return jpeg || png;
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 8);
  // jsdom's Blob has no arrayBuffer(); FileReader works in every browser and in tests.
  if (typeof slice.arrayBuffer === "function") return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/** Null when the file may be sent; otherwise the message to show. */
export async function precheckPhoto(file: File, limits: PhotoLimits): Promise<string | null> {
  if (file.type !== "" && !ACCEPTED_TYPES.has(file.type)) return precheckMessages.notImage;
  if (!looksLikePhoto(await headOf(file))) return precheckMessages.notImage;
  if (file.size > limits.maxFileSizeKb * 1024) return precheckMessages.fileTooLarge(limits.maxFileSizeKb);
  return null;
}
