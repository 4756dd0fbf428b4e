import { SAFETY_AUTOMATIC_SEND_JOB } from "@gakumu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import {
  type JmaFeedServer,
  readJmaFixture,
  startJmaFeedServer,
} from "../../../test/loopback/jma-feed-server";
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from "../../../test/mail/loopback-smtp-server";
import { useTestApp } from "../../../test/test-app";
import { createMemberSchool, loginAll, type MemberSchool } from "../members/member-fixtures.testing";
import { JMA_POLL_JOB, type JmaPollJobData } from ".";
import { safetyAutoDecision, safetyJmaDocument } from "./safety-jma.tables";

const RULE = "/app/api/v2/safety-auto/rule";
const QUAKE = "20210217140808_0_VXSE51_010000.xml";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** The document as if JMA issued it at `at` (its first DateTime is Control/DateTime). */
const issuedAt = (xml: string, at: Date) =>
  xml.replace(
    /<DateTime>[^<]*<\/DateTime>/,
    `<DateTime>${at.toISOString().replace(/\.\d+Z$/, "Z")}</DateTime>`,
  );

/**
 * The real 震度速報 of 2021-02-17 (宮城県・福島県 震度3), raised to `int`, given its own EventID and
 * issued (Control/DateTime) at `issued`, now unless told.
 */
function quake(
  eventId: string,
  opts: { int?: string; infoType?: string; status?: string; issued?: Date } = {},
) {
  let xml = issuedAt(readJmaFixture(QUAKE), opts.issued ?? new Date()).replaceAll(
    "<EventID>20210217230627</EventID>",
    `<EventID>${eventId}</EventID>`,
  );
  if (opts.int) xml = xml.replaceAll("<MaxInt>3</MaxInt>", `<MaxInt>${opts.int}</MaxInt>`);
  if (opts.infoType) xml = xml.replace("<InfoType>発表</InfoType>", `<InfoType>${opts.infoType}</InfoType>`);
  if (opts.status) xml = xml.replace("<Status>通常</Status>", `<Status>${opts.status}</Status>`);
  return xml;
}

