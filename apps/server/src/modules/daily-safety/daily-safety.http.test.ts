import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { useTestApp } from "../../../test/test-app";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import type { SafetyDeps } from "../safety";
import { safetySend } from "../safety/safety.tables";
import { DAILY_SAFETY_SWEEP_JOB } from ".";
import { dailySafetyRun, dailySafetySetting } from "./daily-safety.tables";
import { runDailySend } from "./daily-safety-run";
import { sweepDailySafety } from "./daily-safety-sweep";

const B = "/app/api/v2/daily-safety";
// Tokyo is UTC+9 all year: 23:00 UTC is 08:00 the next day there.
const at = (utc: string) => new Date(utc);

describe("定時安否確認 over HTTP", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let other: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;
  const deps = (): SafetyDeps => ({
    db: t.database.db,
    delivery: t.delivery,
    mailer: t.mailer,
    jobs: t.jobs,
    publicUrl: t.delivery.publicUrl,
  });

  beforeAll(async () => {
    school = await createMemberSchool(t.database.db);
    other = await createMemberSchool(t.database.db);
    await addMembers(t.database.db, [memberRow(school, "S001"), memberRow(school, "S002")]);
    await addMembers(t.database.db, [memberRow(other, "S001")]);
    as = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
  });

  const put = (body: Record<string, unknown>, headers = as.admin) =>
    t.app.inject({ method: "PUT", url: `${B}/setting`, headers, payload: body });
  const get = (url: string, headers = as.admin) =>
    t.app.inject({ method: "GET", url: `${B}${url}`, headers });
  const setting = (patch: Record<string, unknown> = {}) => ({
    enabled: true,
    title: "朝の安否確認",
    bodyHtml: "<p>今日の体調を教えてください。</p>",
    questions: ["COME_TO_SCHOOL"],
    target: { nodes: ["F1A"], sendTarget: "VALID" },
    sendTime: "08:00",
    reminderTime: "10:00",
    ...patch,
  });
  const sendsOf = (organizationId: number) =>
    t.database.db.select().from(safetySend).where(eq(safetySend.organizationId, organizationId));
  const day = async (date: string, headers = as.admin) => (await get(`/day?date=${date}`, headers)).json();

  describe("settings", () => {
    it("starts switched off at 08:00 with a 10:00 reminder", async () => {
      const res = await get("/setting");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        enabled: false,
        sendTime: "08:00",
        reminderTime: "10:00",
        version: null,
      });
    });

    it.each([
      [{ sendTime: "25:00" }, "送信時刻は00:00〜23:59の時刻（例 08:30）で入力してください"],
      [{ sendTime: "8:30" }, "送信時刻は00:00〜23:59の時刻（例 08:30）で入力してください"],
      [{ sendTime: "08:60" }, "送信時刻は00:00〜23:59の時刻（例 08:30）で入力してください"],
      [{ sendTime: 800 }, "送信時刻は00:00〜23:59の時刻（例 08:30）で入力してください"],
      [{ reminderTime: "24:00" }, "リマインド時刻は00:00〜23:59の時刻（例 08:30）で入力してください"],
      [{ reminderTime: "07:59" }, "リマインド時刻は送信時刻より後の時刻にしてください"],
      [{ reminderTime: "08:00" }, "リマインド時刻は送信時刻より後の時刻にしてください"],
      [{ title: "  " }, "タイトルを入力してください"],
      [{ title: "朝\u0000" }, "使用できない文字が含まれています"],
      [{ title: "\ud800" }, "使用できない文字が含まれています"],
      [{ questions: ["NOPE"] }, "選択肢の中から選択してください"],
      [{ target: { memberIds: [1e300] } }, "メンバーが正しくありません"],
      [{ target: {} }, "送信対象"],
    ])("refuses %j with a Japanese message", async (patch, message) => {
      const res = await put(setting(patch));
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    });

    it("saves with its version; reference-only users, stale versions and other schools are refused", async () => {
      expect((await put(setting(), as.viewer)).statusCode).toBe(403);
      // Another school's member reaches nobody here.
      const foreign = await put(
        setting({ target: { memberIds: [await idOf(t.database.db, other.organization.id, "S001")] } }),
      );
      expect(foreign.statusCode).toBe(400);
      const saved = await put(setting());
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        enabled: true,
        sendTime: "08:00",
        version: 1,
        title: "朝の安否確認",
      });
      expect((await put(setting({ version: 7 }))).statusCode).toBe(409);
      expect((await put(setting())).statusCode).toBe(409);
      expect((await put(setting({ version: 1 }))).json().version).toBe(2);
      const theirs = await get("/setting", otherAdmin);
      expect(theirs.json()).toMatchObject({ enabled: false, version: null });
      // The other school's picker counts its own 普通科 1年 A組 (one member), never this school's two.
      const count = await t.app.inject({
        method: "POST",
        url: `${B}/target-count`,
        headers: otherAdmin,
        payload: { target: { nodes: ["F1A"] } },
      });
      expect(count.json()).toEqual({ count: 1 });
    });
  });

  describe("the school's calendar", () => {
    const add = (body: Record<string, unknown>, headers = as.admin) =>
      t.app.inject({ method: "POST", url: `${B}/school-days`, headers, payload: body });

    it("lists closed days and class days; refuses impossible dates, duplicates and other schools", async () => {
      const bad = await add({ date: "2026-02-30", kind: "CLOSED", reason: "x" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain("日付はyyyy-MM-dd形式の正しい日付で入力してください");
      expect((await add({ date: "2026-11-26", kind: "HOLIDAY", reason: "x" })).statusCode).toBe(400);
      expect((await add({ date: "2026-11-26", kind: "CLOSED", reason: "" })).json().message).toContain(
        "理由を入力してください",
      );
      expect(
        (await add({ date: "2026-11-26", kind: "CLOSED", reason: "創立記念日" }, as.viewer)).statusCode,
      ).toBe(403);
      const created = await add({ date: "2026-11-26", kind: "CLOSED", reason: "創立記念日" });
      expect(created.statusCode).toBe(201);
      const twice = await add({ date: "2026-11-26", kind: "OPEN", reason: "授業" });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toContain("この日付はすでに登録されています");
      expect((await add({ date: "2026-11-28", kind: "OPEN", reason: "土曜授業" })).statusCode).toBe(201);
      const list = await get("/school-days");
      expect(list.json().items.map((i: { date: string }) => i.date)).toEqual(["2026-11-28", "2026-11-26"]);
      expect((await get("/school-days", otherAdmin)).json().items).toEqual([]);
      const id = created.json().id;
      const foreign = await t.app.inject({
        method: "DELETE",
        url: `${B}/school-days/${id}`,
        headers: otherAdmin,
      });
      expect(foreign.statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: "DELETE", url: `${B}/school-days/99999999999`, headers: as.admin }))
          .statusCode,
      ).toBe(400);
      expect((await day("2026-11-26")).dayNote).toBe("休校日：創立記念日");
    });
  });

  describe("the sweep", () => {
    it("sends nothing on a public holiday, nor before the send time in Japan", async () => {
      // 2026-11-23 08:30 in Tokyo is 勤労感謝の日 (a Monday).
      await sweepDailySafety(deps(), at("2026-11-22T23:30:00Z"));
      // 2026-11-24 07:59 in Tokyo, though 22:59 UTC of the 23rd.
      await sweepDailySafety(deps(), at("2026-11-23T22:59:00Z"));
      expect(await sendsOf(school.organization.id)).toHaveLength(0);
      expect(await day("2026-11-23")).toMatchObject({
        schoolDay: false,
        dayNote: "祝日（勤労感謝の日）",
        outcome: null,
      });
    });

    it("makes one kind-6 send per day even when two sweeps run at once", async () => {
      const sweeps = await Promise.all([
        sweepDailySafety(deps(), at("2026-11-23T23:00:00Z")),
        sweepDailySafety(deps(), at("2026-11-23T23:00:00Z")),
      ]);
      expect(sweeps.map((s) => s.date)).toEqual(["2026-11-24", "2026-11-24"]);
      // A later minute of the same day (a restart, a second worker) sends nothing more.
      await sweepDailySafety(deps(), at("2026-11-24T00:30:00Z"));
      const sends = await sendsOf(school.organization.id);
      expect(sends).toHaveLength(1);
      expect(sends[0]).toMatchObject({
        kind: 6,
        title: "朝の安否確認（11/24）",
        origin: "AUTOMATIC",
        recipientCount: 2,
      });
      expect(sweeps[0]!.sent + sweeps[1]!.sent).toBe(1);
      const today = await day("2026-11-24");
      expect(today).toMatchObject({ schoolDay: true, outcome: "SENT", safetySendId: sends[0]!.id });
      expect(today.counts).toMatchObject({ recipients: 2, answered: 0, noContact: 2, answerRate: 0 });
      // The other school sees nothing of it.
      expect(await day("2026-11-24", otherAdmin)).toMatchObject({ outcome: null, counts: null });
      expect(await sendsOf(other.organization.id)).toHaveLength(0);
    });

    it("claims the day once when the send itself runs twice at once", async () => {
      const [row] = await t.database.db
        .select()
        .from(dailySafetySetting)
        .where(eq(dailySafetySetting.organizationId, school.organization.id));
      const results = await Promise.all([
        runDailySend(deps(), row!, "2026-12-01"),
        runDailySend(deps(), row!, "2026-12-01"),
      ]);
      expect(results.map((r) => r.outcome).sort()).toEqual(["duplicate", "sent"]);
      const runs = await t.database.db
        .select()
        .from(dailySafetyRun)
        .where(
          and(
            eq(dailySafetyRun.organizationId, school.organization.id),
            eq(dailySafetyRun.date, "2026-12-01"),
          ),
        );
      expect(runs).toHaveLength(1);
    });

    it("reminds only those with no answer, once, at the reminder time", async () => {
      const { safetySendId } = await day("2026-11-24");
      const recipients = await t.app.inject({
        method: "GET",
        url: `/app/api/v2/safety/results/${safetySendId}/recipients`,
        headers: as.admin,
      });
      const first = recipients.json().items[0];
      const answered = await t.app.inject({
        method: "PUT",
        url: `/app/api/v2/safety/results/${safetySendId}/recipients/${first.recipientId}/answer`,
        headers: as.admin,
        payload: { safetyState: 2, answers: {} },
      });
      expect(answered.statusCode).toBe(200);
      // 09:59 in Tokyo: not yet.
      await sweepDailySafety(deps(), at("2026-11-24T00:59:00Z"));
      expect((await day("2026-11-24")).remindedAt).toBeNull();
      const sweeps = await Promise.all([
        sweepDailySafety(deps(), at("2026-11-24T01:00:00Z")),
        sweepDailySafety(deps(), at("2026-11-24T01:00:00Z")),
      ]);
      expect(sweeps[0]!.reminded + sweeps[1]!.reminded).toBe(1);
      await sweepDailySafety(deps(), at("2026-11-24T05:00:00Z"));
      const reminded = await day("2026-11-24");
      expect(reminded).toMatchObject({ reminderCount: 1 });
      expect(reminded.counts).toMatchObject({ answered: 1, minorInjury: 1, answerRate: 50 });
      const detail = await t.app.inject({
        method: "GET",
        url: `/app/api/v2/safety/results/${safetySendId}`,
        headers: as.admin,
      });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(
        detail
          .json()
          .dispatches.map((d: { resendType: number | null; recipientCount: number }) => [
            d.resendType,
            d.recipientCount,
          ]),
      ).toEqual([
        [null, 2],
        [3, 1],
      ]);
    });

    it("reads the day in Japan across midnight UTC, skips closed days and sends on Saturday classes", async () => {
      // 00:00 in Tokyo on the 25th (15:00 UTC of the 24th): before the send time.
      await sweepDailySafety(deps(), at("2026-11-24T15:00:00Z"));
      expect((await day("2026-11-25")).outcome).toBeNull();
      // 08:00 on the 25th in Tokyo is still the 24th in UTC.
      await sweepDailySafety(deps(), at("2026-11-24T23:00:00Z"));
      expect((await day("2026-11-25")).outcome).toBe("SENT");
      // The 26th is the school's 創立記念日; the 28th a Saturday class.
      await sweepDailySafety(deps(), at("2026-11-25T23:05:00Z"));
      expect((await day("2026-11-26")).outcome).toBeNull();
      await sweepDailySafety(deps(), at("2026-11-27T23:05:00Z"));
      expect((await day("2026-11-28")).outcome).toBe("SENT");
      // Past the reminder time, a day whose send never went out is not sent late.
      await sweepDailySafety(deps(), at("2026-11-30T02:00:00Z"));
      expect((await day("2026-11-30")).outcome).toBeNull();
    });

    it("lists the days and the trend over the last school days", async () => {
      const days = await get("/days");
      expect(days.json().items.map((d: { date: string }) => d.date)).toEqual([
        "2026-12-01",
        "2026-11-28",
        "2026-11-25",
        "2026-11-24",
      ]);
      const trends = await get("/trends?until=2026-11-30");
      const items = trends.json().items as { date: string; answerRate: number | null; minorInjury: number }[];
      expect(items).toHaveLength(30);
      expect(items.at(-1)).toMatchObject({ date: "2026-11-30", answerRate: null });
      expect(items.find((i) => i.date === "2026-11-24")).toMatchObject({ answerRate: 50, minorInjury: 1 });
      expect(items.find((i) => i.date === "2026-11-28")).toMatchObject({ answerRate: 0 });
      expect(items.some((i) => i.date === "2026-11-23" || i.date === "2026-11-26")).toBe(false);
      expect((await get("/trends?until=2026-13-01")).statusCode).toBe(400);
      expect((await get("/trends", as.viewer)).statusCode).toBe(200);
      expect((await get("/days", otherAdmin)).json()).toMatchObject({ items: [], total: 0 });
    });

    it("runs as the scheduled job", async () => {
      const id = await t.jobs.enqueue(DAILY_SAFETY_SWEEP_JOB, {}, { tenantId: null });
      const run = await waitUntil(async () => {
        const r = await t.jobs.getJobRun(null, id!);
        return r?.status === "succeeded" || r?.status === "failed" ? r : undefined;
      });
      expect(run.status).toBe("succeeded");
    });
  });
});
