import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/test-app";
import { createHierarchy } from "../../../platform/hierarchy/hierarchy.service";
import { csv, importTestKit, MEMBER_IMPORT, uploader, waitForLog } from "./member-import.testing";

// A roster exported as CSV, opened in Excel or LibreOffice and saved again, comes back with leading
// zeros gone (学科 01 → 1, 090… → 90…, 012-3456 → 123456) and dates as day counts. The check reads
// such values back when only one original is possible, and says so per cell as a warning.

const HEADER = ["会員ID", "氏名", "学科", "コース", "携帯電話番号", "郵便番号", "生年月日"];

describe("member import: values a spreadsheet changed", () => {
  const t = useTestApp();
  const upload = (...args: Parameters<ReturnType<typeof uploader>>) => uploader(t.app)(...args);
  const { school, commit, membersOf } = importTestKit(t);
  const details = async (headers: Record<string, string>, syncLogId: number, status: string) => {
    const res = await t.app.inject({
      url: `${MEMBER_IMPORT}/logs/${syncLogId}/details?status=${status}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (
      res.json().items as {
        rowNumber: number;
        messages: { column: string; value: string; message: string; warning?: true }[];
      }[]
    ).flatMap((d) => d.messages.map((m) => [d.rowNumber, m.column, m.value, m.message, m.warning ?? false]));
  };

  it("restores them with a warning per cell, lets the file be committed, and stores the restored values", async () => {
    const { s, admin } = await school();
    // Codes of digits, as many schools number their departments: 01 and 02, 0101 under 01.
    await createHierarchy(t.database.db, s.organization, [
      { code: "01", name: "看護科", children: [{ code: "0101", name: "看護コース" }] },
      { code: "02", name: "福祉科" },
    ]);
    const file = csv([
      HEADER,
      ["S2001", "表計算　一子", "1", "101", "9012345678", "123456", "45000"],
      ["S2002", "表計算　二子", "02", "", "090-1111-2222", "100-0001", "2008/4/1"],
      // A repaired cell on a row refused for something else: the warning is reported with the error.
      ["S2003", "", "2", "", "", "", ""],
    ]);
    const checked = (await upload(admin, "保存し直した名簿.csv", file)).json();
    expect(checked).toMatchObject({ insertCount: 2, errorCount: 1, warningCount: 6, committable: false });

    const restored = "先頭の0が欠けていたため";
    expect(await details(admin, checked.syncLogId, "UNPROCESSED")).toEqual([
      [2, "学科", "1", `${restored} 01 として読み込みました`, true],
      [2, "コース", "101", `${restored} 0101 として読み込みました`, true],
      [2, "携帯電話番号", "9012345678", `${restored} 09012345678 として読み込みました`, true],
      [2, "郵便番号", "123456", `${restored} 012-3456 として読み込みました`, true],
      [
        2,
        "生年月日",
        "45000",
        "日付がシリアル値（45000）になっていたため 2023/03/15 として読み込みました",
        true,
      ],
    ]);
    expect(await details(admin, checked.syncLogId, "ERROR")).toEqual([
      [4, "氏名", "", "入力してください", false],
      [4, "学科", "2", `${restored} 02 として読み込みました`, true],
    ]);

    // Warnings alone never stop a commit.
    const fixed = (
      await upload(admin, "保存し直した名簿.csv", file.replace(/\r\nS2003.*\r\n$/, "\r\n"))
    ).json();
    expect(fixed).toMatchObject({ insertCount: 2, errorCount: 0, warningCount: 5, committable: true });
    expect((await commit(admin, fixed.syncLogId)).statusCode).toBe(202);
    expect(await waitForLog(t.app, admin, fixed.syncLogId)).toMatchObject({
      status: "COMPLETED",
      insertCount: 2,
    });
    const stored = (await membersOf(s)).filter((m) => m.memberId.startsWith("S2"));
    expect(
      stored.map((m) => [m.memberId, m.divisionCd, m.sectionCd, m.mobileTelNo, m.postalCd, m.birthDate]),
    ).toEqual([
      ["S2001", "01", "0101", "09012345678", "012-3456", "2023-03-15"],
      ["S2002", "02", null, "090-1111-2222", "100-0001", "2008-04-01"],
    ]);
  });

  it("leaves a value alone when more than one original is possible", async () => {
    const { s, admin } = await school();
    await createHierarchy(t.database.db, s.organization, [
      { code: "01", name: "一", children: [] },
      { code: "001", name: "零零一", children: [] },
    ]);
    const file = csv([HEADER, ["S3001", "曖昧　太郎", "1", "", "1234567890", "", ""]]);
    const checked = (await upload(admin, "曖昧.csv", file)).json();
    expect(checked).toMatchObject({ errorCount: 1, warningCount: 0 });
    expect((await details(admin, checked.syncLogId, "ERROR")).map((line) => line.slice(1, 3))).toEqual([
      ["学科", "1"],
      ["携帯電話番号", "1234567890"],
    ]);
  });
});
