import { PDFDocument, type PDFImage, type PDFPage, rgb } from "pdf-lib";
import { JapaneseText } from "../member-accounts/japanese-pdf-text";

// Member ID cards in business-card size (91 × 55 mm), 2 × 5 to an A4 portrait page with crop marks
// in the margins where the cuts go. Per card: the card's title and the organisation, name (and
// kana), member id, grade and class, the validity date, the approved face photo and the barcode.

export interface MemberCard {
  title: string;
  organizationName: string;
  name: string;
  nameKana: string | null;
  memberId: string;
  placement: string | null;
  validUntil: string;
  /** JPEG bytes of the approved photo; null: no photo (a frame is left when photos are printed). */
  photo: Uint8Array | null;
  /** PNG bytes of the barcode; null: none printed. */
  barcode: Uint8Array | null;
  /** The barcode is square (QR, Data Matrix …) rather than a bar strip. */
  barcodeSquare: boolean;
}

export interface CardLayout {
  showPhoto: boolean;
}

const MM = 72 / 25.4;
const A4 = { width: 210 * MM, height: 297 * MM };
export const CARD = { width: 91 * MM, height: 55 * MM };
export const COLUMNS = 2;
export const ROWS = 5;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
const LEFT = (A4.width - COLUMNS * CARD.width) / 2;
const TOP = (A4.height - ROWS * CARD.height) / 2;
const MARK_GAP = 2 * MM;
const MARK_LENGTH = 5 * MM;
const PAD = 3.5 * MM;
const PHOTO = { width: 20 * MM, height: 26 * MM };
const DARK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.45, 0.45, 0.45);
const LIGHT = rgb(0.75, 0.75, 0.75);

/** Crop marks: short lines in the margins on every cut line, none on the cards themselves. */
function drawCropMarks(page: PDFPage): void {
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.3, color: DARK });
  const bottom = TOP;
  const top = A4.height - TOP;
  for (let c = 0; c <= COLUMNS; c++) {
    const x = LEFT + c * CARD.width;
    line(x, top + MARK_GAP, x, top + MARK_GAP + MARK_LENGTH);
    line(x, bottom - MARK_GAP, x, bottom - MARK_GAP - MARK_LENGTH);
  }
  const right = LEFT + COLUMNS * CARD.width;
  for (let r = 0; r <= ROWS; r++) {
    const y = top - r * CARD.height;
    line(LEFT - MARK_GAP, y, LEFT - MARK_GAP - MARK_LENGTH, y);
    line(right + MARK_GAP, y, right + MARK_GAP + MARK_LENGTH, y);
  }
}

/** The image scaled to fit the box, centred in it. */
function fit(image: PDFImage, box: { x: number; y: number; width: number; height: number }) {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

async function drawCard(
  doc: PDFDocument,
  text: JapaneseText,
  page: PDFPage,
  card: MemberCard,
  layout: CardLayout,
  x: number,
  y: number,
): Promise<void> {
  const right = x + CARD.width - PAD;
  let top = y + CARD.height - PAD;
  // Header: title on the left, the organisation on the right, a rule under them.
  await text.draw(page, await text.fit(card.title, 11, 30 * MM), {
    x: x + PAD,
    y: top - 10,
    size: 11,
    color: DARK,
  });
  const org = await text.fit(card.organizationName, 7.5, CARD.width - PAD * 2 - 32 * MM);
  await text.draw(page, org, { x: right - (await text.width(org, 7.5)), y: top - 9, size: 7.5, color: GREY });
  top -= 14;
  page.drawLine({ start: { x: x + PAD, y: top }, end: { x: right, y: top }, thickness: 0.5, color: LIGHT });
  top -= 4;

  let textLeft = x + PAD;
  if (layout.showPhoto) {
    const box = { x: x + PAD, y: top - PHOTO.height, ...PHOTO };
    if (card.photo) {
      const image = await doc.embedJpg(card.photo);
      page.drawImage(image, fit(image, box));
    } else page.drawRectangle({ ...box, borderColor: LIGHT, borderWidth: 0.5 });
    textLeft = box.x + PHOTO.width + 3 * MM;
  }
  const width = right - textLeft;
  let lineY = top - 8;
  const line = async (value: string, size: number, color = DARK, gap = 3) => {
    await text.draw(page, await text.fit(value, size, width), { x: textLeft, y: lineY, size, color });
    lineY -= size + gap;
  };
  if (card.nameKana) await line(card.nameKana, 6.5, GREY, 1.5);
  else lineY -= 2;
  await line(card.name, 12, DARK, 4);
  await line(`ID：${card.memberId}`, 8);
  if (card.placement) await line(card.placement, 8);
  await line(`有効期限：${card.validUntil}`, 7, GREY);

  if (card.barcode) {
    const image = await doc.embedPng(card.barcode);
    const area = card.barcodeSquare
      ? { x: right - 15 * MM, y: y + PAD, width: 15 * MM, height: 15 * MM }
      : { x: textLeft, y: y + PAD, width: right - textLeft, height: 9 * MM };
    page.drawImage(image, fit(image, area));
  }
}

/** The cards as PDF bytes: ten to a page, in the order given. */
export async function renderMemberCards(
  cards: readonly MemberCard[],
  layout: CardLayout,
  options: { title: string } = { title: "会員証" },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title);
  doc.setCreator("学務");
  const text = new JapaneseText(doc);
  let page: PDFPage | null = null;
  for (const [i, card] of cards.entries()) {
    const slot = i % CARDS_PER_PAGE;
    if (slot === 0) {
      page = doc.addPage([A4.width, A4.height]);
      drawCropMarks(page);
    }
    const column = slot % COLUMNS;
    const row = Math.floor(slot / COLUMNS);
    const x = LEFT + column * CARD.width;
    const y = A4.height - TOP - (row + 1) * CARD.height;
    await drawCard(doc, text, page!, card, layout, x, y);
  }
  return doc.save();
}

/** One card alone on a page of its own size: the on-screen preview. */
export async function renderCardPreview(card: MemberCard, layout: CardLayout): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${card.title}（見本）`);
  const text = new JapaneseText(doc);
  const page = doc.addPage([CARD.width, CARD.height]);
  page.drawRectangle({ x: 0, y: 0, ...CARD, borderColor: LIGHT, borderWidth: 0.5 });
  await drawCard(doc, text, page, card, layout, 0, 0);
  return doc.save();
}
