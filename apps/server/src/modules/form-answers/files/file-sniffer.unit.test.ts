import { describe, expect, it } from "vitest";
import { sniffFileType } from "./file-sniffer";

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

describe("file type from content", () => {
  it.each([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg"],
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "image/png"],
    ["GIF", bytes("GIF89a"), "image/gif"],
    ["WebP", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["WAV", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "), "audio/wav"],
    ["PDF", bytes("%PDF-1.4\n"), "application/pdf"],
    ["MP3 with ID3", bytes("ID3", [3, 0]), "audio/mpeg"],
    ["MP3 frame", bytes([0xff, 0xfb, 0x90, 0x00]), "audio/mpeg"],
    ["MP4", bytes([0, 0, 0, 0x18], "ftypisom"), "video/mp4"],
    ["MOV", bytes([0, 0, 0, 0x14], "ftypqt  "), "video/quicktime"],
    ["M4A", bytes([0, 0, 0, 0x20], "ftypM4A "), "audio/mp4"],
    ["HEIC", bytes([0, 0, 0, 0x18], "ftypheic"), "image/heic"],
    ["WebM", bytes([0x1a, 0x45, 0xdf, 0xa3]), "video/webm"],
  ])("%s", (_, content, mimeType) => expect(sniffFileType(content)?.mimeType).toBe(mimeType));

  it.each([
    ["a Windows program (.exe renamed .pdf)", bytes("MZ", [0x90, 0, 3, 0])],
    ["HTML", bytes("<!doctype html><script>")],
    ["a zip archive", bytes("PK", [3, 4])],
    ["plain text", bytes("%PD")],
    ["nothing", bytes()],
  ])("refuses %s", (_, content) => expect(sniffFileType(content)).toBeNull());
});
