import { ValidationError } from "../../platform/errors/app-error";
import { sniffImportFile } from "../members/import/import-file";
import { isEmptyRow, readSheetRows, type SheetCell } from "../members/import/sheet-rows";
import { cleanMemberId, type ListedMemberId } from "./member-id-list";

// A file of member ids (CSV in UTF-8 or Shift_JIS, or Excel .xlsx): the first column holds one 学籍番号
// per row; a first row reading like a heading (学籍番号, メンバーID, member_id) is skipped. The member
// import's readers tell the file's kind by its bytes and its encoding, and refuse what they cannot read.

const HEADING = /^(学籍番号|メンバーid|メンバー番号|会員番号|member_?id|id)$/i;

/** A cell as text: Excel keeps 2024001 as a number, and a member id as text. */
function cellAsText(cell: SheetCell | undefined): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "string") return cell;
  if (typeof cell === "number") return Number.isInteger(cell) ? String(cell) : "";
  return "";
}

export async function readMemberIdFile(data: Buffer): Promise<ListedMemberId[]> {
  const kind = sniffImportFile(data);
  const out: ListedMemberId[] = [];
  let first = true;
  for await (const row of readSheetRows(data, kind)) {
    if (isEmptyRow(row.cells)) continue;
    const text = cleanMemberId(cellAsText(row.cells[0]));
    if (first && HEADING.test(text)) {
      first = false;
      continue;
    }
    first = false;
    if (text === "") {
      const message = `${row.rowNumber}行目の1列目が空か、学籍番号として読めない値です。1列目に学籍番号を入力してください。`;
      throw new ValidationError(message, [{ path: "file", message }]);
    }
    out.push({ line: row.rowNumber, memberId: text });
  }
  return out;
}
