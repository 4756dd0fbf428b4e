import iconv from "iconv-lite";
import { ValidationError } from "../../../platform/errors/app-error";

/** What an uploaded file is, judged by its bytes (a renamed file must not fool the import). */
export type ImportFileKind = "xlsx" | "csv";

/** A file the import cannot read as a whole; nothing is stored or changed when it is thrown. */
export class ImportFileError extends ValidationError {}

/** Data rows one import may hold (the header not counted). */
export const MAX_IMPORT_ROWS = 100_000;

const NOT_A_TABLE =
  "Excel（.xlsx）または CSV ファイルを選択してください。このファイルは{what}のため読み込めません。";

// Signatures of files people pick by mistake, named so the message says what was picked.
const SIGNATURES: { bytes: number[]; what: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: "PNG 画像" },
  { bytes: [0xff, 0xd8, 0xff], what: "JPEG 画像" },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: "GIF 画像" },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: "PDF ファイル" },
  { bytes: [0x4d, 0x5a], what: "実行ファイル（.exe など）" },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], what: "実行ファイル" },
  { bytes: [0x1f, 0x8b], what: "圧縮ファイル（gzip）" },
  { bytes: [0x52, 0x61, 0x72, 0x21], what: "圧縮ファイル（RAR）" },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], what: "圧縮ファイル（7z）" },
];

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

/** Any zip starts with a local file header; whether it is a workbook shows when exceljs reads it. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * xlsx or csv from the content; a clear Japanese refusal for anything else: an empty file, an image,
 * a program, the old binary .xls, UTF-16 text, binary data.
 */
export function sniffImportFile(data: Buffer): ImportFileKind {
  if (data.length === 0)
    throw new ImportFileError("ファイルが空です。データを入力したファイルを選択してください。");
  if (startsWith(data, ZIP) || startsWith(data, EMPTY_ZIP)) return "xlsx";
  if (startsWith(data, OLE2)) {
    throw new ImportFileError(
      "古い形式の Excel ファイル（.xls）は読み込めません。Excel で「Excel ブック（*.xlsx）」として保存し直してください。",
    );
  }
  const known = SIGNATURES.find((s) => startsWith(data, s.bytes));
  if (known) throw new ImportFileError(NOT_A_TABLE.replace("{what}", known.what));
  if (startsWith(data, [0xff, 0xfe]) || startsWith(data, [0xfe, 0xff])) {
    throw new ImportFileError(
      "UTF-16 のテキストは読み込めません。「CSV UTF-8（コンマ区切り）」または「CSV（コンマ区切り）」で保存し直してください。",
    );
  }
  if (hasBinaryBytes(data)) throw new ImportFileError(NOT_A_TABLE.replace("{what}", "テキストではない形式"));
  return "csv";
}

/**
 * NUL or control bytes other than tab and line breaks never occur in CSV text (UTF-8 and Shift_JIS
 * both keep bytes below 0x20 for control characters only). The whole file is read: 20 MB take ~20 ms.
 */
function hasBinaryBytes(data: Buffer): boolean {
  for (let i = 0; i < data.length; i++) {
    const b = data[i] as number;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return true;
    if (b === 0x7f) return true;
  }
  return false;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * CSV text from its bytes: UTF-8 with a BOM, UTF-8 (if it decodes strictly), or else Shift_JIS as
 * Windows writes it (CP932: ①, ㈱, 髙 …). Bytes that are neither give a refusal, not mojibake.
 */
export function decodeCsvText(data: Buffer): { text: string; encoding: "utf8-bom" | "utf8" | "shift_jis" } {
  if (startsWith(data, UTF8_BOM)) {
    const text = decodeUtf8(data.subarray(3));
    if (text === null) throw new ImportFileError(UNKNOWN_ENCODING);
    return { text, encoding: "utf8-bom" };
  }
  const utf8 = decodeUtf8(data);
  if (utf8 !== null) return { text: utf8, encoding: "utf8" };
  const sjis = iconv.decode(data, "cp932");
  // iconv-lite marks bytes that are not CP932 with U+FFFD; a real Shift_JIS file never has one.
  if (sjis.includes("\uFFFD")) {
    throw new ImportFileError(UNKNOWN_ENCODING);
  }
  return { text: sjis, encoding: "shift_jis" };
}

const UNKNOWN_ENCODING =
  "ファイルの文字コードを判別できません。CSV は UTF-8 または Shift_JIS で保存してください。";

function decodeUtf8(data: Buffer): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    return null;
  }
}

export const importFileMessages = {
  unreadableXlsx:
    "Excel ファイルを読み込めません。ファイルが壊れているか、途中までしか保存されていない可能性があります。Excel で開いて保存し直してください。",
  noHeader: "見出し行がありません。1行目に項目名（テンプレートの見出し）を入力してください。",
  noData: "データ行がありません。見出し行の下にメンバーのデータを入力してください。",
  tooManyRows: `データ行が多すぎます。1回に取り込めるのは${MAX_IMPORT_ROWS.toLocaleString("ja-JP")}行までです。ファイルを分けてください。`,
  unclosedQuote: '{row}行目の「"」が閉じられていません。CSV の形式を確認してください。',
} as const;
