import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";

// Japanese text in a PDF with the Noto Sans JP the back office already ships (@fontsource): it comes as
// ~125 subsets split by Unicode range, so each character is drawn with the subset that has it. A
// document embeds only the subsets its text uses, each cut down to the glyphs used (a QR sheet of
// a class is tens of kilobytes, not the 5 MB of the whole font).

const require = createRequire(import.meta.url);

interface SubsetFont {
  file: string;
  font: ReturnType<typeof fontkit.create>;
}

let subsets: SubsetFont[] | null = null;
const byCodePoint = new Map<number, number>();

/** The regular-weight subsets, read once per process (about 0.3 s). */
function loadSubsets(): SubsetFont[] {
  if (subsets) return subsets;
  const dir = path.join(path.dirname(require.resolve("@fontsource/noto-sans-jp/package.json")), "files");
  subsets = fs
    .readdirSync(dir)
    .filter((f) => /^noto-sans-jp-(\d+|latin|latin-ext)-400-normal\.woff$/.test(f))
    .map((f) => ({ file: path.join(dir, f), font: fontkit.create(fs.readFileSync(path.join(dir, f))) }));
  return subsets;
}

/** Index of the subset drawing this character; -1 when none has it. */
function subsetOf(codePoint: number): number {
  const known = byCodePoint.get(codePoint);
  if (known !== undefined) return known;
  const index = loadSubsets().findIndex((s) => s.font.hasGlyphForCodePoint(codePoint));
  byCodePoint.set(codePoint, index);
  return index;
}

/** Draws text of any Japanese (or Latin) characters in one document, embedding fonts as needed. */
export class JapaneseText {
  private readonly embedded = new Map<number, Promise<PDFFont>>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(fontkit);
  }

  private font(index: number): Promise<PDFFont> {
    let font = this.embedded.get(index);
    if (!font) {
      font = this.doc.embedFont(fs.readFileSync(loadSubsets()[index]!.file), { subset: true });
      this.embedded.set(index, font);
    }
    return font;
  }

  /** Runs of consecutive characters drawn by the same subset; characters no subset has become "?". */
  private async runs(text: string): Promise<{ font: PDFFont; text: string }[]> {
    const out: { index: number; text: string }[] = [];
    for (const ch of text) {
      let index = subsetOf(ch.codePointAt(0)!);
      let drawn = ch;
      if (index < 0) {
        drawn = "?";
        index = subsetOf(0x3f);
      }
      const last = out.at(-1);
      if (last && last.index === index) last.text += drawn;
      else out.push({ index, text: drawn });
    }
    return Promise.all(out.map(async (r) => ({ font: await this.font(r.index), text: r.text })));
  }

  async width(text: string, size: number): Promise<number> {
    let width = 0;
    for (const run of await this.runs(text)) width += run.font.widthOfTextAtSize(run.text, size);
    return width;
  }

  /** The text cut to fit the width, ending in "…" when it was cut. */
  async fit(text: string, size: number, maxWidth: number): Promise<string> {
    if ((await this.width(text, size)) <= maxWidth) return text;
    const chars = Array.from(text);
    while (chars.length > 0 && (await this.width(`${chars.join("")}…`, size)) > maxWidth) chars.pop();
    return `${chars.join("")}…`;
  }

  async draw(
    page: PDFPage,
    text: string,
    at: { x: number; y: number; size: number; color?: RGB },
  ): Promise<void> {
    let x = at.x;
    for (const run of await this.runs(text)) {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: at.color });
      x += run.font.widthOfTextAtSize(run.text, at.size);
    }
  }
}
