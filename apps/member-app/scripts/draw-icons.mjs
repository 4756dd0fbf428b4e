// Draws the member app's icons (public/icons/*.png) as PNG files: a white bell on the school blue.
// Run `npm run icons -w @gakumu/member-app` after changing the drawing; the PNGs are committed.
// PNG written by hand (zlib is Node's own), so no image library is needed for a one-off drawing.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "../public/icons");
const BLUE = [0x2d, 0x5b, 0x9c];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// Signed distances in the unit square (negative inside), for anti-aliased edges.
const circle = (x, y, cx, cy, r) => Math.hypot(x - cx, y - cy) - r;
const box = (x, y, x0, y0, x1, y1) => {
  const dx = Math.max(x0 - x, 0, x - x1);
  const dy = Math.max(y0 - y, 0, y - y1);
  const outside = Math.hypot(dx, dy);
  return outside > 0 ? outside : Math.max(x0 - x, x - x1, y0 - y, y - y1);
};
const roundedBox = (x, y, x0, y0, x1, y1, r) => box(x, y, x0 + r, y0 + r, x1 - r, y1 - r) - r;

/** The bell, scaled by `k` around the centre (maskable icons keep it inside the safe circle). */
function bell(x, y, k) {
  const u = 0.5 + (x - 0.5) / k;
  const v = 0.5 + (y - 0.5) / k;
  const dome = circle(u, v, 0.5, 0.4, 0.2);
  const body = box(u, v, 0.3, 0.4, 0.7, 0.62);
  const rim = roundedBox(u, v, 0.22, 0.6, 0.78, 0.67, 0.025);
  const clapper = circle(u, v, 0.5, 0.71, 0.06);
  const knob = circle(u, v, 0.5, 0.19, 0.035);
  return Math.min(dome, body, rim, clapper, knob) * k;
}

function draw(size, { rounded, scale, badge = false }) {
  const rgba = Buffer.alloc(size * size * 4);
  const px = 1 / size;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const x = (i + 0.5) / size;
      const y = (j + 0.5) / size;
      const shape = rounded ? roundedBox(x, y, 0, 0, 1, 1, 0.2) : -1;
      const bgAlpha = Math.min(1, Math.max(0, 0.5 - shape / px));
      const ink = Math.min(1, Math.max(0, 0.5 - bell(x, y, scale) / px));
      const o = (j * size + i) * 4;
      for (let c = 0; c < 3; c++)
        rgba[o + c] = badge ? 255 : Math.round(BLUE[c] * (1 - ink) + WHITE[c] * ink);
      // A badge (Android's status bar) is the shape alone: white on transparent.
      rgba[o + 3] = Math.round(255 * (badge ? ink : bgAlpha));
    }
  }
  return encodePng(size, rgba);
}

fs.mkdirSync(out, { recursive: true });
const icons = [
  ["icon-192.png", 192, { rounded: true, scale: 1 }],
  ["icon-512.png", 512, { rounded: true, scale: 1 }],
  // Maskable: full bleed, the drawing inside the central 80 % safe zone.
  ["maskable-512.png", 512, { rounded: false, scale: 0.75 }],
  // iOS draws its own rounded corners and wants no transparency.
  ["apple-touch-icon.png", 180, { rounded: false, scale: 0.85 }],
  ["badge-96.png", 96, { rounded: false, scale: 1, badge: true }],
];
for (const [name, size, options] of icons) fs.writeFileSync(path.join(out, name), draw(size, options));
console.log(`icons written to ${out}`);
