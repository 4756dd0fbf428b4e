import { defineCodes } from "./define-codes";

// Barcode types 1–16 (spec §3.4 gives only the range). Labels chosen where the spec names none:
// standard symbology names, in the order card-printing tools commonly list them; Japanese aliases in
// parentheses (JAN is the Japanese name of EAN, NW-7 of Codabar).
export const BarcodeType = defineCodes({
  CODE39: { code: 1, label: "CODE39" },
  CODE128: { code: 2, label: "CODE128" },
  EAN13: { code: 3, label: "EAN-13（JAN-13）" },
  EAN8: { code: 4, label: "EAN-8（JAN-8）" },
  NW7: { code: 5, label: "NW-7（Codabar）" },
  ITF: { code: 6, label: "ITF" },
  UPC_A: { code: 7, label: "UPC-A" },
  UPC_E: { code: 8, label: "UPC-E" },
  CODE93: { code: 9, label: "CODE93" },
  GS1_128: { code: 10, label: "GS1-128" },
  GS1_DATABAR: { code: 11, label: "GS1 DataBar" },
  QR_CODE: { code: 12, label: "QRコード" },
  DATA_MATRIX: { code: 13, label: "Data Matrix" },
  PDF417: { code: 14, label: "PDF417" },
  AZTEC: { code: 15, label: "Aztec" },
  MAXICODE: { code: 16, label: "MaxiCode" },
});
