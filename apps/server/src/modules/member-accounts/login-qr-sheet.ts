import { PDFDocument, type PDFEmbeddedPage, type PDFPage, rgb } from "pdf-lib";
import QRCode from "qrcode";
import { JapaneseText } from "./japanese-pdf-text";

// The login QR sheet staff print and hand out (A4 portrait, 3 × 4 cards, cut along the grey lines):
// per member the school, class, name and member id, the QR of the member app's first-login page, and
// until when it works. Drawn as vectors (the QR's modules are rectangles), so it prints sharp.

export interface LoginQrCard {
  schoolName: string;
  placement: string;
  memberId: string;
  name: string;
  /** The member app's QR landing page with the token. */
  url: string;
  expiresOn: string;
}

const PAGE = { width: 595.28, height: 841.89 };
const COLUMNS = 3;
const ROWS = 4;
const MARGIN = 24;
const CARD_W = (PAGE.width - MARGIN * 2) / COLUMNS;
const CARD_H = (PAGE.height - MARGIN * 2) / ROWS;
const PAD = 10;
const QR_SIZE = 90;
const GREY = rgb(0.6, 0.6, 0.6);
const DARK = rgb(0.1, 0.1, 0.1);
const SHARED_HEIGHT = 36;

function drawQr(page: PDFPage, url: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const cell = size / n;
  for (let row = 0; row < n; row++) {
    // Horizontal runs of dark modules become one rectangle each.
    for (let col = 0; col < n; ) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.modules.get(row, col)) col++;
      page.drawRectangle({
        x: x + start * cell,
        y: y + size - (row + 1) * cell,
        width: (col - start) * cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/** The lines every card of a sheet shares, drawn once and placed on each card (drawing text is slow). */
async function sharedLines(
  doc: PDFDocument,
  text: JapaneseText,
  expiresOn: string,
): Promise<PDFEmbeddedPage> {
  const page = doc.addPage([CARD_W - PAD * 2, SHARED_HEIGHT]);
  const lines = [
    "アプリのログイン用QRコードです。カメラで読み取り、",
    "パスワードを設定してください。",
    `有効期限：${expiresOn}まで（1回のみ使用可）`,
  ];
  for (const [i, value] of lines.entries())
    await text.draw(page, await text.fit(value, 7, CARD_W - PAD * 2), {
      x: 0,
      y: SHARED_HEIGHT - 8 - i * 11,
      size: 7,
      color: DARK,
    });
  const embedded = await doc.embedPage(page);
  doc.removePage(doc.getPageCount() - 1);
  return embedded;
}

async function drawCard(
  text: JapaneseText,
  page: PDFPage,
  card: LoginQrCard,
  shared: PDFEmbeddedPage,
  left: number,
  top: number,
) {
  page.drawRectangle({
    x: left,
    y: top - CARD_H,
    width: CARD_W,
    height: CARD_H,
    borderColor: GREY,
    borderWidth: 0.5,
    borderDashArray: [3, 3],
  });
  const inner = CARD_W - PAD * 2;
  let y = top - PAD - 7;
  const line = async (value: string, size: number, color = DARK) => {
    await text.draw(page, await text.fit(value, size, inner), { x: left + PAD, y, size, color });
    y -= size + 4;
  };
  await line([card.schoolName, card.placement].filter(Boolean).join("　"), 8, GREY);
  await line(`${card.name} さん`, 12);
  await line(`メンバーID：${card.memberId}`, 9);
  drawQr(page, card.url, left + (CARD_W - QR_SIZE) / 2, y - QR_SIZE + 4, QR_SIZE);
  y -= QR_SIZE + 6;
  page.drawPage(shared, { x: left + PAD, y: y - SHARED_HEIGHT + 9 });
}

/** The sheet as PDF bytes: 12 cards a page, in the order given. */
export async function renderLoginQrSheet(cards: readonly LoginQrCard[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("ログインQR");
  doc.setCreator("学務");
  const text = new JapaneseText(doc);
  const shared = new Map<string, PDFEmbeddedPage>();
  let page: PDFPage | null = null;
  for (const [i, card] of cards.entries()) {
    const slot = i % (COLUMNS * ROWS);
    if (slot === 0) page = doc.addPage([PAGE.width, PAGE.height]);
    const column = slot % COLUMNS;
    const row = Math.floor(slot / COLUMNS);
    let lines = shared.get(card.expiresOn);
    if (!lines) {
      lines = await sharedLines(doc, text, card.expiresOn);
      shared.set(card.expiresOn, lines);
    }
    await drawCard(text, page!, card, lines, MARGIN + column * CARD_W, PAGE.height - MARGIN - row * CARD_H);
  }
  return doc.save();
}
