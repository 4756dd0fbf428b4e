import { describe, expect, it } from "vitest";
import { detectMediaType, mp4BoxWalker } from "./notebook-media-type";
import { tinyMp4 } from "./notebook-test-media.testing";

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

describe("mp4BoxWalker", () => {
  const whole = (file: Buffer, chunkSize = file.length) => {
    const walker = mp4BoxWalker();
    for (let i = 0; i < file.length; i += chunkSize) walker.feed(file.subarray(i, i + chunkSize));
    return walker.isWhole();
  };
  const ftyp = Buffer.from("\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isommp41", "latin1");
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, "latin1");
    return Buffer.concat([head, body]);
  };

  it("takes a file whose boxes chain to its end, in any chunking", () => {
    const file = Buffer.concat([ftyp, box("moov", Buffer.alloc(40, 1)), box("mdat", Buffer.alloc(1000, 2))]);
    for (const size of [1, 3, 8, 17, file.length]) expect(whole(file, size), `chunks of ${size}`).toBe(true);
    expect(whole(tinyMp4())).toBe(true);
  });

  it("takes a 64-bit box size and a last box that runs to the end", () => {
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1);
    large.write("mdat", 4, "latin1");
    large.writeBigUInt64BE(BigInt(16 + 50), 8);
    expect(whole(Buffer.concat([ftyp, box("moov", Buffer.alloc(8)), large, Buffer.alloc(50)]))).toBe(true);
    const toEnd = Buffer.from("\x00\x00\x00\x00mdat", "latin1");
    expect(whole(Buffer.concat([ftyp, box("moov", Buffer.alloc(8)), toEnd, Buffer.alloc(99)]))).toBe(true);
  });

  it("refuses a web page behind an MP4's first bytes", () => {
    const html = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");
    expect(detectMediaType(Buffer.concat([ftyp, html]))).toBe("video/mp4");
    expect(whole(Buffer.concat([ftyp, html]))).toBe(false);
    expect(whole(Buffer.concat([ftyp, box("moov", Buffer.alloc(8)), html]))).toBe(false);
  });

  it("refuses a file cut short, without a moov box, or not starting with ftyp", () => {
    const file = Buffer.concat([ftyp, box("moov", Buffer.alloc(40)), box("mdat", Buffer.alloc(100))]);
    expect(whole(file.subarray(0, file.length - 1))).toBe(false);
    expect(whole(Buffer.concat([ftyp, box("mdat", Buffer.alloc(10))]))).toBe(false);
    expect(whole(Buffer.concat([box("moov", Buffer.alloc(8)), ftyp]))).toBe(false);
    expect(whole(Buffer.concat([ftyp, box("mo\x00v", Buffer.alloc(8))]))).toBe(false);
  });
});
