import { describe, expect, it } from "vitest";
import { BarcodeType } from "./barcode";
import { rows } from "./code-table.testing";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("barcode codes", () => {
  it("BarcodeType", () => {
    expect(rows(BarcodeType)).toEqual([
      ["CODE39", 1, "CODE39"],
      ["CODE128", 2, "CODE128"],
      ["EAN13", 3, "EAN-13（JAN-13）"],
      ["EAN8", 4, "EAN-8（JAN-8）"],
      ["NW7", 5, "NW-7（Codabar）"],
      ["ITF", 6, "ITF"],
      ["UPC_A", 7, "UPC-A"],
      ["UPC_E", 8, "UPC-E"],
      ["CODE93", 9, "CODE93"],
      ["GS1_128", 10, "GS1-128"],
      ["GS1_DATABAR", 11, "GS1 DataBar"],
      ["QR_CODE", 12, "QRコード"],
      ["DATA_MATRIX", 13, "Data Matrix"],
      ["PDF417", 14, "PDF417"],
      ["AZTEC", 15, "Aztec"],
      ["MAXICODE", 16, "MaxiCode"],
    ]);
  });
});
