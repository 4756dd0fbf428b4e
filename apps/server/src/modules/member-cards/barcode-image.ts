import { BarcodeType, barcodeText, isTwoDimensional } from "@gakumu/domain";
import bwipjs from "bwip-js/node";

// The barcode of a member card as a PNG, drawn by bwip-js (Barcode Writer in Pure PostScript, pure
// JavaScript: no canvas or native module in Node). Each of the spec's barcode types 1–16 maps to one
// of its symbologies.

const SYMBOLOGY: Record<number, string> = {
  [BarcodeType.CODE39]: "code39",
  [BarcodeType.CODE128]: "code128",
  [BarcodeType.EAN13]: "ean13",
  [BarcodeType.EAN8]: "ean8",
  [BarcodeType.NW7]: "rationalizedCodabar",
  [BarcodeType.ITF]: "interleaved2of5",
  [BarcodeType.UPC_A]: "upca",
  [BarcodeType.UPC_E]: "upce",
  // Full ASCII, like CODE128: member ids may carry lower-case letters.
  [BarcodeType.CODE93]: "code93ext",
  [BarcodeType.GS1_128]: "gs1-128",
  [BarcodeType.GS1_DATABAR]: "databarexpanded",
  [BarcodeType.QR_CODE]: "qrcode",
  [BarcodeType.DATA_MATRIX]: "datamatrix",
  [BarcodeType.PDF417]: "pdf417",
  [BarcodeType.AZTEC]: "azteccode",
  [BarcodeType.MAXICODE]: "maxicode",
};

export const symbologyOf = (type: number): string | undefined => SYMBOLOGY[type];

/** The member id's barcode of this type as PNG bytes; null when the type cannot carry the id. */
export async function barcodePng(type: number, memberId: string): Promise<Uint8Array | null> {
  const text = barcodeText(type, memberId);
  const bcid = SYMBOLOGY[type];
  if (text === null || !bcid) return null;
  return bwipjs.toBuffer({
    bcid,
    text,
    scale: 3,
    // Bar height in millimetres for linear codes; 2-D codes keep their own proportions.
    ...(isTwoDimensional(type) ? {} : { height: 9 }),
    includetext: false,
    ...(type === BarcodeType.ITF ? { includecheck: false } : {}),
  });
}
