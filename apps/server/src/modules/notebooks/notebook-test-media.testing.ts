// Test-side media (not loaded by the app): tiny valid files written as bytes, no downloads.

/**
 * A few silent MPEG-1 layer III frames (128 kbit/s, 44.1 kHz, mono): header FF FB 90 C4, then the
 * frame's 413 remaining bytes of zeros, which decoders play as silence. About a tenth of a second.
 */
export function silentMp3(frames = 4): Buffer {
  const frameLength = Math.floor((144 * 128_000) / 44_100); // 417 bytes
  const frame = Buffer.alloc(frameLength, 0);
  frame.set([0xff, 0xfb, 0x90, 0xc4], 0);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** An MP4's skeleton: an ftyp box of brand isom, an empty moov (the movie's index) and an empty mdat. */
export function tinyMp4(): Buffer {
  const ftyp = Buffer.from("\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isommp41", "latin1");
  const moov = Buffer.from("\x00\x00\x00\x08moov", "latin1");
  const mdat = Buffer.from("\x00\x00\x00\x08mdat", "latin1");
  return Buffer.concat([ftyp, moov, mdat]);
}
