import { NonLoginAccessKeyDataType, temperatureMessages } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders } from "../../../test/auth-helpers";
import { AUTH, memberCookie } from "../../../test/member-accounts/member-account-test-kit";
import { useTestApp } from "../../../test/test-app";
import { issueAccessKey } from "../../platform/access-keys/non-login-access-keys";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { staffNotice, staffNoticeSetting } from "../staff-notices/staff-notices.tables";
import { healthAlert, healthObservation } from "./health-care.tables";

const B = "/app/api/v2/health-care";
const APP = "/app/api/member-app/health";
const LINK = "/app/api/health-link";

describe("ヘルスケア over HTTP", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let other: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;
  let ids: Record<string, number>;
  let otherMemberId: number;
  const cookies: Record<string, string> = {};

  /** The member logs in to the member app through a login QR, as a printed one would do. */
  async function appLogin(school: MemberSchool, memberRowId: number, ip: string): Promise<string> {
    const key = await issueAccessKey(t.database.db, {
      tenantId: school.tenant.id,
      dataType: NonLoginAccessKeyDataType.LOGIN_QR,
      memberId: memberRowId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const res = await t.app.inject({
      method: "POST",
      url: `${AUTH}/qr-login`,
      headers: apiHeaders,
      payload: { token: key.token, password: "Sakura-2026", passwordConfirm: "Sakura-2026" },
      remoteAddress: ip,
    });
    return memberCookie(res);
  }

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "S001"),
      memberRow(school, "S002"),
      memberRow(school, "S003"),
      memberRow(school, "S004", { sectionCd: "F1", subsectionCd: "F1B" }),
    ]);
    await addMembers(db, [memberRow(other, "S001")]);
    ids = {};
    for (const code of ["S001", "S002", "S003", "S004"])
      ids[code] = await idOf(db, school.organization.id, code);
    otherMemberId = await idOf(db, other.organization.id, "S001");
    as = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
    for (const [i, code] of ["S001", "S002", "S003", "S004"].entries())
      cookies[code] = await appLogin(school, ids[code]!, `198.51.100.${30 + i}`);
    cookies.other = await appLogin(other, otherMemberId, "198.51.100.40");
    // The school's administrator wants to hear of health alerts (通知設定).
    await db.insert(staffNoticeSetting).values({
      tenantId: school.tenant.id,
      loginUserId: school.admin.id,
      noticeType: "HEALTH_CARE",
      byMail: true,
      byPush: false,
    });
  });

  const staff = (
    method: "GET" | "PUT" | "POST" | "DELETE",
    url: string,
    payload?: unknown,
    headers = as.admin,
  ) => t.app.inject({ method, url: `${B}${url}`, headers, payload: payload as object });
  const app = (code: string, method: "GET" | "PUT", payload?: unknown) =>
    t.app.inject({
      method,
      url: APP,
      headers: { ...apiHeaders, cookie: cookies[code]! },
      payload: payload as object,
    });
  const symptomId = async (name: string) => {
    const res = await staff("GET", "/symptoms");
    return (res.json().items as { id: number; name: string }[]).find((s) => s.name === name)!.id;
  };
  const notices = () =>
    t.database.db.select().from(staffNotice).where(eq(staffNotice.tenantId, school.tenant.id));

  describe("settings and the symptom list", () => {
    it("starts with 37.5 ℃, 3 members and the default symptoms", async () => {
      expect((await staff("GET", "/setting")).json()).toMatchObject({
        feverThreshold: 37.5,
        spreadThreshold: 3,
        webLinkEnabled: true,
        version: null,
      });
      const names = (await staff("GET", "/symptoms")).json().items.map((s: { name: string }) => s.name);
      expect(names).toEqual([
        "発熱",
        "咳",
        "喉の痛み",
        "頭痛",
        "腹痛",
        "下痢",
        "嘔吐",
        "倦怠感",
        "鼻水",
        "味覚・嗅覚の異常",
      ]);
    });

    it.each([
      [{ feverThreshold: 99 }, "発熱の目安は37.0〜39.0℃の範囲で"],
      [{ feverThreshold: "abc" }, "発熱の目安は37.0〜39.0℃の範囲で"],
      [{ spreadThreshold: 1e300 }, "同じ症状の人数が正しくありません"],
      [{ webLinkValidDays: 0 }, "Webリンクの有効日数が正しくありません"],
    ])("refuses the setting %j in Japanese", async (patch, message) => {
      const body = {
        feverThreshold: 37.5,
        spreadThreshold: 3,
        webLinkEnabled: true,
        webLinkValidDays: 180,
        ...patch,
      };
      const res = await staff("PUT", "/setting", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it("saves with its version; reference-only users are refused", async () => {
      const body = { feverThreshold: 37.5, spreadThreshold: 3, webLinkEnabled: true, webLinkValidDays: 30 };
      expect((await staff("PUT", "/setting", body, as.viewer)).statusCode).toBe(403);
      const saved = await staff("PUT", "/setting", body);
      expect(saved.json()).toMatchObject({ webLinkValidDays: 30, version: 1 });
      expect((await staff("PUT", "/setting", { ...body, version: 7 })).statusCode).toBe(409);
      expect((await staff("GET", "/setting", undefined, otherAdmin)).json().version).toBeNull();
    });

    it("renames, adds and retires symptoms; a NUL or a duplicate is refused", async () => {
      const items = (await staff("GET", "/symptoms")).json().items as {
        id: number;
        name: string;
        active: boolean;
      }[];
      const next = [
        ...items.map((s) => ({ ...s, active: s.name !== "鼻水" })),
        { name: "目のかゆみ", active: true },
      ];
      const res = await staff("PUT", "/symptoms", { items: next });
      expect(res.statusCode).toBe(200);
      expect(res.json().items.find((s: { name: string }) => s.name === "鼻水").active).toBe(false);
      expect(res.json().items.at(-1)).toMatchObject({ name: "目のかゆみ", active: true });
      const nul = await staff("PUT", "/symptoms", { items: [{ name: "咳\u0000", active: true }] });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().message).toContain("使用できない文字が含まれています");
      const foreign = (await staff("GET", "/symptoms", undefined, otherAdmin)).json().items[0].id;
      const stolen = await staff("PUT", "/symptoms", { items: [{ id: foreign, name: "咳", active: true }] });
      expect(stolen.statusCode).toBe(409);
    });
  });

  describe("the member's daily report", () => {
    it.each([
      [{ temperature: 99 }, temperatureMessages.range],
      [{ temperature: "99" }, temperatureMessages.range],
      [{ temperature: "abc" }, temperatureMessages.notNumber],
      [{ temperature: 36.55 }, temperatureMessages.decimals],
      [{}, temperatureMessages.required],
      [{ temperature: 36.5, note: "頭痛\u0000" }, "使用できない文字が含まれています"],
      [{ temperature: 36.5, note: "あ".repeat(201) }, "メモは200文字以内で入力してください"],
      [{ temperature: 36.5, symptomIds: [1e300] }, "症状が正しくありません"],
    ])("refuses %j with a Japanese message and keeps nothing", async (body, message) => {
      const res = await app("S001", "PUT", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      const rows = await t.database.db
        .select()
        .from(healthObservation)
        .where(eq(healthObservation.memberId, ids.S001!));
      expect(rows).toEqual([]);
    });

    it("refuses another school's symptom", async () => {
      const foreign = (await staff("GET", "/symptoms", undefined, otherAdmin)).json().items[1].id;
      const res = await app("S001", "PUT", { temperature: 36.5, symptomIds: [foreign] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("この学校の症状ではない項目");
    });

    it("needs the member's session", async () => {
      const res = await t.app.inject({
        method: "PUT",
        url: APP,
        headers: apiHeaders,
        payload: { temperature: 36.5 },
      });
      expect(res.statusCode).toBe(401);
    });

    it("shows today, the symptoms and the own history", async () => {
      const view = (await app("S001", "GET")).json();
      expect(view).toMatchObject({
        memberName: "生徒　S001",
        feverThreshold: 37.5,
        today: null,
        history: [],
      });
      expect(view.symptoms.map((s: { name: string }) => s.name)).not.toContain("鼻水");
    });

    it("a 38.0 ℃ report flags the class and tells staff once", async () => {
      const saved = await app("S001", "PUT", { temperature: "38.0", note: "朝から熱っぽい" });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ temperature: 38, fever: true, note: "朝から熱っぽい" });
      const board = (await staff("GET", "/dashboard")).json();
      expect(board.school).toMatchObject({ reported: 1, fever: 1 });
      expect(board.classes[0]).toMatchObject({ className: "普通科 1年 A組", flagged: true, fever: 1 });
      expect(board.alerts).toEqual([expect.objectContaining({ kind: "FEVER", className: "普通科 1年 A組" })]);
      // A second report the same day replaces the first and tells nobody again.
      await app("S001", "PUT", { temperature: 38.4 });
      const rows = await t.database.db
        .select()
        .from(healthObservation)
        .where(eq(healthObservation.memberId, ids.S001!));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.temperatureTenths).toBe(384);
      const told = await notices();
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ noticeType: "HEALTH_CARE", title: "体調報告：発熱" });
      expect(told[0]!.body).toContain("普通科 1年 A組");
      // Another school sees nothing of it.
      const theirs = (await staff("GET", "/dashboard", undefined, otherAdmin)).json();
      expect(theirs.school.reported).toBe(0);
      expect(theirs.alerts).toEqual([]);
    });

    it("three members of one class with a cough raise one spread alert", async () => {
      const cough = await symptomId("咳");
      await app("S002", "PUT", { temperature: 36.8, symptomIds: [cough] });
      await app("S004", "PUT", { temperature: 36.8, symptomIds: [cough] }); // B組: another class
      await app("S003", "PUT", { temperature: 36.9, symptomIds: [cough] });
      expect(await spreadAlerts()).toEqual([]);
      const res = await staff("PUT", "/observations", {
        memberId: ids.S001,
        date: (await staff("GET", "/dashboard")).json().date,
        temperature: 38.4,
        symptomIds: [cough],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ source: "STAFF", memberName: "生徒　S001", symptomNames: ["咳"] });
      expect(await spreadAlerts()).toHaveLength(1);
      await app("S003", "PUT", { temperature: 36.9, symptomIds: [cough] });
      expect(await spreadAlerts()).toHaveLength(1);
      const board = (await staff("GET", "/dashboard")).json();
      const a = board.classes.find((c: { className: string }) => c.className === "普通科 1年 A組");
      expect(a.symptoms[0]).toMatchObject({ name: "咳", count: 3 });
      const b = board.classes.find((c: { className: string }) => c.className === "普通科 1年 B組");
      expect(b.flagged).toBe(false);
      expect((await notices()).map((n) => n.title)).toEqual(["体調報告：発熱", "体調報告：症状の広がり"]);
    });

    const spreadAlerts = () =>
      t.database.db
        .select()
        .from(healthAlert)
        .where(and(eq(healthAlert.tenantId, school.tenant.id), eq(healthAlert.kind, "SPREAD")));
  });

  describe("staff screens", () => {
    it("lists the day's observations, fevers first, and the trend", async () => {
      const list = (await staff("GET", "/observations?onlyFlagged=true")).json();
      expect(list.items[0]).toMatchObject({ memberName: "生徒　S001", fever: true });
      expect(list.total).toBe(4);
      const trends = (await staff("GET", "/trends")).json();
      expect(trends.items).toHaveLength(14);
      expect(trends.items.at(-1)).toMatchObject({ reported: 4, fever: 1 });
      expect((await staff("GET", "/observations?page=abc")).statusCode).toBe(400);
      expect((await staff("GET", "/dashboard?date=2026-02-30")).statusCode).toBe(400);
    });

    it("staff entry: another school's member is not found, the viewer and the future are refused", async () => {
      const today = (await staff("GET", "/dashboard")).json().date;
      const entry = { memberId: otherMemberId, date: today, temperature: 36.5 };
      expect((await staff("PUT", "/observations", entry)).statusCode).toBe(404);
      expect(
        (await staff("PUT", "/observations", { ...entry, memberId: ids.S002 }, as.viewer)).statusCode,
      ).toBe(403);
      const future = await staff("PUT", "/observations", {
        ...entry,
        memberId: ids.S002,
        date: "2999-01-01",
      });
      expect(future.statusCode).toBe(400);
      expect(future.json().message).toBe("未来の日付の体調は登録できません。");
      const bad = await staff("PUT", "/observations", { ...entry, memberId: ids.S002, temperature: 99 });
      expect(bad.json().message).toContain(temperatureMessages.range);
    });

    it("the viewer may read the dashboard but not the health records", async () => {
      expect((await staff("GET", "/dashboard", undefined, as.viewer)).statusCode).toBe(200);
      const records = await staff("GET", `/records?memberId=${ids.S001}`, undefined, as.viewer);
      expect(records.statusCode).toBe(403);
    });
  });

  describe("health records (健康記録)", () => {
    it("are written, corrected and deleted per member, within the school", async () => {
      const body = {
        memberId: ids.S001,
        kind: "ALLERGY",
        recordedOn: "2026-04-10",
        title: "卵アレルギー",
        detail: "給食で除去",
      };
      const created = await staff("POST", "/records", body);
      expect(created.statusCode).toBe(201);
      const { id, version } = created.json();
      const updated = await staff("PUT", `/records/${id}`, { ...body, detail: "給食で完全除去", version });
      expect(updated.json()).toMatchObject({ detail: "給食で完全除去", version: 2 });
      expect((await staff("PUT", `/records/${id}`, { ...body, version })).statusCode).toBe(409);
      const list = (await staff("GET", `/records?memberId=${ids.S001}`)).json();
      expect(list.member).toMatchObject({ name: "生徒　S001", className: "普通科 1年 A組" });
      expect(list.items).toHaveLength(1);
      // Another school: its member, the record, and a record moved to its member are not found.
      expect((await staff("GET", `/records?memberId=${ids.S001}`, undefined, otherAdmin)).statusCode).toBe(
        404,
      );
      expect(
        (await staff("PUT", `/records/${id}`, { ...body, memberId: otherMemberId, version: 2 }, otherAdmin))
          .statusCode,
      ).toBe(404);
      expect((await staff("DELETE", `/records/${id}`, undefined, otherAdmin)).statusCode).toBe(404);
      expect((await staff("POST", "/records", { ...body, memberId: otherMemberId })).statusCode).toBe(404);
      expect((await staff("POST", "/records", { ...body, kind: "X" })).statusCode).toBe(400);
      expect((await staff("POST", "/records", { ...body, title: "卵\u0000" })).statusCode).toBe(400);
      expect((await staff("DELETE", `/records/${id}`)).statusCode).toBe(204);
    });
  });

  describe("the web link", () => {
    it("voids a member's earlier links when a new one is issued, and only that member's", async () => {
      const keyOf = async (memberId: number) => {
        const issued = await staff("POST", "/web-links", { memberId });
        expect(issued.statusCode).toBe(200);
        return issued.json().url.split("/health-link/")[1] as string;
      };
      const open = (key: string) =>
        t.app.inject({ method: "POST", url: `${LINK}/open`, headers: apiHeaders, payload: { key } });
      const first = await keyOf(ids.S003!);
      const neighbour = await keyOf(ids.S002!);
      const second = await keyOf(ids.S003!);
      // A lost or leaked printout stops working once the school hands out a new link.
      const old = await open(first);
      expect(old.statusCode).toBe(403);
      expect(old.json().message).toBe(
        "このリンクは無効か、有効期限が切れています。お手数ですが、学校から新しいリンクを受け取ってください。",
      );
      const report = await t.app.inject({
        method: "POST",
        url: LINK,
        headers: apiHeaders,
        payload: { key: first, temperature: 36.5 },
      });
      expect(report.statusCode).toBe(403);
      expect((await open(second)).statusCode).toBe(200);
      expect((await open(neighbour)).statusCode).toBe(200);
    });

    it("lets a member report without logging in, until the school switches links off", async () => {
      const issued = await staff("POST", "/web-links", { memberId: ids.S004 });
      expect(issued.statusCode).toBe(200);
      const key = issued.json().url.split("/health-link/")[1];
      expect((await staff("POST", "/web-links", { memberId: otherMemberId })).statusCode).toBe(404);
      expect((await staff("POST", "/web-links", { memberId: ids.S004 }, as.viewer)).statusCode).toBe(403);
      const opened = await t.app.inject({
        method: "POST",
        url: `${LINK}/open`,
        headers: apiHeaders,
        payload: { key },
      });
      expect(opened.json()).toMatchObject({ memberName: "生徒　S004" });
      const bad = await t.app.inject({
        method: "POST",
        url: LINK,
        headers: apiHeaders,
        payload: { key, temperature: "abc" },
      });
      expect(bad.json().message).toContain(temperatureMessages.notNumber);
      const sent = await t.app.inject({
        method: "POST",
        url: LINK,
        headers: apiHeaders,
        payload: { key, temperature: 37.2 },
      });
      expect(sent.json()).toMatchObject({ temperature: 37.2, fever: false });
      const wrong = await t.app.inject({
        method: "POST",
        url: `${LINK}/open`,
        headers: apiHeaders,
        payload: { key: "x".repeat(43) },
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe("FORM_ACCESS_KEY_IS_NOT_VALID");
      const setting = (await staff("GET", "/setting")).json();
      await staff("PUT", "/setting", { ...setting, webLinkEnabled: false, version: setting.version });
      const off = await t.app.inject({
        method: "POST",
        url: `${LINK}/open`,
        headers: apiHeaders,
        payload: { key },
      });
      expect(off.json().message).toBe("この学校ではWebリンクからの体調報告を受け付けていません。");
    });
  });
});
