import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import ExcelJS from "exceljs";

/**
 * exceljs's streaming reader decodes each inflated chunk of XML on its own, so a Japanese character
 * whose UTF-8 bytes straddle two chunks turns into 「��」 (exceljs issues #2063, #2084, #2316; unfixed
 * in 4.4). About one name in a thousand was corrupted that way on a 50,000-row roster. This reader
 * hands the XML parser text decoded by a StringDecoder, which carries a split character over to the
 * next chunk. It overrides two internal methods of WorkbookReader; the test beside it fails if an
 * exceljs upgrade renames them.
 */
type Parse = (this: ExcelJS.stream.xlsx.WorkbookReader, ...args: unknown[]) => AsyncGenerator<unknown>;
type ReaderInternals = { _parseSharedStrings: Parse; _parseWorksheet: Parse };

async function* decodedUtf8(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  for await (const chunk of chunks) yield typeof chunk === "string" ? chunk : decoder.write(chunk);
  const rest = decoder.end();
  if (rest) yield rest;
}

const base = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as ReaderInternals;

export class Utf8SafeWorkbookReader extends ExcelJS.stream.xlsx.WorkbookReader {}

const patched = Utf8SafeWorkbookReader.prototype as unknown as ReaderInternals;
patched._parseSharedStrings = function (this: ExcelJS.stream.xlsx.WorkbookReader, entry: unknown) {
  // The zip entry becomes a stream of correctly decoded text.
  (entry as Readable).setEncoding("utf8");
  return base._parseSharedStrings.call(this, entry);
};
patched._parseWorksheet = function (
  this: ExcelJS.stream.xlsx.WorkbookReader,
  chunks: unknown,
  sheetNo: unknown,
) {
  return base._parseWorksheet.call(this, decodedUtf8(chunks as AsyncIterable<Buffer>), sheetNo);
};

/** True while exceljs still has the internals the override relies on (checked by a test). */
export function exceljsInternalsPresent(): boolean {
  return typeof base._parseSharedStrings === "function" && typeof base._parseWorksheet === "function";
}
