// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { looksLikePhoto, precheckPhoto } from "./photo-precheck";

const limits = { maxFileSizeKb: 1, minWidth: 240, minHeight: 320, maxWidth: 6000, maxHeight: 6000 };
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (bytes: number[], name: string, type: string, size = bytes.length) =>
  new File([new Uint8Array([...bytes, ...new Array(Math.max(0, size - bytes.length)).fill(0)])], name, {
    type,
  });

describe("photo pre-check in the browser", () => {
  it("recognises JPEG and PNG by their first bytes", () => {
    expect(looksLikePhoto(new Uint8Array(JPEG_HEAD))).toBe(true);
    expect(looksLikePhoto(new Uint8Array(PNG_HEAD))).toBe(true);
    expect(looksLikePhoto(new Uint8Array([0x4d, 0x5a, 0x90, 0]))).toBe(false);
  });

  it("accepts a small JPEG or PNG and refuses other files with the server's message", async () => {
    expect(await precheckPhoto(file(JPEG_HEAD, "face.jpg", "image/jpeg"), limits)).toBeNull();
    expect(await precheckPhoto(file(PNG_HEAD, "face.png", "image/png"), limits)).toBeNull();
    const exe = file([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0], "face.jpg", "image/jpeg");
    expect(await precheckPhoto(exe, limits)).toBe("JPEGまたはPNG形式の画像を選択してください");
    expect(await precheckPhoto(file(JPEG_HEAD, "face.gif", "image/gif"), limits)).toBe(
      "JPEGまたはPNG形式の画像を選択してください",
    );
    expect(await precheckPhoto(file(JPEG_HEAD, "big.jpg", "image/jpeg", 2048), limits)).toBe(
      "画像のファイルサイズが大きすぎます。1KB以下の画像を選択してください",
    );
  });
});
