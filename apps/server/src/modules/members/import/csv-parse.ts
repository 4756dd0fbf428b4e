import { ImportFileError, importFileMessages } from "./import-file";

/** One record of a CSV file: its number as Excel shows it (1 = first line) and its fields. */
export interface CsvRecord {
  rowNumber: number;
  fields: string[];
}

/**
 * RFC 4180 records from CSV text as Excel writes it: comma separated, fields in double quotes when
 * they hold commas, quotes ("" inside) or line breaks; CRLF, LF or CR line ends. Excel shows a
 * quoted line break inside one cell, so a record is one row and its number is the record count.
 * Lenient where Excel is: a quote inside an unquoted field, or text after a closing quote, is kept
 * as written. An unclosed quote would swallow the rest of the file, so it is refused.
 */
export function* parseCsv(text: string): Generator<CsvRecord> {
  const length = text.length;
  let i = 0;
  let rowNumber = 0;
  while (i < length) {
    rowNumber++;
    const fields: string[] = [];
    for (;;) {
      let value = "";
      if (text.charCodeAt(i) === 0x22) {
        i++;
        for (;;) {
          const close = text.indexOf('"', i);
          if (close === -1) {
            throw new ImportFileError(importFileMessages.unclosedQuote.replace("{row}", String(rowNumber)));
          }
          value += text.slice(i, close);
          i = close + 1;
          if (text.charCodeAt(i) === 0x22) {
            value += '"';
            i++;
          } else break;
        }
      }
      // Unquoted text, or whatever follows a closing quote, runs to the next comma or line end.
      let end = i;
      while (end < length) {
        const c = text.charCodeAt(end);
        if (c === 0x2c || c === 0x0a || c === 0x0d) break;
        end++;
      }
      value += text.slice(i, end);
      i = end;
      fields.push(value);
      const c = text.charCodeAt(i);
      if (c === 0x2c) {
        i++;
        continue;
      }
      if (c === 0x0d) {
        i++;
        if (text.charCodeAt(i) === 0x0a) i++;
      } else if (c === 0x0a) i++;
      break;
    }
    yield { rowNumber, fields };
  }
}