describe("automatic safety sends from JMA", () => {
  let jma: JmaFeedServer;
  let smtp: LoopbackSmtpServer;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    jma = await startJmaFeedServer();
    smtp = await startLoopbackSmtpServer();
    env.JMA_BASE_URL = jma.baseUrl;
    env.SMTP_URL = smtp.url;
    env.JMA_MAX_REPORT_AGE_MINUTES = "30";
  });
  afterAll(async () => {
    await jma?.close();
    await smtp?.close();
  });
  const t = useTestApp({ env });
  let school: MemberSchool;
  let other: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;

  beforeAll(async () => {
    school = await createMemberSchool(t.database.db);
    other = await createMemberSchool(t.database.db);
    as = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
  });

  const put = (body: Record<string, unknown>, headers = as.admin) =>
    t.app.inject({ method: "PUT", url: RULE, headers, payload: body });
  const rule = (patch: Record<string, unknown> = {}) => ({
    enabled: true,
    prefectureCodes: ["04"],
    thresholdIntensity: "5-",
    tsunamiLevel: "WARNING",
    tsunamiAreaCodes: ["220"],
    guardDelayMinutes: 0,
    target: { nodes: ["F1A"], sendTarget: "VALID" },
    staffLoginUserIds: [school.admin.id],
    ...patch,
  });

  const poll = async () => {
    const id = await t.jobs.enqueue<JmaPollJobData>(JMA_POLL_JOB, { polls: 1 }, { tenantId: null });
    return waitUntil(async () => {
      const run = await t.jobs.getJobRun(null, id!);
      if (run?.status === "failed") throw new Error(`poll failed: ${run.message}`);
      return run?.status === "succeeded" ? run : undefined;
    });
  };
  const decisions = () =>
    t.database.db
      .select()
      .from(safetyAutoDecision)
      .where(eq(safetyAutoDecision.organizationId, school.organization.id))
      .orderBy(safetyAutoDecision.id);
  const handedOver = async () => {
    const { rows } = (await t.database.executeSql(
      "select data from pgboss.job where name = $1 order by created_on",
      [SAFETY_AUTOMATIC_SEND_JOB],
    )) as { rows: { data: { tenantId: number; data: Record<string, unknown> } }[] };
    return rows.map((r) => r.data);
  };

  describe("自動配信設定 routes", () => {
    it("starts from an off rule with a 3-minute guard delay", async () => {
      const res = await t.app.inject({ method: "GET", url: RULE, headers: as.admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        enabled: false,
        guardDelayMinutes: 3,
        thresholdIntensity: "5-",
        version: null,
      });
    });

    it.each([
      [{ prefectureCodes: ["4"] }, "都道府県が正しくありません"],
      [{ guardDelayMinutes: 11 }, "取消を待つ時間が正しくありません"],
      [{ guardDelayMinutes: 1e20 }, "取消を待つ時間が正しくありません"],
      [{ thresholdIntensity: "5\u0000" }, "使用できない文字が含まれています"],
      [{ thresholdIntensity: "2" }, "配信する震度を選択してください"],
      [{ tsunamiAreaCodes: ["\ud800"] }, "使用できない文字が含まれています"],
      [{ tsunamiAreaCodes: ["999"] }, "津波予報区が正しくありません"],
      [{ target: {} }, "自動配信を有効にするときは、送信対象を選択してください。"],
      [{ target: { nodes: ["NOPE"] } }, "送信対象の所属が見つかりません。画面を再読み込みしてください。"],
    ])("refuses %j with a Japanese message", async (patch, message) => {
      const res = await put(rule(patch));
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    });

    it("refuses another school's staff, reference-only users and stale versions", async () => {
      const foreign = await put(rule({ staffLoginUserIds: [other.admin.id] }));
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe("通知する職員が見つかりません。画面を再読み込みしてください。");
      expect((await put(rule(), as.viewer)).statusCode).toBe(403);
      const saved = await put(rule());
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ prefectureCodes: ["04"], version: 1 });
      expect((await put(rule({ version: 7 }))).statusCode).toBe(409);
      // The other school sees its own (unsaved) rule, never this one.
      const theirs = await t.app.inject({ method: "GET", url: RULE, headers: otherAdmin });
      expect(theirs.json()).toMatchObject({ enabled: false, version: null });
    });
  });

  describe("the feed poller", () => {
    it("fetches each document once and asks for the feed conditionally", async () => {
      jma.publish("quake-a.xml", "震度速報", quake("20260101000001", { int: "5-" }));
      const tsunami = "32-39_11_02_250206_VTSE41.xml";
      jma.publish(tsunami, "津波警報・注意報・予報a", issuedAt(readJmaFixture(tsunami), new Date()));
      jma.publish("32-35_01_03_240613_VXSE53.xml", "震源・震度に関する情報");
      const first = await poll();
      expect(first.result).toMatchObject({ feed: "fetched", newEntries: 3, fetched: 3, failed: 0 });
      const second = await poll();
      expect(second.result).toMatchObject({ feed: "not-modified", newEntries: 0, fetched: 0 });
      const feedCalls = jma.requests.filter((r) => r.path === "/eqvol.xml");
      expect(feedCalls.at(-1)).toMatchObject({ status: 304 });
      expect(feedCalls.at(-1)?.ifNoneMatch).toMatch(/^"/);
      // The volcano entry is never fetched; every watched document exactly once.
      const docCalls = jma.requests.filter((r) => r.path.startsWith("/docs/")).map((r) => r.path);
      expect(docCalls.sort()).toEqual(
        [
          "/docs/32-35_01_03_240613_VXSE53.xml",
          "/docs/32-39_11_02_250206_VTSE41.xml",
          "/docs/quake-a.xml",
        ].sort(),
      );
      // A new entry changes the feed: fetched again in full, and only the new document is read.
      jma.publish("quake-b.xml", "震度速報", quake("20260101000002"));
      expect((await poll()).result).toMatchObject({ feed: "fetched", newEntries: 1, fetched: 1 });
      expect(jma.requests.filter((r) => r.path === "/docs/quake-a.xml")).toHaveLength(1);
    });

    it("records a failed document and shows it on the feed status", async () => {
      jma.fail("broken.xml", 500);
      jma.publish("broken.xml", "震度速報", "<x/>");
      await poll();
      const [row] = await t.database.db
        .select()
        .from(safetyJmaDocument)
        .where(eq(safetyJmaDocument.url, `${jma.baseUrl}/docs/broken.xml`));
      expect(row).toMatchObject({
        state: "PENDING",
        attempts: 1,
        error: "電文の取得に失敗しました（HTTP 500）",
      });
      const status = await t.app.inject({
        method: "GET",
        url: "/app/api/v2/safety-auto/feed-status",
        headers: as.admin,
      });
      expect(status.json().recentErrors[0]).toMatchObject({
        message: "電文の取得に失敗しました（HTTP 500）",
      });
      expect(status.json().lastError).toBeNull();
    });
  });

  describe("decisions and the hand-off", () => {
    it("hands a 5弱 in 宮城県 to the safety module and mails the staff; drills and weaker quakes do not send", async () => {
      const rows = await decisions();
      const byEvent = (id: string) => rows.filter((r) => r.eventId === id);
      expect(byEvent("20260101000001")[0]).toMatchObject({ decision: "TRIGGER", strengthLabel: "震度５弱" });
      expect(byEvent("20260101000002")[0]).toMatchObject({ decision: "IGNORE" });
      expect(byEvent("20091001134500")[0]).toMatchObject({
        decision: "IGNORE",
        reason: "訓練の情報のため配信しません",
      });
      expect(byEvent("20110311144640")[0]).toMatchObject({
        decision: "TRIGGER",
        kind: "tsunami",
        strength: "MAJOR",
      });
      await waitUntil(async () => (await decisions()).filter((r) => r.sendState === "SENT").length === 2);
      const jobs = await handedOver();
      const quakeJob = jobs.find((j) => (j.data.trigger as { eventId: string }).eventId === "20260101000001");
      expect(quakeJob).toEqual({
        tenantId: school.tenant.id,
        data: {
          tenantId: school.tenant.id,
          organizationId: school.organization.id,
          trigger: {
            kind: "earthquake",
            eventId: "20260101000001",
            documentId: byEvent("20260101000001")[0]!.documentId,
            headline: expect.stringContaining("強い揺れ"),
            maxIntensityLabel: "震度５弱",
            areaNames: ["宮城県"],
            reportDateTime: "2021-02-17T14:08:00.000Z",
          },
          staffOnly: false,
          target: {
            nodes: ["F1A"],
            grades: [],
            attributes: [],
            groupIds: [],
            memberIds: [],
            sendTarget: "VALID",
          },
        },
      });
      expect(jobs.every((j) => j.tenantId === school.tenant.id)).toBe(true);
      const mail = await waitUntil(() =>
        smtp.received.find(
          (m) => m.envelopeTo.includes(school.admin.mailAddress) && m.text.includes("震度５弱"),
        ),
      );
      expect(mail.text).toContain("対象地域：宮城県");
    });

    it("a 取消 within the guard delay cancels the send and tells the staff", async () => {
      expect((await put(rule({ guardDelayMinutes: 3, version: 1 }))).statusCode).toBe(200);
      const before = (await handedOver()).length;
      jma.publish("quake-c.xml", "震度速報", quake("20260101000003", { int: "6-" }));
      await poll();
      const waiting = (await decisions()).find((r) => r.eventId === "20260101000003");
      expect(waiting).toMatchObject({ decision: "TRIGGER", sendState: "WAITING" });
      jma.publish("quake-c-cancel.xml", "震度速報", quake("20260101000003", { infoType: "取消" }));
      await poll();
      const rows = (await decisions()).filter((r) => r.eventId === "20260101000003");
      expect(rows.map((r) => [r.decision, r.sendState])).toEqual([
        ["TRIGGER", "CANCELED"],
        ["CANCEL", null],
      ]);
      await waitUntil(() =>
        smtp.received.find((m) => m.text.includes("取消報を受信したため、配信を中止しました")),
      );
      expect(await handedOver()).toHaveLength(before);
    });

    it("decides the reports of one poll oldest first: the later, weaker quake is the aftershock", async () => {
      // The feed lists the newest first; deciding in that order made the aftershock a send of its own
      // and the main shock, stronger, a second one.
      jma.publish(
        "main-shock.xml",
        "震度速報",
        quake("20260101000004", { int: "6+", issued: minutesAgo(2) }),
      );
      jma.publish(
        "aftershock.xml",
        "震度速報",
        quake("20260101000005", { int: "6-", issued: minutesAgo(1) }),
      );
      await poll();
      const rows = (await decisions()).filter((r) =>
        ["20260101000004", "20260101000005"].includes(r.eventId),
      );
      expect(rows.map((r) => [r.eventId, r.decision])).toEqual([
        ["20260101000004", "TRIGGER"],
        ["20260101000005", "AFTERSHOCK"],
      ]);
    });

    it("never sends a report whose 取消 came in the same poll", async () => {
      const before = (await handedOver()).length;
      jma.publish("quake-f.xml", "震度速報", quake("20260101000006", { int: "7", issued: minutesAgo(1) }));
      jma.publish("quake-f-cancel.xml", "震度速報", quake("20260101000006", { infoType: "取消" }));
      await poll();
      const rows = (await decisions()).filter((r) => r.eventId === "20260101000006");
      expect(rows.map((r) => [r.infoType, r.decision, r.sendState])).toEqual([
        ["発表", "IGNORE", null],
        ["取消", "IGNORE", null],
      ]);
      expect(rows[0]?.reason).toBe("気象庁が取り消した情報のため配信しません");
      expect(await handedOver()).toHaveLength(before);
    });

    it("never sends a report fetched after its 取消 (a failed download tried again)", async () => {
      jma.fail("quake-g.xml", 503);
      jma.publish("quake-g.xml", "震度速報", quake("20260101000007", { int: "7", issued: minutesAgo(1) }));
      jma.publish("quake-g-cancel.xml", "震度速報", quake("20260101000007", { infoType: "取消" }));
      await poll();
      expect((await decisions()).filter((r) => r.eventId === "20260101000007")).toHaveLength(1);
      jma.fail("quake-g.xml", 0);
      expect((await poll()).result).toMatchObject({ fetched: 1 });
      const late = (await decisions()).find((r) => r.eventId === "20260101000007" && r.infoType === "発表");
      expect(late).toMatchObject({ decision: "IGNORE", reason: "気象庁が取り消した情報のため配信しません" });
    });

    it("ignores a report issued longer ago than JMA_MAX_REPORT_AGE_MINUTES and logs why", async () => {
      // A fresh install, or a poller back after an outage, finds old reports still in the feed.
      jma.publish("quake-h.xml", "震度速報", quake("20260101000008", { int: "7", issued: minutesAgo(45) }));
      await poll();
      const old = (await decisions()).find((r) => r.eventId === "20260101000008");
      expect(old).toMatchObject({
        decision: "IGNORE",
        sendState: null,
        reason: "発表から45分経った情報のため配信しません（30分を過ぎた情報は配信しません）",
      });
    });

    it("shows the log with Japanese labels, to this school only", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/app/api/v2/safety-auto/log",
        headers: as.admin,
      });
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { eventId: string; decision: string }[];
      expect(items.find((i) => i.eventId === "20260101000003" && i.decision === "CANCELED")).toBeTruthy();
      expect(items.find((i) => i.eventId === "20260101000001")?.decision).toBe("SENT");
      const theirs = await t.app.inject({
        method: "GET",
        url: "/app/api/v2/safety-auto/log",
        headers: otherAdmin,
      });
      expect(theirs.json()).toMatchObject({ items: [], total: 0 });
      const bad = await t.app.inject({
        method: "GET",
        url: "/app/api/v2/safety-auto/log?page=99999999999",
        headers: as.admin,
      });
      expect(bad.statusCode).toBe(400);
    });

    it("a 取消 after the send went out tells the staff who were told of the send, once", async () => {
      const sent = (await decisions()).find((r) => r.eventId === "20260101000001" && r.sendState === "SENT");
      expect(sent).toBeTruthy();
      const before = (await handedOver()).length;
      // JMA withdraws both reports of the quake; the staff hear of the send once.
      jma.publish("quake-a-cancel.xml", "震度速報", quake("20260101000001", { infoType: "取消" }));
      jma.publish(
        "quake-a-cancel-2.xml",
        "震源・震度に関する情報",
        quake("20260101000001", { infoType: "取消" }).replaceAll("震度速報", "震源・震度に関する情報"),
      );
      await poll();
      const rows = (await decisions()).filter((r) => r.eventId === "20260101000001" && r.infoType === "取消");
      expect(rows.map((r) => [r.decision, r.reason])).toEqual([
        ["CANCEL", "取消報を受信しました。取消を待つ時間を過ぎて配信済みのため、職員に知らせます"],
        ["CANCEL", "取消報を受信しました。取消を待つ時間を過ぎて配信済みのため、職員に知らせます"],
      ]);
      const withdrawn = (m: { text: string }) => m.text.includes("自動配信したもとの情報を取り消しました");
      const mail = await waitUntil(() =>
        smtp.received.find((m) => m.envelopeTo.includes(school.admin.mailAddress) && withdrawn(m)),
      );
      expect(mail.headers.get("subject")).toBe(
        "【安否確認】自動配信のもとになった情報を気象庁が取り消しました",
      );
      expect(mail.text).toContain("メンバーに取り消しを伝えるかどうか、判断してください。");
      expect(mail.text).toContain("規模：震度５弱");
      expect(mail.text).toContain("対象地域：宮城県");
      expect(mail.text).toMatch(/自動配信した日時：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
      // The send stays as it was: nothing new is handed over, and no second mail follows.
      expect((await decisions()).find((r) => r.id === sent!.id)?.sendState).toBe("SENT");
      expect(await handedOver()).toHaveLength(before);
      const { rows: written } = (await t.database.executeSql(
        "select to_address from mail_outbox where subject = $1",
        ["【安否確認】自動配信のもとになった情報を気象庁が取り消しました"],
      )) as { rows: { to_address: string }[] };
      expect(written).toEqual([{ to_address: school.admin.mailAddress }]);
    });
  });
});
