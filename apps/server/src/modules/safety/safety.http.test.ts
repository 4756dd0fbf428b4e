import { NonLoginAccessKeyDataType, SAFETY_CLOSED_MESSAGE } from "@gakumu/domain";
import {
  type AutomaticSendPayload,
  SAFETY_AUTOMATIC_SEND_JOB,
} from "@gakumu/domain/safety-jma/automatic-send";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders } from "../../../test/auth-helpers";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from "../../../test/mail/loopback-smtp-server";
import { useTestApp } from "../../../test/test-app";
import { issueAccessKey } from "../../platform/access-keys/non-login-access-keys";
import { nonLoginAccessKey } from "../../platform/access-keys/non-login-access-keys.tables";
import { delivery, deliveryRecipient } from "../../platform/delivery/delivery.tables";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { safetyRecipient, safetySend } from "./safety.tables";
import { runAutomaticSend } from "./safety-automatic";

const B = "/app/api/v2/safety";
const APP = "/app/api/member-app";
const PASSWORD = "Sakura-2026";

describe("safety confirmation over HTTP", () => {
  // Members without the app's push get the question by mail: a real SMTP server on loopback takes it.
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
  let staff: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;
  const id: Record<string, number> = {};
  const cookie: Record<string, string> = {};
  let drillId = 0;
  let drillDelivery = 0;

  const call = (
    method: InjectOptions["method"],
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const asMember = (who: string, method: InjectOptions["method"], url: string, payload?: unknown) =>
    call(method, url, { ...apiHeaders, cookie: cookie[who]! }, payload);
  const open = (method: InjectOptions["method"], url: string, payload?: unknown) =>
    call(method, url, apiHeaders, payload);

  async function loginMember(schoolOf: MemberSchool, code: string): Promise<string> {
    const key = await issueAccessKey(t.database.db, {
      tenantId: schoolOf.tenant.id,
      dataType: NonLoginAccessKeyDataType.LOGIN_QR,
      memberId: id[code]!,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const res = await t.app.inject({
      method: "POST",
      url: `${APP}/auth/qr-login`,
      headers: apiHeaders,
      payload: { token: key.token, password: PASSWORD, passwordConfirm: PASSWORD },
      remoteAddress: `192.0.2.${id[code]! % 250}`,
    });
    const set = res.cookies.find((c) => c.name === "gakumu_member");
    if (!set) throw new Error(`member login failed: ${res.statusCode} ${res.body}`);
    return `gakumu_member=${set.value}`;
  }

  /** The personal link mailed to `address` whose subject contains `subject`. */
  async function mailed(address: string, subject: string, pattern: RegExp) {
    let found: { subject: string; text: string; key: string } | null = null;
    await waitUntil(
      async () => {
        const mail = smtp.received.findLast(
          (m) => m.envelopeTo.includes(address) && (m.headers.get("subject") ?? "").includes(subject),
        );
        const key = pattern.exec(mail?.text ?? "")?.[1];
        if (mail && key) found = { subject: mail.headers.get("subject") ?? "", text: mail.text, key };
        return found !== null;
      },
      { timeoutMs: 20_000 },
    );
    return found!;
  }
  const memberLink = /\/app\/member\/m\/([A-Za-z0-9_-]{43})/;
  const staffLink = /\/safety-answer\?key=([A-Za-z0-9_-]{43})/;

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "A1", { mobileTelNo: "090-1111-2222" }),
      memberRow(school, "A2"),
      memberRow(school, "B1", { subsectionCd: "F1B", telNo: "03-1234-5678" }),
      memberRow(school, "C1", { grade: 2, sectionCd: "F2", subsectionCd: "F2A" }),
    ]);
    await addMembers(db, [memberRow(other, "X1")]);
    for (const code of ["A1", "A2", "B1", "C1"]) id[code] = await idOf(db, school.organization.id, code);
    id.X1 = await idOf(db, other.organization.id, "X1");
    staff = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
    cookie.A1 = await loginMember(school, "A1");
    cookie.X1 = await loginMember(other, "X1");
  }, 60_000);

  it("starts a school with default templates: earthquake and tsunami for automatic sends, a drill", async () => {
    const res = await call("GET", `${B}/templates`, staff.admin);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { name: string; autoTrigger: string | null; isDrill: boolean }[];
    expect(items.map((i) => i.name)).toEqual(["地震発生時", "津波警報発表時", "台風接近時", "訓練"]);
    expect(items.find((i) => i.name === "地震発生時")?.autoTrigger).toBe("EARTHQUAKE");
    expect(items.find((i) => i.name === "訓練")?.isDrill).toBe(true);
  });

  it("counts the target like push notifications do", async () => {
    const res = await call("POST", `${B}/target-count`, staff.admin, { target: { nodes: ["F1"] } });
    expect(res.json()).toEqual({ count: 3 });
  });

  it("sends a drill to 1年: marked 【訓練】 in the list and the mail, placement copied per recipient", async () => {
    const res = await call("POST", `${B}/sends`, staff.admin, {
      title: "安否確認訓練",
      bodyHtml: "<p>訓練です。</p>",
      questions: ["COME_TO_SCHOOL", "LOCATION"],
      isDrill: true,
      target: { nodes: ["F1"] },
    });
    expect(res.statusCode, res.body).toBe(201);
    drillId = res.json().id;
    expect(res.json().recipientCount).toBe(3);
    const rows = await t.database.db
      .select()
      .from(safetyRecipient)
      .where(eq(safetyRecipient.safetySendId, drillId));
    expect(rows.find((r) => r.memberId === id.B1)).toMatchObject({
      grade: 1,
      divisionCd: "FUTSU",
      sectionCd: "F1",
      subsectionCd: "F1B",
      safetyState: 0,
    });
    const list = (await call("GET", `${B}/sends`, staff.admin)).json();
    expect(list.items[0]).toMatchObject({
      id: drillId,
      displayTitle: "【訓練】安否確認訓練",
      isDrill: true,
      origin: "MANUAL",
      counts: { recipients: 3, answered: 0, noContact: 3, answerRate: 0 },
    });
    const mail = await mailed("a2@example.jp", "【訓練】安否確認訓練", memberLink);
    expect(mail.text).toContain("これは訓練です。実際の災害ではありません。");
    const [send] = await t.database.db.select().from(safetySend).where(eq(safetySend.id, drillId));
    drillDelivery = send!.deliveryId!;
  });

  it("lets a member answer in the app, change the answer, and refuses a question that was not asked", async () => {
    const url = `${APP}/safety/${drillDelivery}`;
    const opened = await asMember("A1", "GET", url);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      title: "【訓練】安否確認訓練",
      isDrill: true,
      open: true,
      answer: null,
    });
    const first = await asMember("A1", "PUT", `${url}/answer`, {
      safetyState: 2,
      answers: { LOCATION: "HOME" },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().answer).toMatchObject({ safetyState: 2, answerMethod: "MOBILE_APP", byStaff: false });
    const changed = await asMember("A1", "PUT", `${url}/answer`, { safetyState: 1 });
    expect(changed.json().answer).toMatchObject({ safetyState: 1, answers: {} });
    const notAsked = await asMember("A1", "PUT", `${url}/answer`, {
      safetyState: 1,
      answers: { FAMILY: "ALL_SAFE" },
    });
    expect(notAsked.statusCode).toBe(400);
    expect(notAsked.json().message).toBe("この安否確認では尋ねていない質問への回答が含まれています。");
    const noState = await asMember("A1", "PUT", `${url}/answer`, { safetyState: 0 });
    expect(noState.statusCode).toBe(400);
    expect(noState.body).toContain("安否（無事・軽傷・重傷）を選択してください");
    const [row] = await t.database.db
      .select()
      .from(safetyRecipient)
      .where(and(eq(safetyRecipient.safetySendId, drillId), eq(safetyRecipient.memberId, id.A1!)));
    expect(row).toMatchObject({ safetyState: 1, answerMethod: "MOBILE_APP" });
    expect(row!.firstAnsweredAt!.getTime()).toBeLessThanOrEqual(row!.answeredAt!.getTime());
  });

  it("answers from the mail link without login; forged and expired keys get a Japanese refusal", async () => {
    const { key } = await mailed("a2@example.jp", "【訓練】安否確認訓練", memberLink);
    const linkRow = and(
      eq(deliveryRecipient.deliveryId, drillDelivery),
      eq(deliveryRecipient.memberId, id.A2!),
    );
    // Answered straight from the link, without opening the page first: the answer records the read.
    const answered = await open("POST", "/app/api/safety-answer", {
      key,
      safetyState: 3,
      answers: { COME_TO_SCHOOL: "NO" },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      recipientName: "生徒　A2",
      title: "【訓練】安否確認訓練",
      open: true,
    });
    expect(answered.json().answer).toMatchObject({ safetyState: 3, answerMethod: "MAIL_LINK" });
    const [read] = await t.database.db.select().from(deliveryRecipient).where(linkRow);
    expect(read).toMatchObject({ answerMethod: "MAIL_LINK", readAt: expect.any(Date) });
    const opened = await open("POST", "/app/api/safety-answer/open", { key });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      recipientName: "生徒　A2",
      open: true,
      questions: ["COME_TO_SCHOOL", "LOCATION"],
      answer: { safetyState: 3, answers: { COME_TO_SCHOOL: "NO" } },
    });
    const notAsked = await open("POST", "/app/api/safety-answer", {
      key,
      safetyState: 1,
      answers: { FAMILY: "ALL_SAFE" },
    });
    expect(notAsked.statusCode).toBe(400);
    expect(notAsked.json().message).toBe("この安否確認では尋ねていない質問への回答が含まれています。");

    // The link of a message that is not a safety confirmation answers nothing.
    await t.database.db.update(delivery).set({ kind: 1 }).where(eq(delivery.id, drillDelivery));
    const notSafety = await open("POST", "/app/api/safety-answer", { key, safetyState: 1 });
    await t.database.db.update(delivery).set({ kind: 2 }).where(eq(delivery.id, drillDelivery));
    expect(notSafety.statusCode).toBe(403);
    const [kept] = await t.database.db
      .select()
      .from(safetyRecipient)
      .where(and(eq(safetyRecipient.safetySendId, drillId), eq(safetyRecipient.memberId, id.A2!)));
    expect(kept).toMatchObject({ safetyState: 3, answerMethod: "MAIL_LINK" });

    // Opening the page records the read on the link and on the safety row (resend "unread" skips it).
    const b1 = await mailed("b1@example.jp", "【訓練】安否確認訓練", memberLink);
    const openedB1 = await open("POST", "/app/api/safety-answer/open", { key: b1.key });
    expect(openedB1.statusCode, openedB1.body).toBe(200);
    expect(openedB1.json()).toMatchObject({
      recipientName: "生徒　B1",
      isDrill: true,
      open: true,
      answer: null,
    });
    const [b1Link] = await t.database.db
      .select()
      .from(deliveryRecipient)
      .where(and(eq(deliveryRecipient.deliveryId, drillDelivery), eq(deliveryRecipient.memberId, id.B1!)));
    expect(b1Link).toMatchObject({ answerMethod: "MAIL_LINK", readAt: expect.any(Date) });
    const [b1Row] = await t.database.db
      .select()
      .from(safetyRecipient)
      .where(and(eq(safetyRecipient.safetySendId, drillId), eq(safetyRecipient.memberId, id.B1!)));
    expect(b1Row).toMatchObject({ safetyState: 0, readAt: expect.any(Date), answeredAt: null });

    const forged = await open("POST", "/app/api/safety-answer", { key: "A".repeat(43), safetyState: 1 });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toContain("このリンクは無効か、有効期限が切れています");

    await t.database.db
      .update(deliveryRecipient)
      .set({ mailTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(deliveryRecipient.deliveryId, drillDelivery), eq(deliveryRecipient.memberId, id.A2!)));
    const expired = await open("POST", "/app/api/safety-answer/open", { key });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toContain("有効期限が切れています");
  });

  it("staff register a phone answer for a member; it is marked as theirs and listed with the number", async () => {
    const list = (await call("GET", `${B}/results/${drillId}/recipients?state=0`, staff.admin)).json();
    const b1 = list.items.find((r: { memberId: number }) => r.memberId === id.B1);
    expect(b1).toMatchObject({ name: "生徒　B1", telNo: "03-1234-5678", placement: "普通科 ／ 1年 ／ B組" });
    const res = await call(
      "PUT",
      `${B}/results/${drillId}/recipients/${b1.recipientId}/answer`,
      staff.admin,
      {
        safetyState: 2,
        answers: { LOCATION: "SHELTER" },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      safetyState: 2,
      answerMethod: "PROXY",
      answeredBy: expect.any(String),
    });
    expect(res.json().answeredBy).not.toBe("");
    const detail = (await call("GET", `${B}/results/${drillId}`, staff.admin)).json();
    expect(detail.counts).toMatchObject({
      recipients: 3,
      answered: 3,
      safe: 1,
      minorInjury: 1,
      seriousInjury: 1,
      noContact: 0,
      answerRate: 100,
    });
  });

  it("closes answering (members get a clear Japanese message) and reopens it", async () => {
    const closed = await call("POST", `${B}/sends/${drillId}/close`, staff.admin);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().closedAt).not.toBeNull();
    const url = `${APP}/safety/${drillDelivery}`;
    expect((await asMember("A1", "GET", url)).json().open).toBe(false);
    const refused = await asMember("A1", "PUT", `${url}/answer`, { safetyState: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SAFETY_CLOSED_MESSAGE);
    const { key } = await mailed("a1@example.jp", "【訓練】安否確認訓練", memberLink);
    const byLink = await open("POST", "/app/api/safety-answer", { key, safetyState: 3 });
    expect(byLink.statusCode).toBe(409);
    expect(byLink.json().message).toBe(SAFETY_CLOSED_MESSAGE);
    const resend = await call("POST", `${B}/sends/${drillId}/resend`, staff.admin, { resendType: 1 });
    expect(resend.statusCode).toBe(409);
    const reopened = await call("POST", `${B}/sends/${drillId}/reopen`, staff.admin);
    expect(reopened.json().closedAt).toBeNull();
    const again = await asMember("A1", "PUT", `${url}/answer`, { safetyState: 1 });
    expect(again.statusCode, again.body).toBe(200);
  });

  it("resends to those who have not replied only", async () => {
    const send = await call("POST", `${B}/sends`, staff.admin, {
      title: "地震発生に伴う安否確認",
      bodyHtml: "<p>地震が発生しました。</p>",
      target: { nodes: ["FUTSU"] },
    });
    expect(send.statusCode, send.body).toBe(201);
    const sendId = send.json().id as number;
    const rows = await t.database.db
      .select()
      .from(safetyRecipient)
      .where(eq(safetyRecipient.safetySendId, sendId));
    expect(rows).toHaveLength(4);
    const c1 = rows.find((r) => r.memberId === id.C1)!;
    await call("PUT", `${B}/results/${sendId}/recipients/${c1.id}/answer`, staff.admin, { safetyState: 1 });
    const resend = await call("POST", `${B}/sends/${sendId}/resend`, staff.admin, { resendType: 3 });
    expect(resend.statusCode, resend.body).toBe(201);
    expect(resend.json().recipientCount).toBe(3);
    const detail = (await call("GET", `${B}/sends/${sendId}`, staff.admin)).json();
    expect(detail.dispatches.map((d: { resendType: number | null }) => d.resendType)).toEqual([null, 3]);
    expect(detail.displayTitle).toBe("地震発生に伴う安否確認");
  });

  it("keeps other schools out: their staff, their members and their recipients", async () => {
    expect((await call("GET", `${B}/sends/${drillId}`, otherAdmin)).statusCode).toBe(404);
    expect((await call("POST", `${B}/sends/${drillId}/close`, otherAdmin)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(safetyRecipient)
      .where(and(eq(safetyRecipient.safetySendId, drillId), eq(safetyRecipient.memberId, id.A1!)));
    const proxy = await call("PUT", `${B}/results/${drillId}/recipients/${row!.id}/answer`, otherAdmin, {
      safetyState: 3,
    });
    expect(proxy.statusCode).toBe(404);
    expect((await asMember("X1", "GET", `${APP}/safety/${drillDelivery}`)).statusCode).toBe(404);
    const sendToOther = await call("POST", `${B}/sends`, staff.admin, {
      title: "x",
      bodyHtml: "<p>x</p>",
      target: { memberIds: [id.X1] },
    });
    expect(sendToOther.statusCode).toBe(400);
  });

  it("lets a reference-only user read results but not send, close or answer for others", async () => {
    expect((await call("GET", `${B}/results`, staff.viewer)).statusCode).toBe(200);
    const send = await call("POST", `${B}/sends`, staff.viewer, {
      title: "x",
      bodyHtml: "<p>x</p>",
      target: { nodes: ["F1"] },
    });
    expect(send.statusCode).toBe(403);
    expect((await call("POST", `${B}/sends/${drillId}/close`, staff.viewer)).statusCode).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(safetyRecipient)
      .where(eq(safetyRecipient.safetySendId, drillId));
    const proxy = await call("PUT", `${B}/results/${drillId}/recipients/${row!.id}/answer`, staff.viewer, {
      safetyState: 1,
    });
    expect(proxy.statusCode).toBe(403);
  });

  it("refuses bad input with Japanese messages, never a 500", async () => {
    const nul = await asMember("A1", "PUT", `${APP}/safety/${drillDelivery}/answer`, {
      safetyState: 1,
      answers: { LOCATION: "HOME\u0000" },
    });
    expect(nul.statusCode).toBe(400);
    const huge = await call("GET", `${B}/sends/99999999999999999999`, staff.admin);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/安否確認/);
    const surrogate = await open("POST", "/app/api/safety-answer", {
      key: "\ud800".repeat(20),
      safetyState: 1,
    });
    expect(surrogate.statusCode).toBe(400);
    const tooLong = await call("POST", `${B}/sends`, staff.admin, {
      title: "あ".repeat(101),
      bodyHtml: "<p>x</p>",
      target: { nodes: ["F1"] },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain("タイトルは100文字以内で入力してください");
    const badQuestion = await call("POST", `${B}/sends`, staff.admin, {
      title: "x",
      bodyHtml: "<p>x</p>",
      questions: ["WEATHER"],
      target: { nodes: ["F1"] },
    });
    expect(badQuestion.statusCode).toBe(400);
  });

  describe("automatic sends", () => {
    const payload = (
      over: Partial<AutomaticSendPayload> = {},
      intensity = "震度５弱",
    ): AutomaticSendPayload => ({
      tenantId: school.tenant.id,
      organizationId: school.organization.id,
      trigger: {
        kind: "earthquake",
        eventId: "20260101120000",
        documentId: 1,
        headline: "１日１２時００分ころ、地震がありました。",
        maxIntensityLabel: intensity,
        areaNames: ["宮城県"],
        reportDateTime: "2026-01-01T12:02:00+09:00",
      },
      staffOnly: false,
      target: {
        nodes: ["F1"],
        grades: [],
        attributes: [],
        groupIds: [],
        memberIds: [],
        sendTarget: "ALL",
      },
      ...over,
    });
    const deps = () => ({
      db: t.database.db,
      delivery: t.delivery,
      mailer: t.mailer,
      jobs: t.jobs,
      publicUrl: t.delivery.publicUrl,
    });

    it("runs as the safety.automatic-send job: one send, marked automatic, titled by the headline", async () => {
      const jobId = await t.jobs.enqueue(SAFETY_AUTOMATIC_SEND_JOB, payload(), {
        tenantId: school.tenant.id,
      });
      await waitUntil(
        async () => (await t.jobs.getJobRun(school.tenant.id, jobId!))?.status === "succeeded",
        {
          timeoutMs: 20_000,
        },
      );
      const run = await t.jobs.getJobRun(school.tenant.id, jobId!);
      expect(run?.result).toMatchObject({ outcome: "sent", recipients: 3 });
      const sends = await t.database.db.select().from(safetySend).where(eq(safetySend.origin, "AUTOMATIC"));
      expect(sends).toHaveLength(1);
      expect(sends[0]).toMatchObject({ title: "１日１２時００分ころ、地震がありました。", isDrill: false });
      expect(sends[0]!.bodyHtml).toContain("対象地域：宮城県");
    });

    it("is idempotent per event and intensity; a stronger report of the same quake sends again", async () => {
      expect(await runAutomaticSend(deps(), payload(), { tenantId: school.tenant.id })).toEqual({
        outcome: "duplicate",
      });
      const stronger = await runAutomaticSend(deps(), payload({}, "震度６弱"), {
        tenantId: school.tenant.id,
      });
      expect(stronger).toMatchObject({ outcome: "sent", recipients: 3 });
      await expect(
        runAutomaticSend(deps(), payload({ tenantId: other.tenant.id }), { tenantId: school.tenant.id }),
      ).rejects.toThrow();
    });

    it("sends an aftershock to staff only, by mail with a personal access key that opens without login", async () => {
      const result = await runAutomaticSend(
        deps(),
        payload({ staffOnly: true, trigger: { ...payload().trigger, eventId: "20260101130000" } }),
        { tenantId: school.tenant.id },
      );
      expect(result).toMatchObject({ outcome: "sent" });
      const { key } = await mailed("admin@example.jp", "【安否確認】", staffLink);
      const opened = await open("POST", "/app/api/safety-answer/open", { key });
      expect(opened.statusCode, opened.body).toBe(200);
      const answered = await open("POST", "/app/api/safety-answer", { key, safetyState: 1 });
      expect(answered.json().answer).toMatchObject({ safetyState: 1, answerMethod: "MAIL_LINK" });
      await t.database.db
        .update(nonLoginAccessKey)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(nonLoginAccessKey.dataType, NonLoginAccessKeyDataType.SAFETY_ANSWER));
      expect((await open("POST", "/app/api/safety-answer/open", { key })).statusCode).toBe(403);
    });
  });
});
