import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestTenant, loginAs } from "../../../test/auth-helpers";
import { useTestApp } from "../../../test/test-app";
import { auditLog } from "./audit.tables";
import { shouldAudit } from "./audit-hook";

/**
 * The audit trail tells staff what was done from the route's OpenAPI summary (audit-summary.ts); a
 * mutation without one reads only 「メンバー一覧の更新」 or 「登録の操作」. So every route the trail
 * records declares a summary, and a new route without one fails here before it ships.
 */
describe("audited routes", () => {
  const t = useTestApp();

  it("each say in their summary what they do", () => {
    const audited = t.app
      .declaredRoutes()
      .filter(
        (r) => r.url.startsWith("/app/") && shouldAudit(r.method, { audit: r.audit, access: r.access }),
      );
    expect(audited.length).toBeGreaterThan(20);
    const unnamed = audited.filter((r) => !r.summary?.trim()).map((r) => `${r.method} ${r.url}`);
    expect(unnamed, "Give these routes a Japanese schema.summary").toEqual([]);
  });

  it("records choosing an organisation and process mode as such", async () => {
    const { tenant, organization } = await createTestTenant(t.database.db);
    const headers = await loginAs(t.app, { tenantCd: tenant.tenantCd, displayUserId: "admin" });
    const res = await t.app.inject({
      method: "POST",
      url: "/app/api/v2/login/select-process",
      headers,
      payload: {
        systemCd: organization.systemCd,
        organizationCd: organization.organizationCd,
        processMode: 0,
      },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(
        and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, "POST /app/api/v2/login/select-process")),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.summary).toBe("組織・処理モードの選択");
  });
});
