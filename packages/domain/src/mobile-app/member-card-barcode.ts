import { BarcodeType } from "../codes/barcode";

// What a member card's barcode encodes for each barcode type (spec §3.4, types 1–16): the member id,
// as far as the symbology can carry it. Numeric symbologies take a member id of digits only, padded
// with leading zeros to their fixed length (the check digit is added by the symbology); GS1 ones
// carry it in application identifier (90), "information mutually agreed between trading partners".

type Rule = { fits: (id: string) => boolean; text: (id: string) => string; hint: string };

const digitsUpTo = (n: number) => (id: string) => new RegExp(`^[0-9]{1,${n}}$`).test(id);
const pad = (n: number) => (id: string) => id.padStart(n, "0");
const ASCII = /^[\x20-\x7e]+$/;
const GS1_82 = /^[0-9A-Za-z!"%&'*+,\-./:;<=>?_]{1,30}$/;

const rules: Record<number, Rule> = {
  [BarcodeType.CODE39]: {
    fits: (id) => /^[0-9A-Z\-. $/+%]+$/.test(id),
    text: (id) => id,
    hint: "英大文字・数字と - . $ / + % 空白",
  },
  [BarcodeType.CODE128]: { fits: (id) => ASCII.test(id), text: (id) => id, hint: "半角英数字・記号" },
  [BarcodeType.EAN13]: { fits: digitsUpTo(12), text: pad(12), hint: "数字12桁まで" },
  [BarcodeType.EAN8]: { fits: digitsUpTo(7), text: pad(7), hint: "数字7桁まで" },
  [BarcodeType.NW7]: {
    fits: (id) => /^[0-9\-$:/.+]+$/.test(id),
    text: (id) => `A${id}A`,
    hint: "数字と - $ : / . +",
  },
  [BarcodeType.ITF]: {
    fits: (id) => /^[0-9]+$/.test(id),
    text: (id) => (id.length % 2 === 0 ? id : `0${id}`),
    hint: "数字のみ",
  },
  [BarcodeType.UPC_A]: { fits: digitsUpTo(11), text: pad(11), hint: "数字11桁まで" },
  [BarcodeType.UPC_E]: { fits: digitsUpTo(6), text: (id) => `0${pad(6)(id)}`, hint: "数字6桁まで" },
  [BarcodeType.CODE93]: { fits: (id) => ASCII.test(id), text: (id) => id, hint: "半角英数字・記号" },
  [BarcodeType.GS1_128]: {
    fits: (id) => GS1_82.test(id),
    text: (id) => `(90)${id}`,
    hint: "半角英数字と一部の記号、30文字まで",
  },
  [BarcodeType.GS1_DATABAR]: {
    fits: (id) => GS1_82.test(id),
    text: (id) => `(90)${id}`,
    hint: "半角英数字と一部の記号、30文字まで",
  },
  [BarcodeType.QR_CODE]: { fits: (id) => id.length > 0, text: (id) => id, hint: "制限なし" },
  [BarcodeType.DATA_MATRIX]: { fits: (id) => id.length > 0, text: (id) => id, hint: "制限なし" },
  [BarcodeType.PDF417]: { fits: (id) => id.length > 0, text: (id) => id, hint: "制限なし" },
  [BarcodeType.AZTEC]: { fits: (id) => id.length > 0, text: (id) => id, hint: "制限なし" },
  [BarcodeType.MAXICODE]: {
    fits: (id) => ASCII.test(id) && id.length <= 93,
    text: (id) => id,
    hint: "半角英数字・記号、93文字まで",
  },
};

/** Which member ids the type can carry, for the settings screen. */
export const barcodeHint = (type: number): string => rules[type]?.hint ?? "";

/** The text the barcode of this type encodes for the member id, or null when it cannot carry it. */
export function barcodeText(type: number, memberId: string): string | null {
  const rule = rules[type];
  return rule?.fits(memberId) ? rule.text(memberId) : null;
}

/** Two-dimensional symbologies are drawn square; the others as a bar strip. */
export const isTwoDimensional = (type: number): boolean =>
  [BarcodeType.QR_CODE, BarcodeType.DATA_MATRIX, BarcodeType.AZTEC, BarcodeType.MAXICODE].includes(
    type as 12,
  );
