import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestTenant, type TestTenant } from "../../../test/auth-helpers";
import { useTestApp } from "../../../test/test-app";
import { operationLog } from "./operation-logs.tables";

const DAY = 24 * 60 * 60 * 1000;

describe("operation log retention", () => {
  const ctx = useTestApp({ env: { RETENTION_OPERATION_LOG_DAYS: "100" } });
  let school: TestTenant;

  beforeAll(async () => {
    school = await createTestTenant(ctx.database.db);
  });

  it("removes button presses older than RETENTION_OPERATION_LOG_DAYS", async () => {
    const press = (buttonId: string, daysOld: number) => ({
      tenantId: school.tenant.id,
      organizationId: school.organization.id,
      loginUserId: school.admin.id,
      displayUserId: "admin",
      sessionKey: "k",
      logType: "BUTTON",
      functionId: "member-list",
      functionName: "メンバー一覧",
      buttonId,
      buttonName: "検索",
      occurredAt: new Date(Date.now() - daysOld * DAY),
    });
    await ctx.database.db.insert(operationLog).values([press("old", 101), press("recent", 99)]);

    const removed = await ctx.retention.run();

    expect(removed["operation-logs"]).toBe(1);
    const left = await ctx.database.db
      .select({ buttonId: operationLog.buttonId })
      .from(operationLog)
      .where(inArray(operationLog.buttonId, ["old", "recent"]));
    expect(left).toEqual([{ buttonId: "recent" }]);
  });
});
