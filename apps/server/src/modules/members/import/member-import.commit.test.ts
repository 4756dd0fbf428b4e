import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/test-app";
import { grade } from "../../../platform/hierarchy/hierarchy.tables";
import { yesterdayInJapan } from "./import-check";
import { csv, importTestKit, uploader, waitForLog } from "./member-import.testing";
import { memberSyncLogDetail } from "./member-sync-log.tables";

const HEADER = ["会員ID", "氏名", "氏名カナ", "学年", "学科", "コース"];

describe("member import: the all-or-nothing commit", () => {
  const t = useTestApp();
  const upload = (...args: Parameters<ReturnType<typeof uploader>>) => uploader(t.app)(...args);

  const { school, commit, membersOf } = importTestKit(t);

  it("inserts and updates in one job, bumps versions, rebuilds search text, and refuses a second commit", async () => {
    const { s, admin } = await school();
    const file = csv([
      HEADER,
      ["S0001", "改名　一郎", "カイメイ　イチロウ", 2, "D2", "D2A"],
      ["S0100", "新入　花子", "シンニュウ　ハナコ", 1, "D1", ""],
      ["S0101", "新入　次郎", "", 3, "", ""],
    ]);
    const checked = (await upload(admin, "名簿.csv", file)).json();
    expect(checked).toMatchObject({ insertCount: 2, updateCount: 1, errorCount: 0, committable: true });

    const started = await commit(admin, checked.syncLogId);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ stage: "COMMIT", status: "PROCESSING", committable: false });
    const done = await waitForLog(t.app, admin, checked.syncLogId);
    expect(done).toMatchObject({
      stage: "COMMIT",
      status: "COMPLETED",
      insertCount: 2,
      updateCount: 1,
      deleteCount: 0,
    });

    const rows = await membersOf(s);
    expect(rows.map((m) => [m.memberId, m.name, m.grade, m.divisionCd, m.sectionCd, m.version])).toEqual([
      ["S0001", "改名　一郎", 2, "D2", "D2A", 2],
      ["S0002", "既存　二郎", 2, null, null, 1],
      ["S0100", "新入　花子", 1, "D1", null, 1],
      ["S0101", "新入　次郎", 3, null, null, 1],
    ]);
    expect(rows[0]?.searchText).toBe("改名一郎 カイメイイチロウ s0001");
    expect(rows[2]?.createdByLoginUserId).toBe(s.admin.id);

    const details = await t.database.db
      .select()
      .from(memberSyncLogDetail)
      .where(eq(memberSyncLogDetail.syncLogId, checked.syncLogId));
    expect(details.map((d) => [d.rowNumber, d.memberId, d.syncType, d.status]).sort()).toEqual([
      [2, "S0001", "UPDATE", "PROCESSED"],
      [3, "S0100", "INSERT", "PROCESSED"],
      [4, "S0101", "INSERT", "PROCESSED"],
    ]);
    const again = await commit(admin, checked.syncLogId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("この取り込みはすでに実行されています。");
  });

  it.each([
    [
      "EXPIRATION",
      (m: { validEnd: string | null; deletedAt: Date | null }) =>
        m.validEnd === yesterdayInJapan() && m.deletedAt === null,
    ],
    ["DELETE", (m: { validEnd: string | null; deletedAt: Date | null }) => m.deletedAt !== null],
  ])("with delete mode %s, treats the members missing from the file", async (mode, removed) => {
    const { s, admin } = await school();
    const checked = (
      await upload(
        admin,
        "all.csv",
        csv([
          ["会員ID", "氏名"],
          ["S0001", "既存　一郎"],
        ]),
        `?deleteMode=${mode}`,
      )
    ).json();
    expect(checked).toMatchObject({ deleteMode: mode, deleteCount: 1, updateCount: 1 });
    await commit(admin, checked.syncLogId);
    expect(await waitForLog(t.app, admin, checked.syncLogId)).toMatchObject({
      status: "COMPLETED",
      deleteCount: 1,
    });
    const rows = await membersOf(s);
    expect(removed(rows.find((m) => m.memberId === "S0002")!)).toBe(true);
    expect(removed(rows.find((m) => m.memberId === "S0001")!)).toBe(false);
    const deleted = await t.database.db
      .select()
      .from(memberSyncLogDetail)
      .where(eq(memberSyncLogDetail.syncType, "DELETE"));
    expect(deleted.some((d) => d.syncLogId === checked.syncLogId && d.memberId === "S0002")).toBe(true);
  });

  it("checks a large file as a job with progress, then commits thousands of rows", async () => {
    const { s, admin } = await school();
    const rows = Array.from({ length: 6000 }, (_, i) => [
      `L${String(i).padStart(6, "0")}`,
      `大量　太郎${i}`,
      "タイリョウ　タロウ",
      (i % 3) + 1,
      i % 2 ? "D1" : "D2",
      i % 2 ? "D1B" : "D2A",
    ]);
    const file = csv([HEADER, ...rows]);
    const queued = await upload(admin, "large.csv", file);
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toMatchObject({
      status: "PROCESSING",
      stage: "CHECK",
      progress: expect.any(Object),
    });
    const checked = await waitForLog(t.app, admin, queued.json().syncLogId);
    expect(checked).toMatchObject({
      status: "WAITING",
      totalCount: 6000,
      insertCount: 6000,
      committable: true,
    });
    await commit(admin, checked.syncLogId);
    expect(await waitForLog(t.app, admin, checked.syncLogId)).toMatchObject({
      status: "COMPLETED",
      insertCount: 6000,
    });
    expect(await membersOf(s)).toHaveLength(6002);
  });

  it("stops with ERROR and changes nothing when the masters changed after the check", async () => {
    const { s, admin } = await school();
    const checked = (
      await upload(
        admin,
        "g.csv",
        csv([HEADER, ["S0300", "学年　三", "", 3, "", ""], ["S0301", "学年　一", "", 1, "", ""]]),
      )
    ).json();
    expect(checked.committable).toBe(true);
    await t.database.db
      .delete(grade)
      .where(and(eq(grade.organizationId, s.organization.id), eq(grade.gradeCd, 3)));
    await commit(admin, checked.syncLogId);
    const failed = await waitForLog(t.app, admin, checked.syncLogId);
    expect(failed).toMatchObject({ status: "ERROR", errorCount: 1 });
    expect(failed.message).toContain("チェックの後に");
    expect((await membersOf(s)).map((m) => m.memberId)).toEqual(["S0001", "S0002"]);
  });
});
