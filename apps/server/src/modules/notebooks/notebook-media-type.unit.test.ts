import { describe, expect, it } from "vitest";
import { detectMediaType } from "./notebook-media-type";

const bytes = (...b: number[]) => Uint8Array.from(b);
const ascii = (s: string) => Uint8Array.from(Buffer.from(s, "latin1"));

describe("detectMediaType", () => {
  it.each([
    ["a PDF", ascii("%PDF-1.7\n"), "application/pdf"],
    ["an MP3 with an ID3 tag", ascii("ID3\x04\x00\x00\x00\x00\x00\x00"), "audio/mpeg"],
    ["an MPEG-1 layer III frame", bytes(0xff, 0xfb, 0x90, 0x64), "audio/mpeg"],
    ["an MPEG-2 layer III frame", bytes(0xff, 0xf3, 0x44, 0xc4), "audio/mpeg"],
    ["an MP4 (isom)", ascii("\x00\x00\x00\x20ftypisom\x00\x00\x02\x00"), "video/mp4"],
    ["an MP4 (mp42)", ascii("\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00"), "video/mp4"],
    ["a Windows program", ascii("MZ\x90\x00\x03\x00\x00\x00"), null],
    ["an ELF program", ascii("\x7fELF\x02\x01\x01"), null],
    ["a QuickTime movie", ascii("\x00\x00\x00\x14ftypqt  \x00\x00\x00\x00"), null],
    ["a layer II frame", bytes(0xff, 0xfd, 0x90, 0x64), null],
    ["a frame with the bad bitrate", bytes(0xff, 0xfb, 0xf0, 0x64), null],
    ["nothing", bytes(), null],
    ["text", ascii("hello world"), null],
  ])("%s", (_name, input, expected) => {
    expect(detectMediaType(input)).toBe(expected);
  });
});
