import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, createTestUser, loginAs, type TestTenant } from "../../../test/auth-helpers";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { useLogTestApp } from "../../../test/operation-logs/log-test-app";
import { assignSet, createPermissionTenant } from "../../../test/permissions/permission-fixtures";
import { auditLog } from "../../platform/audit/audit.tables";
import { operationLog } from "./operation-logs.tables";

const click = {
  logType: "CLICK",
  functionId: "member-list",
  functionName: "会員一覧",
  buttonId: "search",
  buttonName: "検索",
};

describe("operation log over HTTP, with real sessions", () => {
  const t = useLogTestApp({
    inlineRowLimit: 5,
    extraRoutes: (app) =>
      app.post("/app/api/test/things/:id", { config: { access: { session: true } } }, async () => ({
        ok: true,
      })),
  });
  let school: TestTenant;
  let other: TestTenant;
  const as: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const permissions = await createPermissionTenant(t.database.db);
    school = permissions;
    other = await createPermissionTenant(t.database.db);
    // Real permissions: viewer1 参照のみ, nomenu1 none in this organisation, bob and admin システム管理者.
    const user = (name: string) => createTestUser(t.database.db, school.tenant, school.organization, name);
    await assignSet(t.database.db, school, await user("viewer1"), permissions.sets.referenceOnly);
    await user("nomenu1");
    await assignSet(t.database.db, school, await user("bob"), permissions.sets.administrator);
    for (const name of ["admin", "viewer1", "nomenu1", "bob"])
      as[name] = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: name });
    as.stranger = await loginAs(t.app, { tenantCd: other.tenant.tenantCd, displayUserId: "admin" });
  });

  const post = (url: string, payload: object, headers: Record<string, string> | undefined) =>
    t.app.inject({ method: "POST", url, payload, headers });
  const get = (url: string, headers: Record<string, string> | undefined) => t.app.inject({ url, headers });

  it("logs a click for any logged-in user with 204, and refuses anonymous and header-less calls", async () => {
    const res = await post(
      "/app/api/com/output/operationLog",
      { ...click, screenPath: "/member-list", tenantCd: "x" },
      as.nomenu1,
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    const rows = await t.database.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.displayUserId, "nomenu1"));
    expect(rows).toMatchObject([{ ...click, screenPath: "/member-list", tenantId: school.tenant.id }]);

    expect((await post("/app/api/com/output/operationLog", click, apiHeaders)).statusCode).toBe(401);
    const { cookie } = as.admin!;
    expect((await post("/app/api/com/output/operationLog", click, { cookie: cookie! })).statusCode).toBe(403);
  });

  it("answers a bad click body with 400 and the Japanese message", async () => {
    const res = await post(
      "/app/api/com/output/operationLog",
      { ...click, logType: " ", buttonId: 5 },
      as.admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(res.json().message).toContain("ログ種別を入力してください");
  });

  it("searches with the menu's read authority; reference-only may, no menu may not", async () => {
    await post("/app/api/com/output/operationLog", { ...click, functionId: "notification" }, as.admin);
    for (const who of ["admin", "viewer1"]) {
      const res = await post("/app/api/operation-logs/search", { user: "nomenu" }, as[who]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ kind: "operation", total: 1, page: 1, pageSize: 20 });
      expect(res.json().items[0]).toMatchObject({ displayUserId: "nomenu1", functionName: "会員一覧" });
    }
    expect((await post("/app/api/operation-logs/search", {}, as.nomenu1)).statusCode).toBe(403);
    const stranger = await post("/app/api/operation-logs/search", {}, as.stranger);
    expect(stranger.json()).toMatchObject({ total: 0, items: [] });
    const bad = await post(
      "/app/api/operation-logs/search",
      { from: "2026-04-02", to: "2026-04-01" },
      as.admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("期間（終了）は期間（開始）以降の日付を入力してください");
  });

  it("downloads a small export at once as an .xlsx with Japanese headers", async () => {
    const res = await post("/app/api/operation-logs/export", { format: "Excel", user: "nomenu" }, as.viewer1);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename=".*"; filename\*=UTF-8''%E6%93%8D/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const book = new ExcelJS.Workbook();
    // exceljs types its input as its own ArrayBuffer-based Buffer; a Node Buffer is what it reads at run time.
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("操作ログ")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
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
    expect(sheet.getRow(2).getCell(2).value).toBe("nomenu1");
    expect((await post("/app/api/operation-logs/export", { format: "Pdf" }, as.admin)).statusCode).toBe(400);
  });

  it("runs a large export as a job whose file only the same user of the same tenant can fetch", async () => {
    for (let i = 0; i < 8; i++)
      await post("/app/api/com/output/operationLog", { ...click, functionId: `bulk-${i}` }, as.bob);
    const started = await post("/app/api/operation-logs/export", { format: "Csv", user: "bob" }, as.bob);
    expect(started.statusCode, started.body.slice(0, 300)).toBe(202);
    const { jobId, rowCount } = started.json();
    expect(rowCount).toBe(8);
    const done = await waitUntil(async () => {
      const res = await get(`/app/api/exports/${jobId}`, as.bob);
      return res.json().status === "succeeded" ? res.json() : undefined;
    });
    expect(done).toMatchObject({ progressDone: 8, progressTotal: 8, message: "完了しました。" });

    const file = await get(`/app/api/exports/${jobId}/file`, as.bob);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/csv; charset=Shift_JIS");
    const lines = iconv.decode(file.rawPayload, "cp932").trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"日時","ユーザーID","ログ種別","機能ID","機能名","ボタンID","ボタン名","画面","IPアドレス"',
    );
    expect(lines).toHaveLength(9);
    expect(lines[1]).toContain('"bulk-7","会員一覧"');
    expect(lines[1]).toContain('"クリック"'); // the log type by its name, not its code

    expect((await get(`/app/api/exports/${jobId}`, as.stranger)).statusCode).toBe(404);
    for (const who of ["stranger", "admin"]) {
      const res = await get(`/app/api/exports/${jobId}/file`, as[who]);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("指定されたダウンロードファイルが見つかりません。");
    }
    expect((await get(`/app/api/exports/${jobId}/file`, apiHeaders)).statusCode).toBe(401);

    // The export request and the file download are both in bob's audit trail.
    const trail = await waitUntil(async () => {
      const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.actorDisplayId, "bob"));
      return rows.length >= 2 ? rows : undefined;
    });
    expect(trail.map((r) => r.action).sort()).toEqual([
      "GET /app/api/exports/:jobId/file",
      "export operation-log",
    ]);
  });

  it("audits a mutation made with a real session, and never a click", async () => {
    const res = await post("/app/api/test/things/7", { name: "更新", password: "Secret-1" }, as.admin);
    expect(res.statusCode).toBe(200);
    const row = await waitUntil(async () => {
      const [found] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "POST /app/api/test/things/:id"));
      return found;
    });
    expect(row).toMatchObject({
      tenantId: school.tenant.id,
      organizationId: school.organization.id,
      loginUserId: school.admin.id,
      actorDisplayId: "admin",
      targetId: "7",
      after: { params: { id: "7" }, body: { name: "更新", password: "[秘匿]" } },
    });
    const clicks = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "POST /app/api/com/output/operationLog"));
    expect(clicks).toEqual([]);
  });
});
