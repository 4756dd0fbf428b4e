import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, createTestUser, loginAs } from "../../../test/auth-helpers";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import {
  assignSet,
  createPermissionTenant,
  type PermissionTenant,
} from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";
import { mailOutbox } from "../../platform/mail/mail.tables";

describe("送信メール over HTTP", () => {
  const t = useTestApp();
  let school: PermissionTenant;
  let other: PermissionTenant;
  const as: Record<string, Record<string, string>> = {};
  const ids = { code: 0, stranger: 0, failed: 0 };

  beforeAll(async () => {
    school = await createPermissionTenant(t.database.db);
    other = await createPermissionTenant(t.database.db);
    const staff = await createTestUser(t.database.db, school.tenant, school.organization, "staff");
    await assignSet(t.database.db, school, staff, school.sets.academicStaff);
    as.admin = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
    as.staff = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "staff" });

    // No SMTP server in tests: the mailer keeps every mail, as on the embedded default.
    const code = await t.mailer.send({
      tenantId: school.tenant.id,
      to: "hanako@example.jp",
      template: "verification-code",
      params: { code: "482913", minutesValid: 30, name: "山田 花子" },
    });
    ids.code = code.outboxId;
    const strangers = await t.mailer.send({
      tenantId: other.tenant.id,
      to: "taro@example.jp",
      template: "verification-code",
      params: { code: "111111", minutesValid: 30 },
    });
    ids.stranger = strangers.outboxId;
    await waitUntil(async () => {
      const rows = await t.database.db.select().from(mailOutbox);
      return rows.every((row) => row.status === "kept");
    });
    // A refused delivery, as the SMTP job records it.
    const [failed] = await t.database.db
      .insert(mailOutbox)
      .values({
        tenantId: school.tenant.id,
        idempotencyKey: "test:failed",
        fromAddress: "学務 <no-reply@gakumu.local>",
        toAddress: "nobody@example.jp",
        subject: "パスワード再設定のお知らせ",
        textBody: "本文",
        templateKey: "password-reset",
        status: "failed",
        attempts: 3,
        lastError: "550 5.1.1 <nobody@example.jp>: Recipient address rejected",
      })
      .returning();
    ids.failed = failed!.id;
  });

  const get = (url: string, headers?: Record<string, string>) => t.app.inject({ url, headers });

  it("lists the tenant's mails newest first with their status and SMTP result", async () => {
    const res = await get("/app/api/sent-mail", as.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1 });
    expect(body.items).toMatchObject([
      {
        id: ids.failed,
        status: "failed",
        toAddress: "nobody@example.jp",
        lastError: expect.stringContaining("550"),
        sentAt: null,
      },
      { id: ids.code, status: "kept", toAddress: "hanako@example.jp", subject: "認証コードのお知らせ" },
    ]);
  });

  it("filters by status and by a fragment of the recipient", async () => {
    const kept = await get("/app/api/sent-mail?status=kept", as.admin);
    expect(kept.json().items.map((m: { id: number }) => m.id)).toEqual([ids.code]);
    const byRecipient = await get("/app/api/sent-mail?to=NOBODY", as.admin);
    expect(byRecipient.json().items.map((m: { id: number }) => m.id)).toEqual([ids.failed]);
    const wildcard = await get(`/app/api/sent-mail?to=${encodeURIComponent("%")}`, as.admin);
    expect(wildcard.json().total).toBe(0);
  });

  it("shows one mail's full text, so a kept verification code can be read", async () => {
    const res = await get(`/app/api/sent-mail/${ids.code}`, as.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.code, status: "kept", fromAddress: expect.any(String) });
    expect(res.json().textBody).toContain("認証コード：482913");
  });

  it("answers 404 for another tenant's mail and an unknown id", async () => {
    for (const id of [ids.stranger, 99_999_999]) {
      const res = await get(`/app/api/sent-mail/${id}`, as.admin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: "メールが見つかりません。" });
    }
    const list = await get("/app/api/sent-mail?to=taro", as.admin);
    expect(list.json().total).toBe(0);
  });

  it("refuses bad input with a Japanese message", async () => {
    const badStatus = await get("/app/api/sent-mail?status=lost", as.admin);
    expect(badStatus.statusCode).toBe(400);
    const hugeId = await get("/app/api/sent-mail/2147483648", as.admin);
    expect(hugeId.statusCode).toBe(400);
    const notNumber = await get("/app/api/sent-mail/abc", as.admin);
    expect(notNumber.statusCode).toBe(400);
  });

  it("is for system administrators: other staff get 403, visitors 401", async () => {
    expect((await get("/app/api/sent-mail", as.staff)).statusCode).toBe(403);
    expect((await get(`/app/api/sent-mail/${ids.code}`, as.staff)).statusCode).toBe(403);
    expect((await get("/app/api/sent-mail", apiHeaders)).statusCode).toBe(401);
  });

  it("leaves the platform's own mails (no tenant) out", async () => {
    await t.database.db.update(mailOutbox).set({ tenantId: null }).where(eq(mailOutbox.id, ids.stranger));
    expect((await get("/app/api/sent-mail", as.admin)).json().total).toBe(2);
  });
});
