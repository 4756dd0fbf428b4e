import { LogSearchBody, OperationLogBody } from "@gakumu/domain";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contextFor, testClick, useLogTestDatabase } from "../../../test/operation-logs/log-test-app";
import { OPERATION_LOG_RATE_PER_SECOND, recordOperation, sessionKeyOf } from "./operation-log-write";
import { operationLog } from "./operation-logs.tables";

const click = testClick;

describe("recording clicks", () => {
  const t = useLogTestDatabase();

  it("records a click with who, where, the screen and the address; never the raw session id", async () => {
    const ctx = contextFor(t.org, { sessionId: "secret-session", displayUserId: "tanaka" });
    expect(
      await recordOperation(t.database.db, ctx, { ...click, screenPath: "/member-list?categoryCd=10" }),
    ).toBe(true);
    expect(
      await recordOperation(t.database.db, ctx, click, {
        referer: "https://gakumu.example/notification?x=1",
      }),
    ).toBe(true);
    const rows = await t.database.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.displayUserId, "tanaka"));
    expect(rows.map((r) => r.screenPath)).toEqual(["/member-list?categoryCd=10", "/notification?x=1"]);
    expect(rows[0]).toMatchObject({
      ...click,
      tenantId: t.org.tenantId,
      organizationId: t.org.id,
      ip: "192.0.2.10",
    });
    expect(rows[0]!.sessionKey).toBe(sessionKeyOf("secret-session"));
    expect(JSON.stringify(rows)).not.toContain("secret-session");
  });

  it(`keeps at most ${OPERATION_LOG_RATE_PER_SECOND} clicks per session per second and drops the rest`, async () => {
    const ctx = contextFor(t.org, { displayUserId: "flood" });
    const key = sessionKeyOf(ctx.sessionId);
    await t.database.db.insert(operationLog).values(
      Array.from({ length: OPERATION_LOG_RATE_PER_SECOND }, () => ({
        tenantId: t.org.tenantId,
        organizationId: t.org.id,
        loginUserId: 1,
        displayUserId: "flood",
        sessionKey: key,
        ...click,
      })),
    );
    expect(await recordOperation(t.database.db, ctx, click)).toBe(false);
    // Another session of the same user is not held back.
    expect(await recordOperation(t.database.db, contextFor(t.org, { displayUserId: "flood" }), click)).toBe(
      true,
    );
    // A second later the session may log again.
    await t.database.db
      .update(operationLog)
      .set({ occurredAt: sql`now() - interval '2 seconds'` })
      .where(eq(operationLog.sessionKey, key));
    expect(await recordOperation(t.database.db, ctx, click)).toBe(true);
  });

  it("validates the body with Japanese messages and ignores the fields the admin helper adds", () => {
    const missing = OperationLogBody.safeParse({ functionId: "x" });
    expect(missing.error?.issues[0]?.message).toBe("ログ種別を入力してください");
    const long = OperationLogBody.safeParse({ ...click, buttonName: "あ".repeat(201) });
    expect(long.error?.issues[0]?.message).toBe("200文字以内で入力してください");
    const wrongType = OperationLogBody.safeParse({ ...click, functionId: 12 });
    expect(wrongType.error?.issues[0]?.message).toBe("入力形式が正しくありません");
    const extra = OperationLogBody.parse({ logType: "CLICK", functionId: "f", tenantCd: "x", userId: 9 });
    expect(extra).toEqual({
      logType: "CLICK",
      functionId: "f",
      functionName: "",
      buttonId: "",
      buttonName: "",
    });
  });

  it("validates search conditions: dates, their order, the page", () => {
    const messages = (input: object) => LogSearchBody.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ from: "2026-02-30" })).toEqual(["期間（開始）は正しい日付を入力してください"]);
    expect(messages({ from: "2026-04-02", to: "2026-04-01" })).toEqual([
      "期間（終了）は期間（開始）以降の日付を入力してください",
    ]);
    expect(messages({ page: 0 })).toEqual(["ページ番号は1以上で指定してください"]);
    expect(messages({ kind: "other" })).toEqual(["ログの種類は「操作ログ」か「監査ログ」を選択してください"]);
    expect(LogSearchBody.parse({})).toEqual({
      kind: "operation",
      from: "",
      to: "",
      user: "",
      function: "",
      page: 1,
    });
  });
});
