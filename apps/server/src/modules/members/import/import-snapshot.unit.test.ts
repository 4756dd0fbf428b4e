import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ParsedImport } from "./import-check";
import type { ImportField } from "./import-fields";
import { fieldsKey, readSnapshot, SNAPSHOT_SUFFIX, snapshotLines } from "./import-snapshot";
import { createImportStorage, type ImportStorage } from "./import-storage";

// The parsed rows a check keeps for its commit: written and read back a line at a time.

const field = (fieldName: string, fieldTitle: string) =>
  ({ fieldName, fieldTitle, isRequired: true }) as ImportField;
const FIELDS = [field("member_id", "会員ID"), field("name", "氏名"), field("grade", "学年")];

const parsed: ParsedImport = {
  columns: [
    { index: 0, fieldName: "member_id", title: "会員ID" },
    { index: 1, fieldName: "name", title: "氏名" },
    { index: 2, fieldName: "grade", title: "学年" },
  ],
  warnings: ["列「備考」は取り込み項目にないため無視しました。"],
  rows: [
    {
      rowNumber: 2,
      memberId: "S0001",
      values: { memberId: "S0001", name: "東雲　花子", grade: 1 },
      issues: [],
      warnings: [],
      syncType: null,
      existingId: null,
      existingNameKana: null,
    },
    {
      // A refused grade: the row has no value for it at all, which is not the same as an empty one.
      rowNumber: 4,
      memberId: "S0002",
      values: { memberId: "S0002", name: null },
      issues: [{ fieldName: "grade", column: "学年", value: "十", message: "数字で入力してください" }],
      warnings: [],
      syncType: null,
      existingId: null,
      existingNameKana: null,
    },
    {
      // A repaired cell: its warning travels with the row (the commit may report the row again).
      rowNumber: 5,
      memberId: "S0003",
      values: { memberId: "S0003", name: "北野　一郎", grade: 2 },
      issues: [],
      warnings: [
        {
          fieldName: "name",
          column: "氏名",
          value: "x",
          message: "先頭の0が欠けていたため 0x として読み込みました",
          warning: true,
        },
      ],
      syncType: null,
      existingId: null,
      existingNameKana: null,
    },
  ],
};

describe("import snapshot", () => {
  let dataDir: string;
  let storage: ImportStorage;
  const stored = "imports/1/upload";

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-import-snapshot-"));
    storage = createImportStorage(dataDir);
    fs.mkdirSync(path.join(dataDir, "imports/1"), { recursive: true });
    await storage.saveBeside(stored, SNAPSHOT_SUFFIX, snapshotLines(parsed, FIELDS));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("is a header line and one line per row, so no side holds the whole file as one string", () => {
    const text = fs.readFileSync(path.join(dataDir, `${stored}${SNAPSHOT_SUFFIX}`), "utf8");
    expect(text.trimEnd().split("\n")).toHaveLength(1 + parsed.rows.length);
  });

  it("gives back the parsed rows as they were, a refused cell still absent", async () => {
    const back = await readSnapshot(storage, stored, FIELDS);
    expect(back).toEqual(parsed);
    expect(back?.rows[1]?.values).not.toHaveProperty("grade");
  });

  it("is not used once the import fields changed, nor when it is gone or damaged", async () => {
    const retitled = [FIELDS[0]!, field("name", "生徒氏名"), FIELDS[2]!];
    expect(await readSnapshot(storage, stored, retitled)).toBeNull();
    expect(await readSnapshot(storage, "imports/1/other", FIELDS)).toBeNull();
    await storage.saveBeside("imports/1/broken", SNAPSHOT_SUFFIX, ["{not json\n"]);
    expect(await readSnapshot(storage, "imports/1/broken", FIELDS)).toBeNull();
    // The earlier form, one JSON document, left by a check made before an upgrade: the file is read again.
    const earlier = JSON.stringify({ fieldsKey: fieldsKey(FIELDS), columns: [], warnings: [], rows: [] });
    await storage.saveBeside("imports/1/earlier", SNAPSHOT_SUFFIX, earlier);
    expect(await readSnapshot(storage, "imports/1/earlier", FIELDS)).toBeNull();
  });
});
