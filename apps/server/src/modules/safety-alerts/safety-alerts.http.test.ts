import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders } from "../../../test/auth-helpers";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from "../../../test/mail/loopback-smtp-server";
import { useTestApp } from "../../../test/test-app";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { safetyRecipient, safetySend } from "../safety/safety.tables";
import { runNoContactCheck } from "./safety-alert-jobs";
import { safetyAlertNoContact } from "./safety-alerts.tables";

const ALERTS = "/app/api/v2/safety-auto/staff-alerts";
const SAFETY = "/app/api/v2/safety";

describe("staff alerts of safety confirmations", () => {
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
  let as: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "A1", { mobileTelNo: "090-1111-2222" }),
      memberRow(school, "A2"),
      memberRow(school, "A3"),
    ]);
    for (const code of ["A1", "A2", "A3"]) id[code] = await idOf(db, school.organization.id, code);
    as = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
  }, 60_000);

  const put = (body: Record<string, unknown>, headers = as.admin) =>
    t.app.inject({ method: "PUT", url: ALERTS, headers, payload: body });
  const mailsWith = (subject: string) =>
    smtp.received.filter((m) => (m.headers.get("subject") ?? "").includes(subject));

  /** A send to 1年 (A1–A3 by default), and the mail-link key of each member's recipient row. */
  async function send(title: string, isDrill: boolean) {
    const res = await t.app.inject({
      method: "POST",
      url: `${SAFETY}/sends`,
      headers: as.admin,
      payload: { title, bodyHtml: "<p>確認です。</p>", isDrill, target: { nodes: ["F1"] } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sendId = res.json().id as number;
    return { sendId };
  }
  /** The personal link the delivery engine mailed to `address` for the send titled `title`. */
  async function keyOf(address: string, title: string) {
    let key: string | undefined;
    await waitUntil(
      async () => {
        const mail = smtp.received.findLast(
          (m) => m.envelopeTo.includes(address) && (m.headers.get("subject") ?? "").includes(title),
        );
        key = /\/app\/member\/m\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
        return key !== undefined;
      },
      { timeoutMs: 20_000 },
    );
    return key!;
  }

  describe("settings", () => {
    it("starts with nobody chosen and the no-contact alert off", async () => {
      const res = await t.app.inject({ method: "GET", url: ALERTS, headers: as.admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        staffLoginUserIds: [],
        noContactMinutes: null,
        version: null,
        updatedAt: null,
      });
    });

    it.each([
      [{ noContactMinutes: 4 }, "未回答を通知するまでの時間は5分から1440分の間で入力してください"],
      [{ noContactMinutes: 1e20 }, "未回答を通知するまでの時間は5分から1440分の間で入力してください"],
      [{ noContactMinutes: 7.5 }, "未回答を通知するまでの時間は整数（分）で入力してください"],
      [{ noContactMinutes: "30\u0000" }, "使用できない文字が含まれています"],
      [{ staffLoginUserIds: ["\ud800"] }, "使用できない文字が含まれています"],
      [{ staffLoginUserIds: [99999999999] }, "通知する職員が正しくありません"],
    ])("refuses %j with a Japanese message", async (body, message) => {
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    });

    it("refuses another school's staff, reference-only users and stale versions; keeps schools apart", async () => {
      const foreign = await put({ staffLoginUserIds: [other.admin.id] });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe("通知する職員が見つかりません。画面を再読み込みしてください。");
      expect((await put({ staffLoginUserIds: [school.admin.id] }, as.viewer)).statusCode).toBe(403);
      expect((await t.app.inject({ method: "GET", url: ALERTS, headers: as.viewer })).statusCode).toBe(200);
      const saved = await put({
        staffLoginUserIds: [school.admin.id, school.admin.id],
        noContactMinutes: 30,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        staffLoginUserIds: [school.admin.id],
        noContactMinutes: 30,
        version: 1,
      });
      const stale = await put({ staffLoginUserIds: [], version: 7 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toContain("他のユーザーが職員への通知の設定を更新しました");
      const again = await put({ staffLoginUserIds: [school.admin.id], noContactMinutes: 5, version: 1 });
      expect(again.json()).toMatchObject({ noContactMinutes: 5, version: 2 });
      const theirs = await t.app.inject({ method: "GET", url: ALERTS, headers: otherAdmin });
      expect(theirs.json()).toMatchObject({ staffLoginUserIds: [], version: null });
    });
  });

  describe("alert mails", () => {
    it("mails the chosen staff once when a member answers 重傷, marked 【訓練】 for a drill", async () => {
      const { sendId } = await send("避難訓練の安否確認", true);
      const key = await keyOf("a1@example.jp", "避難訓練の安否確認");
      const answer = (safetyState: number) =>
        t.app.inject({
          method: "POST",
          url: "/app/api/safety-answer",
          headers: apiHeaders,
          payload: { key, safetyState },
        });
      expect((await answer(3)).statusCode).toBe(200);
      // Answered 重傷 again (a second tap, a racing request): still one mail per staff member.
      const [again, racing] = await Promise.all([answer(3), answer(3)]);
      expect([again.statusCode, racing.statusCode]).toEqual([200, 200]);
      const subject = "【安否確認】【訓練】重傷の回答がありました（避難訓練の安否確認）";
      await waitUntil(async () => mailsWith(subject).length > 0, { timeoutMs: 20_000 });
      const mail = mailsWith(subject)[0]!;
      expect(mail.envelopeTo).toEqual(["admin@example.jp"]);
      expect(mail.text).toContain("これは訓練の安否確認についての通知です。");
      expect(mail.text).toContain("氏名：生徒　A1");
      expect(mail.text).toContain("所属：普通科 ／ 1年 ／ A組");
      expect(mail.text).toContain("連絡先：090-1111-2222");
      // Every alert job has run by now; none mailed a second time.
      await waitUntil(async () => {
        const { rows } = (await t.database.executeSql(
          "select count(*)::int as n from pgboss.job where name = 'safety-alerts.serious' and state not in ('completed', 'failed')",
        )) as { rows: { n: number }[] };
        return rows[0]!.n === 0;
      });
      expect(mailsWith(subject)).toHaveLength(1);
      const [row] = await t.database.db
        .select()
        .from(safetyRecipient)
        .where(and(eq(safetyRecipient.safetySendId, sendId), eq(safetyRecipient.memberId, id.A1!)));
      expect(row).toMatchObject({ safetyState: 3, answerMethod: "MAIL_LINK" });
    });

    it("keeps the later of two racing answers", async () => {
      const { sendId } = await send("安否確認（競合）", false);
      const key = await keyOf("a2@example.jp", "安否確認（競合）");
      const post = (safetyState: number) =>
        t.app.inject({
          method: "POST",
          url: "/app/api/safety-answer",
          headers: apiHeaders,
          payload: { key, safetyState },
        });
      const results = await Promise.all([post(1), post(2), post(1), post(2)]);
      const answeredAt = results.map((r) => r.json().answer.answeredAt as string);
      const [row] = await t.database.db
        .select()
        .from(safetyRecipient)
        .where(and(eq(safetyRecipient.safetySendId, sendId), eq(safetyRecipient.memberId, id.A2!)));
      // The stored answer is the one whose response carries the latest answer time.
      const latest = results[answeredAt.indexOf([...answeredAt].sort().at(-1)!)]!;
      expect(row!.safetyState).toBe(latest.json().answer.safetyState);
      expect(row!.answeredAt!.toISOString()).toBe([...answeredAt].sort().at(-1));
    });

    it("tells the staff once, with the count, of a send still without contact after N minutes", async () => {
      const { sendId } = await send("地震発生に伴う安否確認", false);
      const key = await keyOf("a3@example.jp", "地震発生に伴う安否確認");
      const answered = await t.app.inject({
        method: "POST",
        url: "/app/api/safety-answer",
        headers: apiHeaders,
        payload: { key, safetyState: 1 },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      const deps = { db: t.database.db, mailer: t.mailer, jobs: t.jobs };
      // Not yet: the 5 minutes have not passed.
      await runNoContactCheck(deps);
      expect(
        await t.database.db
          .select()
          .from(safetyAlertNoContact)
          .where(eq(safetyAlertNoContact.safetySendId, sendId)),
      ).toHaveLength(0);
      await t.database.db
        .update(safetySend)
        .set({ sentAt: sql`now() - interval '6 minutes'` })
        .where(eq(safetySend.id, sendId));
      await Promise.all([runNoContactCheck(deps), runNoContactCheck(deps)]);
      await runNoContactCheck(deps);
      const subject = "【安否確認】5分経っても未回答の方が2人います（地震発生に伴う安否確認）";
      await waitUntil(async () => mailsWith(subject).length > 0, { timeoutMs: 20_000 });
      const mail = mailsWith(subject)[0]!;
      expect(mail.text).toContain("未回答：2人（対象 3人）");
      expect(mail.text).not.toContain("訓練");
      const rows = await t.database.db
        .select()
        .from(safetyAlertNoContact)
        .where(eq(safetyAlertNoContact.safetySendId, sendId));
      expect(rows).toHaveLength(1);
      expect(mailsWith(subject)).toHaveLength(1);
    });
  });
});
