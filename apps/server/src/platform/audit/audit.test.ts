import { asc } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import type { RequestContext } from "../access/request-context";
import { ValidationError } from "../errors/app-error";
import { registerErrorHandler } from "../errors/error-handler";
import { NO_AUTHORITY } from "../permissions/caller-authority";
import { createTenantWithStudentOrganization } from "../tenancy/tenancy.service";
import { audit } from "./audit.service";
import { auditLog } from "./audit.tables";
import { registerAuditHook } from "./audit-hook";
import { REDACTED } from "./redact";

describe("audit trail", () => {
  let database: Database;
  let app: FastifyInstance;
  let ctx: RequestContext;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { studentOrganization: org } = await createTenantWithStudentOrganization(database.db, {
      tenantCd: "audit-test",
      name: "監査テスト学園",
      contractType: "BASIC",
      operationType: "TESTING",
    });
    ctx = {
      sessionId: "s",
      tenantId: org.tenantId,
      tenantCd: "audit-test",
      loginUserId: 7,
      displayUserId: "kanri",
      organizationId: org.id,
      systemCd: 2,
      organizationCd: org.organizationCd,
      processMode: 0,
      ip: "198.51.100.7",
      authority: NO_AUTHORITY,
    };

    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    // Stands in for the access hook: the audit hook's contract is only that request.ctx is set.
    app.decorateRequest("ctx", null);
    app.addHook("onRequest", async (request) => {
      const access = request.routeOptions.config.access;
      if (request.headers["x-test-user"] && access && !("public" in access)) request.ctx = ctx;
      // An organisation that does not exist: the audit insert fails on its foreign key.
      if (request.ctx && request.headers["x-broken-org"])
        request.ctx = { ...ctx, organizationId: 2_000_000_000 };
    });
    registerAuditHook(app, { db: database.db });
    const ok = async () => ({ ok: true });
    app.post("/app/api/things/:id", { config: { access: { session: true } } }, ok);
    app.get("/app/api/things/:id", { config: { access: { session: true } } }, ok);
    app.put("/app/api/things/:id", { config: { access: { session: true } } }, async () => {
      throw new ValidationError("入力内容に誤りがあります");
    });
    app.post("/app/api/things/search", { config: { access: { menu: "member-list", write: false } } }, ok);
    app.post("/app/api/clicks", { config: { access: { session: true }, audit: false } }, ok);
    app.post("/app/api/open", { config: { access: { public: true } } }, ok);
    app.delete(
      "/app/api/members/:memberId",
      { config: { access: { menu: "member-list" }, audit: { targetType: "member" } } },
      async (_request, reply) => reply.status(204).send(),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const rows = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id));
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    app.inject({
      method,
      url,
      payload,
      headers: { "x-test-user": "1", "user-agent": "vitest", "x-request-id": "req-12345678" },
    });

  it("writes one row per successful mutation: route pattern, params, redacted body, who and where", async () => {
    const res = await call("POST", "/app/api/things/42", {
      name: "山田",
      password: "Hunter2-xx",
      code: "123456",
    });
    expect(res.statusCode).toBe(200);
    const [row] = await waitUntil(async () => {
      const r = await rows();
      return r.length === 1 ? r : undefined;
    });
    expect(row).toMatchObject({
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
      loginUserId: 7,
      actorDisplayId: "kanri",
      action: "POST /app/api/things/:id",
      targetId: "42",
      // Japanese for staff, from the route's summary and menu (this one declares neither).
      summary: "登録の操作",
      statusCode: 200,
      ip: "198.51.100.7",
      userAgent: "vitest",
      before: null,
      after: { params: { id: "42" }, body: { name: "山田", password: REDACTED, code: REDACTED } },
    });
    expect(row!.requestId).toBeTruthy();
    expect(JSON.stringify(row)).not.toMatch(/Hunter2|123456/);
  });

  it("keeps the row of a body whose text jsonb cannot hold, made storable", async () => {
    const res = await call("POST", "/app/api/things/77", {
      name: "山田\ud800太郎",
      note: "a\u0000b",
      "\udc00": 1,
    });
    expect(res.statusCode).toBe(200);
    const row = await waitUntil(async () => (await rows()).find((r) => r.targetId === "77"));
    expect(row.after).toEqual({
      params: { id: "77" },
      body: { name: "山田\ufffd太郎", note: "a\ufffdb", "\ufffd": 1 },
    });
  });

  it("fails the request instead of answering success when its row cannot be written", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/app/api/things/78",
      payload: { name: "山田" },
      headers: { "x-test-user": "1", "x-broken-org": "1" },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: "INTERNAL_ERROR" });
  });

  it("skips reads, failures, POST searches, opted-out routes and callers without a session", async () => {
    const before = (await rows()).length;
    expect((await call("GET", "/app/api/things/1")).statusCode).toBe(200);
    expect((await call("PUT", "/app/api/things/1", {})).statusCode).toBe(400);
    expect((await call("POST", "/app/api/things/search", {})).statusCode).toBe(200);
    expect((await call("POST", "/app/api/clicks", {})).statusCode).toBe(200);
    expect((await call("POST", "/app/api/open", {})).statusCode).toBe(200);
    // A mutation after them: once its row is there, the ones before would have been too.
    expect((await call("DELETE", "/app/api/members/S001")).statusCode).toBe(204);
    const after = await waitUntil(async () => {
      const r = await rows();
      return r.length > before ? r : undefined;
    });
    expect(after.slice(before).map((r) => [r.action, r.targetType, r.targetId])).toEqual([
      ["DELETE /app/api/members/:memberId", "member", "S001"],
    ]);
  });

  it("records a service's own row inside its transaction, and none when the transaction rolls back", async () => {
    await database.db.transaction(async (tx) => {
      await audit.record(tx, ctx, {
        action: "member.update",
        summary: "会員 S001 を更新しました",
        targetType: "member",
        targetId: "S001",
        before: { name: "山田" },
        after: { name: "山田太郎", resetToken: "t" },
      });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await audit.record(tx, audit.systemActor(ctx.tenantId, "cli"), {
          action: "x",
          summary: "取り消される",
        });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    await audit.record(database.db, audit.systemActor(ctx.tenantId, "cli"), {
      action: "seed",
      summary: "初期データを作成しました",
    });
    const mine = (await rows()).filter((r) => r.action === "member.update" || r.loginUserId === null);
    expect(mine.map((r) => [r.action, r.actorDisplayId, r.loginUserId, r.organizationId])).toEqual([
      ["member.update", "kanri", 7, ctx.organizationId],
      ["seed", "cli", null, null],
    ]);
    expect(mine[0]!.after).toEqual({ name: "山田太郎", resetToken: REDACTED });
  });
});
