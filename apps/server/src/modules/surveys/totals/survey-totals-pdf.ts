import { formatDate, type SurveyCrossTab, type SurveyTotals } from "@gakumu/domain";
import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import { JapaneseText } from "../../member-accounts/japanese-pdf-text";

// 集計レポート (PDF): the answer rate, the rates by class and grade and each choice question as
// horizontal bar charts drawn with pdf-lib's rectangles, the cross tabulation as a table. Japanese text
// through the shared Noto Sans JP subsets. A4 portrait; a block that does not fit starts a new page.

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const BAR_LEFT = 200;
const BAR_MAX = A4.width - MARGIN - BAR_LEFT - 90;
const ROW = 15;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.42, 0.42, 0.42);
const BAR = rgb(0.13, 0.45, 0.78);
const TRACK = rgb(0.92, 0.94, 0.97);
const RULE = rgb(0.8, 0.8, 0.8);

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly text: JapaneseText,
    readonly footer: string,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** Starts a new page unless `height` more points fit. */
  room(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  async line(text: string, size = 10, color = INK, x = MARGIN) {
    this.room(size + 6);
    const fitted = await this.text.fit(text, size, A4.width - MARGIN - x);
    await this.text.draw(this.page, fitted, { x, y: this.y - size, size, color });
    this.y -= size + 6;
  }

  /** The label's end when it is too long: a class path differs in its last names, not its first. */
  async fitTail(text: string, size: number, maxWidth: number): Promise<string> {
    if ((await this.text.width(text, size)) <= maxWidth) return text;
    const chars = Array.from(text);
    while (chars.length > 0 && (await this.text.width(`…${chars.join("")}`, size)) > maxWidth) chars.shift();
    return `…${chars.join("")}`;
  }

  /** One bar: label on the left, the bar scaled to `percent`, the figures to its right. */
  async bar(label: string, percent: number, figures: string) {
    this.room(ROW);
    const top = this.y;
    const fitted = await this.fitTail(label, 9, BAR_LEFT - MARGIN - 8);
    await this.text.draw(this.page, fitted, { x: MARGIN + 8, y: top - 10, size: 9, color: INK });
    this.page.drawRectangle({ x: BAR_LEFT, y: top - 11, width: BAR_MAX, height: 10, color: TRACK });
    const width = Math.max(0, Math.min(1, percent / 100)) * BAR_MAX;
    if (width > 0) this.page.drawRectangle({ x: BAR_LEFT, y: top - 11, width, height: 10, color: BAR });
    await this.text.draw(this.page, figures, {
      x: BAR_LEFT + BAR_MAX + 6,
      y: top - 10,
      size: 8,
      color: MUTED,
    });
    this.y -= ROW;
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 3 },
      end: { x: A4.width - MARGIN, y: this.y + 3 },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 6;
  }

  async footers() {
    const pages = this.doc.getPages();
    for (const [i, page] of pages.entries()) {
      const text = `${this.footer}　${i + 1} / ${pages.length}`;
      await this.text.draw(page, text, { x: MARGIN, y: MARGIN - 18, size: 7, color: MUTED });
    }
  }
}

async function crossTable(w: Writer, cross: SurveyCrossTab) {
  await w.line(`クロス集計：${cross.question.label} × ${cross.byLabel}`, 12);
  const columns = cross.columns.slice(0, 8);
  const firstWidth = 130;
  const cellWidth = (A4.width - 2 * MARGIN - firstWidth) / Math.max(1, columns.length);
  const drawRow = async (cells: string[], bold = false) => {
    w.room(ROW);
    const size = 8;
    await w.text.draw(w.page, await w.text.fit(cells[0]!, size, firstWidth - 4), {
      x: MARGIN,
      y: w.y - 10,
      size,
      color: INK,
    });
    for (const [i, cell] of cells.slice(1).entries()) {
      await w.text.draw(w.page, await w.fitTail(cell, size, cellWidth - 4), {
        x: MARGIN + firstWidth + i * cellWidth,
        y: w.y - 10,
        size,
        color: bold ? MUTED : INK,
      });
    }
    w.y -= ROW;
  };
  await drawRow(["", ...columns.map((c) => c.label)], true);
  w.rule();
  for (const [r, row] of cross.rows.entries()) {
    await drawRow([
      row.label,
      ...columns.map((_, c) => {
        const n = cross.counts[r]?.[c] ?? 0;
        const base = cross.columnRespondents[c] ?? 0;
        return `${n}（${base === 0 ? 0 : Math.round((n * 1000) / base) / 10}%）`;
      }),
    ]);
  }
  await drawRow(["回答者数", ...columns.map((_, c) => `${cross.columnRespondents[c] ?? 0}`)], true);
  if (cross.columns.length > columns.length)
    await w.line(
      `※ 列が多いため先頭の${columns.length}列のみ表示しています（Excel出力で全列を確認できます）。`,
      8,
      MUTED,
    );
}

export async function totalsPdf(
  totals: SurveyTotals,
  filterText: string,
  cross: SurveyCrossTab | null,
  now: Date = new Date(),
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`アンケート集計：${totals.title}`);
  const text = new JapaneseText(doc);
  const w = new Writer(doc, text, `${totals.title}　出力日時 ${formatDate(now, "yyyy/MM/dd HH:mm")}`);
  await w.line("アンケート集計レポート", 16);
  await w.line(totals.title, 12);
  await w.line(`出力日時：${formatDate(now, "yyyy/MM/dd HH:mm")}　絞り込み：${filterText}`, 8, MUTED);
  w.y -= 4;
  await w.line(
    `回答率 ${totals.rate}%（回答 ${totals.answered}人 ／ 対象 ${totals.recipients}人）${totals.anonymous ? "　匿名アンケート" : ""}`,
    11,
  );
  await w.bar("全体", totals.rate, `${totals.answered}/${totals.recipients}人`);
  for (const [title, rows] of [
    ["クラス別の回答率", totals.byClass],
    ["学年別の回答率", totals.byGrade],
  ] as const) {
    if (rows.length === 0) continue;
    w.room(24 + Math.min(rows.length, 6) * ROW);
    await w.line(title, 11);
    for (const row of rows)
      await w.bar(row.label, row.rate, `${row.rate}%（${row.answered}/${row.recipients}）`);
  }
  w.y -= 6;
  w.rule();
  for (const [i, q] of totals.questions.entries()) {
    w.room(30 + Math.min(q.buckets.length, 6) * ROW);
    await w.line(`問${i + 1}　${q.label}`, 11);
    await w.line(`回答者 ${q.respondents}人`, 8, MUTED, MARGIN + 8);
    if (q.answerType === "DATE" && q.earliest)
      await w.line(`最も早い日付 ${q.earliest}　最も遅い日付 ${q.latest}`, 8, MUTED, MARGIN + 8);
    if (q.buckets.length === 0 && q.answerType !== "DATE")
      await w.line(
        "自由記述・ファイルの質問です（回答は回答データの出力で確認できます）。",
        8,
        MUTED,
        MARGIN + 8,
      );
    for (const b of q.buckets.slice(0, 40)) await w.bar(b.label, b.percent, `${b.count}人（${b.percent}%）`);
    if (q.buckets.length > 40) await w.line(`ほか ${q.buckets.length - 40}件`, 8, MUTED, MARGIN + 8);
    w.y -= 4;
  }
  if (cross) {
    w.newPage();
    await crossTable(w, cross);
  }
  await w.footers();
  return Buffer.from(await doc.save());
}
