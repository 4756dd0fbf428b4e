import { LogFilter, LogSearchBody } from "@gakumu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import {
  testClick as click,
  contextFor,
  useLogTestDatabase,
} from "../../../test/operation-logs/log-test-app";
import { auditLog } from "../../platform/audit/audit.tables";
import { auditLogExport, operationLogExport } from "./operation-log-export";
import { searchLogs } from "./operation-log-search";
import { operationLog } from "./operation-logs.tables";

describe("searching and exporting logs", () => {
  const t = useLogTestDatabase();

  /** Rows at given times in Japan, written directly so the period filter can be tested to the minute. */
  const insertAt = (
    where: { id: number; tenantId: number },
    at: string,
    values: Partial<typeof click> & { user?: string } = {},
  ) =>
    t.database.db.insert(operationLog).values({
      tenantId: where.tenantId,
      organizationId: where.id,
      loginUserId: 1,
      displayUserId: values.user ?? "admin",
      sessionKey: "fixed",
      ...click,
      ...values,
      occurredAt: new Date(`${at}+09:00`),
    });

  describe("search", () => {
    beforeAll(async () => {
      await insertAt(t.org, "2026-03-31T23:59:59", { user: "sato", functionId: "before-period" });
      await insertAt(t.org, "2026-04-01T00:00:00", { user: "sato", functionId: "first-minute" });
      await insertAt(t.org, "2026-04-02T23:59:59", {
        user: "suzuki",
        functionId: "last-second",
        functionName: "ＣＳＶ出力",
      });
      await insertAt(t.org, "2026-04-03T00:00:00", { user: "sato", functionId: "after-period" });
      await insertAt(t.org, "2026-04-01T12:00:00", { user: "100%_user", functionId: "wild" });
      await insertAt(t.otherOrg, "2026-04-01T12:00:00", { user: "sato", functionId: "other-organization" });
      await insertAt(t.otherTenant, "2026-04-01T12:00:00", { user: "sato", functionId: "other-tenant" });
    });

    const ids = async (filter: object, where = t.org) => {
      const result = await searchLogs(
        t.database.db,
        contextFor(where),
        LogSearchBody.parse({ from: "2026-03-01", to: "2026-04-30", ...filter }),
      );
      return result.kind === "operation" ? result.items.map((i) => i.functionId) : [];
    };

    it("takes whole days in Japan time, newest first, within the caller's tenant and organisation only", async () => {
      expect(await ids({ from: "2026-04-01", to: "2026-04-02" })).toEqual([
        "last-second",
        "wild",
        "first-minute",
      ]);
      expect(await ids({ from: "", to: "2026-03-31" })).toEqual(["before-period"]);
      expect(await ids({}, t.otherOrg)).toEqual(["other-organization"]);
      expect(await ids({}, t.otherTenant)).toEqual(["other-tenant"]);
    });

    it("finds by a fragment of the user id or the function, full-width input and wildcards taken literally", async () => {
      expect(await ids({ user: "SAT" })).toEqual(["after-period", "first-minute", "before-period"]);
      expect(await ids({ user: "ｓｕｚ" })).toEqual(["last-second"]);
      expect(await ids({ user: "%_" })).toEqual(["wild"]);
      expect(await ids({ user: "_" })).toEqual(["wild"]);
      expect(await ids({ function: "csv" })).toEqual(["last-second"]);
      expect(await ids({ function: "ＣＳＶ" })).toEqual(["last-second"]);
      expect(await ids({ function: "minute" })).toEqual(["first-minute"]);
    });

    it("pages by 20 and reports the total", async () => {
      await t.database.db.insert(operationLog).values(
        Array.from({ length: 45 }, (_, i) => ({
          tenantId: t.org.tenantId,
          organizationId: t.org.id,
          loginUserId: 2,
          displayUserId: "pager",
          sessionKey: "p",
          ...click,
          functionId: `p${i}`,
          occurredAt: new Date(Date.UTC(2026, 4, 1, 0, i)),
        })),
      );
      const page = (n: number) =>
        searchLogs(t.database.db, contextFor(t.org), LogSearchBody.parse({ user: "pager", page: n }));
      const third = await page(3);
      expect(third).toMatchObject({ kind: "operation", total: 45, page: 3, pageSize: 20 });
      expect(third.items.map((i) => ("functionId" in i ? i.functionId : ""))).toEqual([
        "p4",
        "p3",
        "p2",
        "p1",
        "p0",
      ]);
      expect((await page(1)).items[0]).toMatchObject({
        functionId: "p44",
        occurredAt: "2026-05-01T00:44:00.000Z",
      });
      expect((await page(9)).items).toEqual([]);
    });

    it("searches the audit trail by user and by action or summary, with tenant-wide rows included", async () => {
      const row = (
        organizationId: number | null,
        actor: string,
        action: string,
        tenantId = t.org.tenantId,
      ) => ({
        tenantId,
        organizationId,
        loginUserId: organizationId ? 1 : null,
        actorDisplayId: actor,
        action,
        summary: `${action} を実行しました（200）`,
      });
      await t.database.db
        .insert(auditLog)
        .values([
          row(t.org.id, "sato", "POST /app/api/members"),
          row(null, "cli", "seed"),
          row(t.otherOrg.id, "sato", "POST /app/api/other-organization"),
          row(t.otherTenant.id, "sato", "POST /app/api/other-tenant", t.otherTenant.tenantId),
        ]);
      const search = async (filter: object) => {
        const result = await searchLogs(
          t.database.db,
          contextFor(t.org),
          LogSearchBody.parse({ kind: "audit", ...filter }),
        );
        return result.kind === "audit" ? result.items.map((i) => i.action) : [];
      };
      expect(await search({})).toEqual(["seed", "POST /app/api/members"]);
      expect(await search({ user: "sat" })).toEqual(["POST /app/api/members"]);
      expect(await search({ function: "members" })).toEqual(["POST /app/api/members"]);
      expect(await search({ function: "実行" })).toHaveLength(2);
    });
  });

  it("exports every matching row in batches, newest first, with Japanese headers", async () => {
    await t.database.db.insert(operationLog).values(
      Array.from({ length: 2345 }, (_, i) => ({
        tenantId: t.org.tenantId,
        organizationId: t.org.id,
        loginUserId: 3,
        displayUserId: "bulk",
        sessionKey: "b",
        ...click,
        functionId: `b${i}`,
        // Many rows share a millisecond: the batches must continue by id within it.
        occurredAt: new Date(Date.UTC(2026, 5, 1, 0, 0, 0, Math.floor(i / 7))),
      })),
    );
    const filter = LogFilter.parse({ user: "bulk" });
    const scope = contextFor(t.org);
    expect(await operationLogExport.count(t.database.db, scope, filter)).toBe(2345);
    const seen: string[] = [];
    const sizes: number[] = [];
    for await (const batch of operationLogExport.batches(t.database.db, scope, filter)) {
      sizes.push(batch.length);
      seen.push(...batch.map((r) => r.functionId));
    }
    expect(sizes).toEqual([1000, 1000, 345]);
    expect(seen).toEqual(Array.from({ length: 2345 }, (_, i) => `b${2344 - i}`));
    expect(operationLogExport.describe(filter).columns.map((c) => c.header)).toEqual([
      "日時",
      "ユーザーID",
      "ログ種別",
      "機能ID",
      "機能名",
      "ボタンID",
      "ボタン名",
      "画面",
      "IPアドレス",
    ]);
    expect(auditLogExport.describe(filter).title).toBe("監査ログ");
  });
});
