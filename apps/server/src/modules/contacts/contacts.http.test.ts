import { formatDate, NonLoginAccessKeyDataType } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders } from "../../../test/auth-helpers";
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
import { staffNotice, staffNoticeSetting } from "../staff-notices/staff-notices.tables";
import { familyMessages, WEB_GUESS_LIMITS } from "./contact-family";
import { remindOrganization } from "./contact-reminder";
import { contactReminderRun, contactSetting } from "./contacts.tables";

const B = "/app/api/v2/contacts";
const W = "/app/api/v2/contact-web";
const P = "/app/api/v2/contact-web-register";
const APP = "/app/api/member-app";
const PASSWORD = "Sakura-2026";
const today = () => formatDate(new Date(), "yyyy-MM-dd");
const tomorrow = () => formatDate(new Date(Date.now() + 86_400_000), "yyyy-MM-dd");

describe("連絡 over HTTP", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let other: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;
  let key: string;
  let otherKey: string;
  const types: Record<string, number> = {};
  const id: Record<string, number> = {};

  const call = (
    method: InjectOptions["method"],
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const web = (body: Record<string, unknown>) => call("POST", P, apiHeaders, body);
  const absence = (patch: Record<string, unknown> = {}) => ({
    key,
    memberNo: "S001",
    memberName: "生徒 S001",
    date: today(),
    typeId: types.欠席,
    reason: "体調不良",
    symptoms: ["発熱"],
    temperature: 38.2,
    ...patch,
  });
  const saveSetting = async (patch: Record<string, unknown>, headers = as.admin) => {
    const current = (await call("GET", `${W}/setting`, headers)).json();
    return call("PUT", `${W}/setting`, headers, {
      ...current,
      ...patch,
      version: current.version ?? undefined,
    });
  };
  const board = async (query = "", headers = as.admin) =>
    (await call("GET", `${B}/board${query}`, headers)).json();

  async function loginMember(code: string): Promise<Record<string, string>> {
    const qr = await issueAccessKey(t.database.db, {
      tenantId: school.tenant.id,
      dataType: NonLoginAccessKeyDataType.LOGIN_QR,
      memberId: id[code]!,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const res = await t.app.inject({
      method: "POST",
      url: `${APP}/auth/qr-login`,
      headers: apiHeaders,
      payload: { token: qr.token, password: PASSWORD, passwordConfirm: PASSWORD },
      remoteAddress: `192.0.2.${id[code]! % 250}`,
    });
    const set = res.cookies.find((c) => c.name === "gakumu_member");
    if (!set) throw new Error(`member login failed: ${res.statusCode} ${res.body}`);
    return { ...apiHeaders, cookie: `gakumu_member=${set.value}` };
  }

  beforeAll(async () => {
    school = await createMemberSchool(t.database.db);
    other = await createMemberSchool(t.database.db);
    await addMembers(t.database.db, [
      memberRow(school, "S001", { name: "生徒　S001" }),
      memberRow(school, "S002"),
      memberRow(school, "S003", { subsectionCd: "F1B" }),
    ]);
    await addMembers(t.database.db, [memberRow(other, "S001")]);
    for (const code of ["S001", "S002", "S003"])
      id[code] = await idOf(t.database.db, school.organization.id, code);
    as = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
    // The settings screen's first read gives a school the default types.
    const listed = await call("GET", `${W}/types`, as.admin);
    expect(listed.statusCode).toBe(200);
    for (const type of listed.json().items) types[type.name] = type.id;
    expect(Object.keys(types)).toEqual(["欠席", "遅刻", "早退", "部活動欠席", "その他"]);
    await call("GET", `${W}/types`, otherAdmin);
    expect((await saveSetting({ cutoffTime: null })).statusCode).toBe(200);
    const link = await call("POST", `${W}/links`, as.admin, { nodeCd: "F1A" });
    expect(link.statusCode).toBe(201);
    expect(link.json().nodeLabel).toBe("普通科 ／ 1年 ／ A組");
    key = new URL(link.json().url).searchParams.get("key")!;
    otherKey = new URL(
      (await call("POST", `${W}/links`, otherAdmin, { nodeCd: "F1A" })).json().url,
    ).searchParams.get("key")!;
  });

  describe("the web link", () => {
    it("opens the class's form and takes an absence with a reason; the board shows it", async () => {
      const form = await call("GET", `${P}/form?key=${encodeURIComponent(key)}`, apiHeaders);
      expect(form.statusCode).toBe(200);
      expect(form.json()).toMatchObject({ nodeLabel: "普通科 ／ 1年 ／ A組", pastCutoff: false });
      expect(form.json().types.map((x: { name: string }) => x.name)).toContain("部活動欠席");
      const sent = await web(absence());
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json()).toMatchObject({ late: false, message: null });
      expect(sent.json().withdrawKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const day = await board("?node=F1A");
      expect(day.counts).toEqual([{ typeName: "欠席", count: 1 }]);
      expect(day.unconfirmed).toBe(1);
      expect(day.items[0]).toMatchObject({
        memberNo: "S001",
        typeName: "欠席",
        reason: "体調不良",
        temperature: 38.2,
        via: "WEB",
        status: "NEW",
        placement: "普通科 ／ 1年 ／ A組",
      });
      // The class picker is its own route; the polled board does not carry the school's tree.
      expect(day).not.toHaveProperty("nodes");
      const picker = await call("GET", `${B}/nodes`, as.admin);
      expect(picker.statusCode).toBe(200);
      expect(picker.json().nodes).toContainEqual({ code: "F1A", label: "普通科 ／ 1年 ／ A組" });
    });

    it("tells staff who turned the notice on, in the report's transaction", async () => {
      await t.database.db.insert(staffNoticeSetting).values({
        tenantId: school.tenant.id,
        loginUserId: school.admin.id,
        noticeType: "CONTACT_FROM_MEMBER",
        byPush: true,
      });
      const sent = await web(absence({ date: tomorrow(), reason: "通院", symptoms: [], temperature: null }));
      expect(sent.statusCode, sent.body).toBe(201);
      const notices = await t.database.db
        .select()
        .from(staffNotice)
        .where(eq(staffNotice.tenantId, school.tenant.id));
      expect(notices.map((n) => n.title)).toEqual(["欠席連絡"]);
      expect(notices[0]!.body).toContain("生徒　S001：通院のため欠席");
      expect(notices[0]!.link).toBe(`/contact?date=${tomorrow()}&id=${sent.json().id}`);
      // A refused report tells nobody.
      expect((await web(absence({ temperature: 99 }))).statusCode).toBe(400);
      const after = await t.database.db
        .select()
        .from(staffNotice)
        .where(eq(staffNotice.tenantId, school.tenant.id));
      expect(after.length).toBe(1);
    });

    it.each([
      [{ temperature: 99 }, "体温は34.0〜42.0の数値"],
      [{ temperature: "abc" }, "体温は34.0〜42.0の数値"],
      [{ reason: "寝坊" }, "理由を選択肢の中から選択してください"],
      [{ symptoms: ["骨折"] }, "症状を選択肢の中から選択してください"],
      [{ typeId: undefined }, "連絡種別"],
      [{ date: "2026-02-30" }, "日付はyyyy-MM-dd形式の正しい日付"],
      [{ date: "2000-01-01" }, "過去の日付の連絡はできません"],
      [{ note: "x".repeat(501) }, "連絡事項は500文字以内"],
      [{ note: "具合が\u0000" }, "使用できない文字が含まれています"],
      [{ memberName: "別人 太郎" }, "学籍番号と氏名が、このクラスの生徒と一致しません"],
      // S003 is in 1年 B組: the A組 link does not reach them.
      [{ memberNo: "S003", memberName: "生徒 S003" }, "学籍番号と氏名が、このクラスの生徒と一致しません"],
    ])("refuses %j in Japanese", async (patch, message) => {
      const res = await web(absence(patch));
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    });

    it("stops wrong 学籍番号・氏名 guesses past the limit per address and per link, with 429 in Japanese", async () => {
      // A link of its own, so the guesses below lock nothing the other tests use.
      const issued = (await call("POST", `${W}/links`, as.admin, { nodeCd: "F1A" })).json();
      const guessKey = new URL(issued.url).searchParams.get("key")!;
      const guess = (memberName: string, remoteAddress: string) =>
        t.app.inject({
          method: "POST",
          url: P,
          headers: apiHeaders,
          payload: absence({ key: guessKey, memberName, date: tomorrow() }),
          remoteAddress,
        });
      // One address: sent all at once, only its limit of guesses is checked; the rest are refused.
      const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(`別人 ${i}`, "192.0.2.77")));
      expect(burst.filter((r) => r.statusCode === 400)).toHaveLength(WEB_GUESS_LIMITS.perAddress);
      const refused = burst.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(40 - WEB_GUESS_LIMITS.perAddress);
      expect(refused[0]!.json().message).toBe(familyMessages.tooManyGuesses);
      // The right 学籍番号 and 氏名 from that address wait too, so a guess cannot be confirmed.
      expect((await guess("生徒　S001", "192.0.2.77")).statusCode).toBe(429);
      // Many addresses: the link as a whole stops at its own limit.
      const spread = await Promise.all(
        Array.from({ length: 60 }, (_, i) => guess(`別人 ${i}`, `198.51.100.${i + 1}`)),
      );
      expect(spread.filter((r) => r.statusCode === 400)).toHaveLength(
        WEB_GUESS_LIMITS.perLink - WEB_GUESS_LIMITS.perAddress,
      );
    });

    it("asks for the arrival time of 遅刻", async () => {
      const res = await web(absence({ typeId: types.遅刻, reason: "通院", symptoms: [], temperature: null }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("登校予定時刻を入力してください");
      const ok = await web(
        absence({
          typeId: types.遅刻,
          reason: "通院",
          symptoms: [],
          temperature: null,
          arrivalTime: "10:30",
          date: tomorrow(),
        }),
      );
      expect(ok.statusCode, ok.body).toBe(201);
    });

    it("refuses a forged, foreign-kind or revoked link without saying more", async () => {
      const forged = await web(absence({ key: "A".repeat(43) }));
      expect(forged.statusCode).toBe(404);
      expect(forged.json().message).toContain("この連絡用リンクは無効か、有効期限が切れています");
      expect((await call("GET", `${P}/form?key=nope`, apiHeaders)).statusCode).toBe(404);
      const expired = await issueAccessKey(t.database.db, {
        tenantId: school.tenant.id,
        dataType: NonLoginAccessKeyDataType.CONTACT_FROM_MEMBER,
        targetId: 1,
        expiresAt: new Date(Date.now() - 1000),
      });
      expect((await web(absence({ key: expired.token }))).statusCode).toBe(404);
      const link = (await call("POST", `${W}/links`, as.admin, { nodeCd: "F1B" })).json();
      expect((await call("DELETE", `${W}/links/${link.id}`, as.admin)).statusCode).toBe(204);
      const revokedKey = new URL(link.url).searchParams.get("key")!;
      expect((await call("GET", `${P}/form?key=${revokedKey}`, apiHeaders)).statusCode).toBe(404);
      // The other school's link names only the other school's pupils.
      const theirs = await web(absence({ key: otherKey, typeId: types.欠席 }));
      expect(theirs.statusCode).toBe(400);
    });

    it("withdraws once; a second withdrawal is told it is done, and the report stays", async () => {
      const sent = await web(absence({ memberNo: "S002", memberName: "生徒　S002", date: tomorrow() }));
      expect(sent.statusCode, sent.body).toBe(201);
      const withdraw = () =>
        call("POST", `${P}/withdraw`, apiHeaders, { withdrawKey: sent.json().withdrawKey });
      expect((await withdraw()).statusCode).toBe(204);
      const again = await withdraw();
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("この連絡はすでに取り消されています。");
      const day = await board(`?date=${tomorrow()}`);
      const row = day.items.find((i: { id: number }) => i.id === sent.json().id);
      expect(row).toMatchObject({ status: "WITHDRAWN" });
      // Only S001's 欠席 for tomorrow (the notice test's) counts; the withdrawn one does not.
      expect(day.counts.find((c: { typeName: string }) => c.typeName === "欠席")).toEqual({
        typeName: "欠席",
        count: 1,
      });
      expect((await call("POST", `${P}/withdraw`, apiHeaders, { withdrawKey: key })).statusCode).toBe(404);
    });
  });

  describe("the cut-off", () => {
    it("accepts a late report with the fallback message, or refuses it, as the school chose", async () => {
      expect((await saveSetting({ cutoffTime: "00:00", afterCutoff: "ACCEPT" })).statusCode).toBe(200);
      const form = (await call("GET", `${P}/form?key=${key}`, apiHeaders)).json();
      expect(form.pastCutoff).toBe(true);
      const late = await web(
        absence({ typeId: types.部活動欠席, reason: "通院", symptoms: [], temperature: null }),
      );
      expect(late.statusCode, late.body).toBe(201);
      expect(late.json()).toMatchObject({ late: true, message: "締切後は学校へお電話ください。" });
      expect((await saveSetting({ afterCutoff: "REFUSE" })).statusCode).toBe(200);
      const refused = await web(
        absence({ typeId: types.部活動欠席, reason: "通院", symptoms: [], temperature: null }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        "締切時刻（00:00）を過ぎたため、今日の連絡は受け付けできません。締切後は学校へお電話ください。",
      );
      // A report for tomorrow is never late.
      const ahead = await web(
        absence({
          typeId: types.部活動欠席,
          reason: "通院",
          symptoms: [],
          temperature: null,
          date: tomorrow(),
        }),
      );
      expect(ahead.statusCode).toBe(201);
      expect((await saveSetting({ cutoffTime: null, afterCutoff: "ACCEPT" })).statusCode).toBe(200);
    });

    it.each([
      [{ cutoffTime: "25:00" }, "締切時刻は00:00〜23:59"],
      [
        { reminderEnabled: true, cutoffTime: "08:00", reminderTime: "08:30" },
        "リマインド時刻は締切時刻より前",
      ],
      [{ cutoffMessage: " " }, "締切後の案内を入力してください"],
      [{ expectedDays: "SOMETIMES" }, "選択肢の中から選択してください"],
    ])("refuses the setting %j", async (patch, message) => {
      const res = await saveSetting(patch);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    });
  });

  describe("staff", () => {
    it("confirms without a reply, and replies through the delivery engine", async () => {
      const item = (await board("?node=F1A")).items.find((i: { status: string }) => i.status === "NEW");
      const confirmed = await call("POST", `${B}/${item.id}/confirm`, as.admin);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ status: "CONFIRMED" });
      expect(confirmed.json().confirmedBy).toBeTruthy();
      const replied = await call("POST", `${B}/${item.id}/reply`, as.admin, {
        text: "お大事になさってください。",
      });
      expect(replied.statusCode, replied.body).toBe(200);
      expect(replied.json()).toMatchObject({ status: "REPLIED", replyText: "お大事になさってください。" });
      const reached = await t.database.db
        .select()
        .from(deliveryRecipient)
        .where(
          and(eq(deliveryRecipient.tenantId, school.tenant.id), eq(deliveryRecipient.memberId, id.S001!)),
        );
      expect(reached.length).toBe(1);
      expect((await call("POST", `${B}/${item.id}/reply`, as.admin, { text: "  " })).statusCode).toBe(400);
    });

    it("refuses reference-only users every change (403) but lets them read", async () => {
      const item = (await board()).items[0];
      expect((await call("GET", `${B}/board`, as.viewer)).statusCode).toBe(200);
      expect((await call("POST", `${B}/${item.id}/confirm`, as.viewer)).statusCode).toBe(403);
      expect((await call("POST", `${B}/${item.id}/reply`, as.viewer, { text: "x" })).statusCode).toBe(403);
      expect((await saveSetting({}, as.viewer)).statusCode).toBe(403);
      expect((await call("POST", `${W}/links`, as.viewer, { nodeCd: "F1A" })).statusCode).toBe(403);
      const type = (await call("GET", `${W}/types`, as.viewer)).json().items[0];
      expect((await call("PUT", `${W}/types/${type.id}`, as.viewer, type)).statusCode).toBe(403);
    });

    it("keeps schools apart: another school sees nothing and reaches nothing", async () => {
      const item = (await board()).items[0];
      expect((await board("", otherAdmin)).items).toEqual([]);
      expect((await call("POST", `${B}/${item.id}/confirm`, otherAdmin)).statusCode).toBe(404);
      expect((await call("POST", `${B}/${item.id}/reply`, otherAdmin, { text: "x" })).statusCode).toBe(404);
      const type = (await call("GET", `${W}/types`, as.admin)).json().items[0];
      expect((await call("PUT", `${W}/types/${type.id}`, otherAdmin, type)).statusCode).toBe(404);
      const link = (await call("GET", `${W}/links`, as.admin)).json().items[0];
      expect((await call("DELETE", `${W}/links/${link.id}`, otherAdmin)).statusCode).toBe(404);
      expect((await call("GET", `${B}/board?node=NOPE`, as.admin)).statusCode).toBe(400);
      expect((await call("POST", `${B}/99999999999/confirm`, as.admin)).statusCode).toBe(400);
    });

    it("lists the history and exports it as CSV", async () => {
      const history = await call("GET", `${B}/history?from=${today()}&to=${tomorrow()}`, as.admin);
      expect(history.statusCode).toBe(200);
      expect(history.json().total).toBeGreaterThanOrEqual(3);
      const bad = await call("GET", `${B}/history?from=${tomorrow()}&to=${today()}`, as.admin);
      expect(bad.json().message).toBe("終了日は開始日以降の日付にしてください。");
      const csv = await call("POST", `${B}/export`, as.admin, {
        from: today(),
        to: tomorrow(),
        format: "Csv",
        csvEncoding: "utf8-bom",
      });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body).toContain("連絡種別");
      expect(csv.body).toContain("生徒　S001");
    });
  });

  describe("the member app", () => {
    it("sends, lists its own reports with replies, and withdraws once", async () => {
      const me = await loginMember("S002");
      const form = await call("GET", `${APP}/contacts/form`, me);
      expect(form.statusCode).toBe(200);
      const sent = await call("POST", `${APP}/contacts`, me, {
        date: today(),
        typeId: types.早退,
        reason: "通院",
        leaveTime: "13:00",
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json().withdrawKey).toBeNull();
      const mine = (await call("GET", `${APP}/contacts`, me)).json().items;
      expect(mine.map((i: { typeName: string }) => i.typeName)).toContain("早退");
      expect(mine.every((i: { memberNo: string }) => i.memberNo === "S002")).toBe(true);
      const detail = await call("GET", `${APP}/contacts/${sent.json().id}`, me);
      expect(detail.json()).toMatchObject({ typeName: "早退", leaveTime: "13:00", status: "NEW" });
      const first = await call("POST", `${APP}/contacts/${sent.json().id}/withdraw`, me);
      expect(first.json().status).toBe("WITHDRAWN");
      const second = await call("POST", `${APP}/contacts/${sent.json().id}/withdraw`, me);
      expect(second.statusCode).toBe(409);
      // Somebody else's report is unknown to this member.
      const others = (await board()).items.find((i: { memberNo: string }) => i.memberNo === "S001");
      expect((await call("POST", `${APP}/contacts/${others.id}/withdraw`, me)).statusCode).toBe(404);
      expect((await call("GET", `${APP}/contacts/${others.id}`, me)).statusCode).toBe(404);
      expect((await call("GET", `${APP}/contacts`, apiHeaders)).statusCode).toBe(401);
    });
  });

  describe("the reminder", () => {
    it("reaches only the members with no report that day, once", async () => {
      const date = tomorrow();
      await saveSetting({ reminderEnabled: true, reminderTime: "07:30", cutoffTime: "08:30" });
      const [setting] = await t.database.db
        .select()
        .from(contactSetting)
        .where(eq(contactSetting.organizationId, school.organization.id));
      const deps = { db: t.database.db, delivery: t.delivery };
      const result = await remindOrganization(deps, setting!, date);
      // S001 reported for tomorrow (遅刻, 部活動欠席); S002's report was withdrawn, S003 sent nothing.
      expect(result).toEqual({ outcome: "reminded", recipients: 2 });
      expect(await remindOrganization(deps, setting!, date)).toEqual({ outcome: "duplicate" });
      const [run] = await t.database.db
        .select()
        .from(contactReminderRun)
        .where(eq(contactReminderRun.organizationId, school.organization.id));
      expect(run).toMatchObject({ date, recipientCount: 2 });
      const reached = await t.database.db
        .select({ memberId: deliveryRecipient.memberId })
        .from(deliveryRecipient)
        .where(eq(deliveryRecipient.deliveryId, run!.deliveryId!));
      expect(reached.map((r) => r.memberId).sort((x, y) => x - y)).toEqual([id.S002, id.S003]);
    });
  });
});
