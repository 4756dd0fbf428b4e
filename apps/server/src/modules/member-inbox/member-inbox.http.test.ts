import crypto from "node:crypto";
import { NonLoginAccessKeyDataType } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders } from "../../../test/auth-helpers";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from "../../../test/mail/loopback-smtp-server";
import { useTestApp } from "../../../test/test-app";
import { issueAccessKey } from "../../platform/access-keys/non-login-access-keys";
import { deliveryRecipient } from "../../platform/delivery/delivery.tables";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { pushNotification } from "../push-notifications/push-notifications.tables";
import { staffPushSubscription } from "../staff-notices/staff-notices.tables";

const API = "/app/api/member-app";
const PASSWORD = "Sakura-2026";

describe("the member app's inbox API", () => {
  // Members without the app's push get the message by mail: a real SMTP server on loopback takes it.
  let smtp: LoopbackSmtpServer;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    smtp = await startLoopbackSmtpServer();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp?.close());
  const t = useTestApp({ env });
  let school: MemberSchool;
  let other: MemberSchool;
  let staff: Record<string, string>;
  let otherStaff: Record<string, string>;
  const id: Record<string, number> = {};
  const cookie: Record<string, string> = {};
  /** Delivery ids: a question to A1 and A2 with choices, a note to A1 only, free text to A2, and X1's. */
  const delivery = {} as Record<"question" | "note" | "text" | "other", number>;

  const as = (who: string | null, method: InjectOptions["method"], url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...apiHeaders, ...(who ? { cookie: cookie[who] } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** The member logs in once through a login QR, as the app's first visit does. */
  async function loginMember(schoolOf: MemberSchool, code: string): Promise<string> {
    const key = await issueAccessKey(t.database.db, {
      tenantId: schoolOf.tenant.id,
      dataType: NonLoginAccessKeyDataType.LOGIN_QR,
      memberId: id[code]!,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/auth/qr-login`,
      headers: apiHeaders,
      payload: { token: key.token, password: PASSWORD, passwordConfirm: PASSWORD },
      remoteAddress: `192.0.2.${id[code]! % 250}`,
    });
    const set = res.cookies.find((c) => c.name === "gakumu_member");
    if (!set) throw new Error(`member login failed: ${res.statusCode} ${res.body}`);
    return `gakumu_member=${set.value}`;
  }

  /** Staff send a push through the push notification screen's route; resolves to its delivery id. */
  async function sendPush(headers: Record<string, string>, body: Record<string, unknown>): Promise<number> {
    const res = await t.app.inject({
      method: "POST",
      url: "/app/api/v2/push-notifications",
      headers,
      payload: { bodyHtml: "<p>詳しくは本文をご覧ください。</p>", ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    const pushId = res.json().id as number;
    let deliveryId = 0;
    await waitUntil(
      async () => {
        const [row] = await t.database.db
          .select()
          .from(pushNotification)
          .where(eq(pushNotification.id, pushId));
        deliveryId = row?.deliveryId ?? 0;
        const detail = await t.app.inject({ url: `/app/api/v2/push-history/${pushId}`, headers });
        return deliveryId > 0 && detail.json().status === 1;
      },
      { timeoutMs: 20_000 },
    );
    return deliveryId;
  }

  /** The personal link the engine mailed to this address (as the loopback SMTP server received it). */
  async function mailedToken(address: string): Promise<string> {
    let token = "";
    await waitUntil(async () => {
      const mail = smtp.received.findLast((m) => m.envelopeTo.includes(address));
      token = /\/app\/member\/m\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1] ?? "";
      return token !== "";
    });
    return token;
  }

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await addMembers(db, [memberRow(school, "A1"), memberRow(school, "A2"), memberRow(school, "M1")]);
    await addMembers(db, [memberRow(other, "X1")]);
    for (const code of ["A1", "A2", "M1"]) id[code] = await idOf(db, school.organization.id, code);
    id.X1 = await idOf(db, other.organization.id, "X1");
    staff = (await loginAll(t.app, school)).admin;
    otherStaff = (await loginAll(t.app, other)).admin;
    cookie.A1 = await loginMember(school, "A1");
    cookie.A2 = await loginMember(school, "A2");
    cookie.X1 = await loginMember(other, "X1");

    delivery.question = await sendPush(staff, {
      title: "保護者会の出欠",
      target: { memberIds: [id.A1, id.A2] },
      replyType: "CHOICE",
      replyChoices: ["出席", "欠席"],
    });
    delivery.note = await sendPush(staff, { title: "図書室の開館時間", target: { memberIds: [id.A1] } });
    delivery.text = await sendPush(staff, {
      title: "アンケートのお願い",
      target: { memberIds: [id.A2, id.M1] },
      replyType: "TEXT",
    });
    delivery.other = await sendPush(otherStaff, { title: "他校のお知らせ", target: { memberIds: [id.X1] } });
  }, 120_000);

  it("lists a member's own messages newest first, unread, with the count", async () => {
    const res = await as("A1", "GET", `${API}/inbox`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { deliveryId: number }) => i.deliveryId)).toEqual([
      delivery.note,
      delivery.question,
    ]);
    expect(body.items[1]).toMatchObject({
      title: "保護者会の出欠",
      readAt: null,
      replyEnabled: true,
      kind: 1,
    });
    expect(body.items[1].excerpt).toBe("詳しくは本文をご覧ください。");
    expect(body.nextBefore).toBeNull();
    expect((await as("A1", "GET", `${API}/inbox/unread-count`)).json()).toEqual({ count: 2 });
  });

  it("pages with before= and size=", async () => {
    const first = (await as("A1", "GET", `${API}/inbox?size=1`)).json();
    expect(first.items.map((i: { deliveryId: number }) => i.deliveryId)).toEqual([delivery.note]);
    expect(first.nextBefore).toBe(delivery.note);
    const second = (await as("A1", "GET", `${API}/inbox?size=1&before=${first.nextBefore}`)).json();
    expect(second.items.map((i: { deliveryId: number }) => i.deliveryId)).toEqual([delivery.question]);
    expect(second.nextBefore).toBeNull();
  });

  it("refuses a bad page with a Japanese message, never a 500", async () => {
    for (const query of ["size=0", "size=51", "before=abc", "before=-1", "before=99999999999"]) {
      const res = await as("A1", "GET", `${API}/inbox?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
  });

  it("opens a message, records the read once, and offers the choices", async () => {
    const res = await as("A1", "GET", `${API}/inbox/${delivery.question}`);
    expect(res.statusCode, res.body).toBe(200);
    const message = res.json();
    expect(message).toMatchObject({
      deliveryId: delivery.question,
      title: "保護者会の出欠",
      replyEnabled: true,
      replyChoices: ["出席", "欠席"],
      reply: null,
      linkUrl: null,
    });
    expect(message.bodyHtml).toContain("詳しくは本文をご覧ください。");
    expect(message.readAt).not.toBeNull();
    expect((await as("A1", "GET", `${API}/inbox/unread-count`)).json()).toEqual({ count: 1 });
    const again = (await as("A1", "GET", `${API}/inbox/${delivery.question}`)).json();
    expect(again.readAt).toBe(message.readAt);
    // The sender's history sees it read through the app.
    const [row] = await t.database.db
      .select()
      .from(deliveryRecipient)
      .where(
        and(eq(deliveryRecipient.deliveryId, delivery.question), eq(deliveryRecipient.memberId, id.A1!)),
      );
    expect(row?.answerMethod).toBe("MOBILE_APP");
  });

  it("answers 404 for another member's, another school's or an unknown delivery", async () => {
    for (const [who, deliveryId] of [
      ["A2", delivery.note],
      ["A1", delivery.other],
      ["X1", delivery.question],
      ["A1", 2_000_000_000],
    ] as const) {
      const res = await as(who, "GET", `${API}/inbox/${deliveryId}`);
      expect(res.statusCode, `${who} ${deliveryId}`).toBe(404);
      expect(res.json().message).toBe("お知らせが見つかりません。");
      const reply = await as(who, "POST", `${API}/inbox/${deliveryId}/reply`, { choice: "出席" });
      expect(reply.statusCode).toBe(404);
    }
    expect((await as("A1", "GET", `${API}/inbox/abc`)).statusCode).toBe(400);
    // Reading someone else's message recorded nothing.
    const [row] = await t.database.db
      .select()
      .from(deliveryRecipient)
      .where(
        and(eq(deliveryRecipient.deliveryId, delivery.question), eq(deliveryRecipient.memberId, id.A2!)),
      );
    expect(row?.readAt).toBeNull();
  });

  it("takes a choice, refuses one not offered, and shows the reply when the message is opened again", async () => {
    const wrong = await as("A2", "POST", `${API}/inbox/${delivery.question}/reply`, { choice: "たぶん" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("選択肢から選んでください。");
    const empty = await as("A2", "POST", `${API}/inbox/${delivery.question}/reply`, { text: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("返信を入力してください");
    const long = await as("A2", "POST", `${API}/inbox/${delivery.question}/reply`, {
      text: "あ".repeat(1001),
    });
    expect(long.statusCode).toBe(400);

    const res = await as("A2", "POST", `${API}/inbox/${delivery.question}/reply`, { choice: "欠席" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ choice: "欠席", text: "" });
    const opened = (await as("A2", "GET", `${API}/inbox/${delivery.question}`)).json();
    expect(opened.reply).toMatchObject({ choice: "欠席" });
    // Replying counts as reading.
    expect(opened.readAt).not.toBeNull();
  });

  it("refuses a reply to a message that takes none", async () => {
    const res = await as("A1", "POST", `${API}/inbox/${delivery.note}/reply`, { text: "了解しました" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("このお知らせには返信できません。");
  });

  it("refuses everything without a member session, and state changes without the CSRF header", async () => {
    for (const url of [`${API}/inbox`, `${API}/inbox/unread-count`, `${API}/inbox/${delivery.note}`]) {
      expect((await as(null, "GET", url)).statusCode, url).toBe(401);
    }
    // A staff session is not a member session.
    const staffCall = await t.app.inject({ url: `${API}/inbox`, headers: staff });
    expect(staffCall.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: "POST",
      url: `${API}/inbox/${delivery.question}/reply`,
      headers: { cookie: cookie.A1!, "content-type": "application/json" },
      payload: { choice: "出席" },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe("CSRF_HEADER_MISSING");
  });

  it("registers and removes this device's Web Push subscription", async () => {
    const key = (await as("A1", "GET", `${API}/vapid-public-key`)).json().publicKey as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const subscription = {
      endpoint: "https://push.example.net/send/device-1",
      keys: {
        p256dh: crypto.createECDH("prime256v1").generateKeys().toString("base64url"),
        auth: crypto.randomBytes(16).toString("base64url"),
      },
    };
    expect((await as("A1", "PUT", `${API}/subscription`, subscription)).statusCode).toBe(204);
    expect((await t.delivery.memberChannels(school.tenant.id, [id.A1!])).get(id.A1!)?.push).toBe(1);
    // Again (the app subscribes at every switch-on): still one device.
    expect((await as("A1", "PUT", `${API}/subscription`, subscription)).statusCode).toBe(204);
    expect((await t.delivery.memberChannels(school.tenant.id, [id.A1!])).get(id.A1!)?.push).toBe(1);
    // Another member cannot remove it.
    await as("A2", "DELETE", `${API}/subscription`, { endpoint: subscription.endpoint });
    expect((await t.delivery.memberChannels(school.tenant.id, [id.A1!])).get(id.A1!)?.push).toBe(1);
    const removed = await as("A1", "DELETE", `${API}/subscription`, { endpoint: subscription.endpoint });
    expect(removed.statusCode).toBe(204);
    expect((await t.delivery.memberChannels(school.tenant.id, [id.A1!])).get(id.A1!)?.push ?? 0).toBe(0);
  });

  it("refuses a malformed subscription with a Japanese message", async () => {
    const good = { endpoint: "https://push.example.net/x", keys: { p256dh: "BNc", auth: "abc" } };
    for (const bad of [
      {},
      { ...good, endpoint: "javascript:alert(1)" },
      { ...good, endpoint: `https://push.example.net/${"a".repeat(2100)}` },
      { ...good, keys: { p256dh: "not base64!", auth: "abc" } },
      { ...good, keys: { auth: "abc" } },
    ]) {
      const res = await as("A1", "PUT", `${API}/subscription`, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/通知/);
    }
    expect((await as(null, "PUT", `${API}/subscription`, good)).statusCode).toBe(401);
  });

  // The server sends to whatever endpoint is stored: one inside the installation's network would make
  // it a probe of that network (SSRF). This app runs without PUSH_ALLOW_PRIVATE_NETWORK.
  const privateEndpoints = [
    "https://127.0.0.1:8443/push/x",
    "https://127.0.0.1/push/x",
    "https://localhost/push/x",
    "https://169.254.169.254/latest/meta-data/",
    "https://10.0.0.1/push",
    "https://172.16.0.1/push",
    "https://192.168.1.1/push",
    "https://100.64.0.1/push",
    "https://0.0.0.0/push",
    "https://2130706433/push",
    "https://0x7f000001/push",
    "https://0177.0.0.1/push",
    "https://[::1]/push",
    "https://[::ffff:127.0.0.1]/push",
    "https://[fe80::1]/push",
    "https://[fd00::1]/push",
    // Push services answer on 443 without credentials: anything else is a probe of one host.
    "https://push.example.net:8443/push",
    "https://user:secret@push.example.net/push",
  ];
  const deviceKeys = () => ({
    p256dh: crypto.createECDH("prime256v1").generateKeys().toString("base64url"),
    auth: crypto.randomBytes(16).toString("base64url"),
  });

  it("refuses a member's subscription whose endpoint is not a public https address, in Japanese", async () => {
    for (const endpoint of privateEndpoints) {
      const res = await as("A2", "PUT", `${API}/subscription`, { endpoint, keys: deviceKeys() });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toMatch(/通知の登録先/);
    }
    expect((await t.delivery.memberChannels(school.tenant.id, [id.A2!])).get(id.A2!)?.push ?? 0).toBe(0);
  });

  it("refuses a staff browser's subscription at a private address, in Japanese", async () => {
    for (const endpoint of privateEndpoints) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/app/api/staff-notices/subscription",
        headers: staff,
        payload: { endpoint, keys: deviceKeys() },
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toMatch(/通知の登録先/);
    }
    const stored = await t.database.db
      .select()
      .from(staffPushSubscription)
      .where(eq(staffPushSubscription.tenantId, school.tenant.id));
    expect(stored).toEqual([]);
  });

  describe("the mail link", () => {
    let token = "";
    beforeAll(async () => {
      token = await mailedToken("m1@example.jp");
    });

    it("opens the message without login, names the school and records the read as MAIL_LINK", async () => {
      const res = await as(null, "GET", `${API}/mail-link/${token}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.organizationName).toBe(school.organization.name);
      expect(body.message).toMatchObject({
        deliveryId: delivery.text,
        title: "アンケートのお願い",
        replyChoices: [],
      });
      const [row] = await t.database.db
        .select()
        .from(deliveryRecipient)
        .where(and(eq(deliveryRecipient.deliveryId, delivery.text), eq(deliveryRecipient.memberId, id.M1!)));
      expect(row?.answerMethod).toBe("MAIL_LINK");
      expect(row?.readAt).not.toBeNull();
    });

    it("takes a free-text reply", async () => {
      const res = await as(null, "POST", `${API}/mail-link/${token}/reply`, { text: "参加します" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ text: "参加します", choice: null });
      const opened = (await as(null, "GET", `${API}/mail-link/${token}`)).json();
      expect(opened.message.reply).toMatchObject({ text: "参加します" });
    });

    it("refuses a forged, malformed or expired link with a Japanese message", async () => {
      const forged = crypto.randomBytes(32).toString("base64url");
      // The link with its last character changed (that character takes one of 16 values, "A" among them).
      const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "E" : "A"}`;
      for (const bad of [forged, altered]) {
        const res = await as(null, "GET", `${API}/mail-link/${bad}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toContain("このリンクは無効か、有効期限が切れています");
        expect((await as(null, "POST", `${API}/mail-link/${bad}/reply`, { text: "x" })).statusCode).toBe(404);
      }
      expect((await as(null, "GET", `${API}/mail-link/short`)).statusCode).toBe(400);
      expect((await as(null, "GET", `${API}/mail-link/${"a".repeat(90)}`)).statusCode).toBe(404);
      // Beyond the router's parameter length: refused before any handler, never a 500.
      expect((await as(null, "GET", `${API}/mail-link/${"a".repeat(200)}`)).statusCode).toBe(414);

      await t.database.db
        .update(deliveryRecipient)
        .set({ mailTokenExpiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(deliveryRecipient.deliveryId, delivery.text), eq(deliveryRecipient.memberId, id.M1!)));
      const expired = await as(null, "GET", `${API}/mail-link/${token}`);
      expect(expired.statusCode).toBe(404);
      expect((await as(null, "POST", `${API}/mail-link/${token}/reply`, { text: "再送" })).statusCode).toBe(
        404,
      );
    });
  });
});
