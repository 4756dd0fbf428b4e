import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decide as decideWith, type OrgRule, type PastDecision, type ReportFacts } from "./decide";
import { type JmaDocument, parseJmaDocument } from "./jma-document";

const FIXTURES = path.resolve(import.meta.dirname, "../../../test/jma/fixtures");
const read = (name: string) => fs.readFileSync(path.join(FIXTURES, name), "utf8");

/** The real 2021-02-17 震度速報 (宮城県・福島県 震度3), its intensity raised to `int` where asked. */
function quake(
  opts: { int?: string; status?: string; infoType?: string; eventId?: string; at?: string } = {},
) {
  let xml = read("20210217140808_0_VXSE51_010000.xml");
  if (opts.int) xml = xml.replaceAll("<MaxInt>3</MaxInt>", `<MaxInt>${opts.int}</MaxInt>`);
  if (opts.status) xml = xml.replace("<Status>通常</Status>", `<Status>${opts.status}</Status>`);
  if (opts.infoType) xml = xml.replace("<InfoType>発表</InfoType>", `<InfoType>${opts.infoType}</InfoType>`);
  if (opts.eventId)
    xml = xml.replace("<EventID>20210217230627</EventID>", `<EventID>${opts.eventId}</EventID>`);
  if (opts.at)
    xml = xml.replace(
      "<ReportDateTime>2021-02-17T23:08:00+09:00</ReportDateTime>",
      `<ReportDateTime>${opts.at}</ReportDateTime>`,
    );
  return parseJmaDocument(xml);
}
const tsunami = (): JmaDocument => parseJmaDocument(read("32-39_11_02_250206_VTSE41.xml"));

const rule = (patch: Partial<OrgRule> = {}): OrgRule => ({
  enabled: true,
  prefectureCodes: ["04"],
  thresholdIntensity: "5-",
  tsunamiLevel: null,
  tsunamiAreaCodes: [],
  ...patch,
});

/** Decided a minute after JMA issued the report, with no 取消 of it fetched and the default age limit. */
const decide = (
  doc: JmaDocument,
  orgRule: OrgRule,
  history: readonly PastDecision[],
  facts: Partial<ReportFacts> = {},
) =>
  decideWith(doc, orgRule, history, {
    cancelReported: false,
    now: new Date(Date.parse(doc.control.dateTime ?? "") + 60_000),
    maxReportAgeMinutes: 60,
    ...facts,
  });

let nextId = 1;
const past = (patch: Partial<PastDecision>): PastDecision => ({
  id: nextId++,
  eventId: "20210217230627",
  kind: "earthquake",
  decision: "TRIGGER",
  sendState: "SENT",
  strength: "5-",
  areaCodes: ["04"],
  reportedAt: new Date("2021-02-17T23:08:00+09:00"),
  ...patch,
});

describe("decide: earthquakes", () => {
  it("triggers at the threshold in a chosen prefecture", () => {
    const d = decide(quake({ int: "5-" }), rule(), []);
    expect(d).toMatchObject({
      decision: "TRIGGER",
      strength: "5-",
      strengthLabel: "震度５弱",
      areaCodes: ["04"],
      areaNames: ["宮城県"],
    });
    expect(d.reason).toBe("宮城県で震度５弱のため配信します");
  });

  it("ignores below the threshold and outside the chosen prefectures", () => {
    expect(decide(quake(), rule(), []).decision).toBe("IGNORE");
    expect(decide(quake(), rule(), []).reason).toBe("設定した都道府県で震度５弱以上の観測がありません");
    expect(decide(quake({ int: "6+" }), rule({ prefectureCodes: ["13"] }), []).decision).toBe("IGNORE");
    expect(decide(quake(), rule({ thresholdIntensity: "3" }), []).decision).toBe("TRIGGER");
  });

  it("counts 「震度５弱以上未入電」 as 5弱 and reads values with spaces", () => {
    expect(decide(quake({ int: "震度５弱以上未入電" }), rule(), []).decision).toBe("TRIGGER");
    expect(decide(quake({ int: " 5- " }), rule(), []).strength).toBe("5-");
  });

  it("never sends for 訓練 or 試験, however strong", () => {
    for (const status of ["訓練", "試験"]) {
      const d = decide(quake({ int: "7", status }), rule(), []);
      expect(d.decision).toBe("IGNORE");
      expect(d.reason).toBe(`${status}の情報のため配信しません`);
    }
    const drill = parseJmaDocument(read("32-35_01_03_240613_VXSE53.xml"));
    expect(decide(drill, rule({ prefectureCodes: ["22"] }), []).decision).toBe("IGNORE");
  });

  it("does nothing when the rule is off or the quake is abroad", () => {
    expect(decide(quake({ int: "7" }), rule({ enabled: false }), []).reason).toBe("自動配信が無効です");
    const abroad = parseJmaDocument(read("32-39_05_01_100831_VXSE53.xml"));
    expect(decide(abroad, rule(), []).reason).toBe("国内で震度の観測がない情報です");
  });

  it("a 取消 within the guard delay cancels the waiting send; after it, the send's staff are told", () => {
    const waiting = past({ sendState: "WAITING" });
    const cancel = decide(quake({ infoType: "取消" }), rule(), [waiting]);
    expect(cancel).toMatchObject({ decision: "CANCEL", cancelIds: [waiting.id], withdrawnSentIds: [] });
    const sent = past({ sendState: "SENT" });
    const late = decide(quake({ infoType: "取消" }), rule(), [sent]);
    expect(late).toMatchObject({ decision: "CANCEL", cancelIds: [], withdrawnSentIds: [sent.id] });
    expect(late.reason).toBe("取消報を受信しました。取消を待つ時間を過ぎて配信済みのため、職員に知らせます");
    // A 5弱 sent, then a 6弱 waiting: the 取消 stops the one and tells of the other.
    const stronger = past({ sendState: "WAITING", strength: "6-" });
    expect(decide(quake({ infoType: "取消" }), rule(), [sent, stronger])).toMatchObject({
      decision: "CANCEL",
      cancelIds: [stronger.id],
      withdrawnSentIds: [sent.id],
    });
    // Nothing sent or waiting (a canceled send, another EventID): nobody to tell.
    const other = past({ eventId: "20210217000000" });
    expect(
      decide(quake({ infoType: "取消" }), rule(), [past({ sendState: "CANCELED" }), other]),
    ).toMatchObject({
      decision: "IGNORE",
      withdrawnSentIds: [],
    });
  });

  it("never sends a report JMA has withdrawn, whichever arrived first", () => {
    const withdrawn = decide(quake({ int: "7" }), rule(), [], { cancelReported: true });
    expect(withdrawn).toMatchObject({
      decision: "IGNORE",
      reason: "気象庁が取り消した情報のため配信しません",
    });
    const tsunamiRule = rule({ tsunamiLevel: "WARNING", tsunamiAreaCodes: ["220"] });
    expect(decide(tsunami(), tsunamiRule, [], { cancelReported: true }).decision).toBe("IGNORE");
  });

  it("ignores a report issued longer ago than the age limit, saying why", () => {
    const issued = Date.parse("2021-02-17T14:08:07Z");
    const late = decide(quake({ int: "7" }), rule(), [], { now: new Date(issued + 61 * 60_000) });
    expect(late).toMatchObject({
      decision: "IGNORE",
      reason: "発表から61分経った情報のため配信しません（60分を過ぎた情報は配信しません）",
    });
    const atLimit = decide(quake({ int: "7" }), rule(), [], { now: new Date(issued + 60 * 60_000) });
    expect(atLimit.decision).toBe("TRIGGER");
    const shorter = { now: new Date(issued + 20 * 60_000), maxReportAgeMinutes: 15 };
    expect(decide(quake({ int: "7" }), rule(), [], shorter).reason).toContain("15分を過ぎた");
    // A 取消 still cancels a waiting send however late it is read.
    const waiting = past({ sendState: "WAITING" });
    const lateCancel = decide(quake({ infoType: "取消" }), rule(), [waiting], {
      now: new Date(issued + 90 * 60_000),
    });
    expect(lateCancel.decision).toBe("CANCEL");
  });

  it("sends once per EventID; a stronger later report sends again and replaces a waiting one", () => {
    const sent = past({ strength: "5-" });
    expect(decide(quake({ int: "5-" }), rule(), [sent])).toMatchObject({
      decision: "IGNORE",
      reason: "同じ地震の情報で配信済みです",
    });
    expect(decide(quake({ int: "5+", infoType: "訂正" }), rule(), [sent]).decision).toBe("TRIGGER");
    const waiting = past({ strength: "5-", sendState: "WAITING" });
    const stronger = decide(quake({ int: "6-" }), rule(), [waiting]);
    expect(stronger).toMatchObject({ decision: "TRIGGER", cancelIds: [waiting.id] });
    expect(stronger.reason).toContain("震度６弱に強まった");
    // A send that was canceled does not count as sent.
    expect(decide(quake({ int: "5-" }), rule(), [past({ sendState: "CANCELED" })]).decision).toBe("TRIGGER");
  });

  it("a quake within 6 h in the same prefectures is an aftershock unless stronger", () => {
    const first = past({
      eventId: "20210217200000",
      strength: "5+",
      reportedAt: new Date("2021-02-17T20:00:00+09:00"),
    });
    const after = decide(quake({ int: "5-" }), rule(), [first]);
    expect(after.decision).toBe("AFTERSHOCK");
    expect(after.reason).toContain("余震");
    expect(decide(quake({ int: "5+" }), rule(), [first]).decision).toBe("AFTERSHOCK");
    const stronger = decide(quake({ int: "6-" }), rule(), [first]);
    expect(stronger.decision).toBe("TRIGGER");
    expect(stronger.reason).toContain("強い揺れ");
    // More than 6 hours apart, or another prefecture: a quake of its own.
    const old = past({ eventId: "20210217160000", reportedAt: new Date("2021-02-17T17:07:00+09:00") });
    expect(decide(quake({ int: "5-" }), rule(), [old]).decision).toBe("TRIGGER");
    const elsewhere = past({ eventId: "20210217200000", areaCodes: ["13"] });
    expect(decide(quake({ int: "5-" }), rule(), [elsewhere]).decision).toBe("TRIGGER");
  });
});

describe("decide: tsunamis", () => {
  const tsunamiRule = rule({ tsunamiLevel: "WARNING", tsunamiAreaCodes: ["220", "101", "800"] });

  it("triggers on a level at or above the chosen one in a chosen 津波予報区", () => {
    const d = decide(tsunami(), tsunamiRule, []);
    expect(d).toMatchObject({
      decision: "TRIGGER",
      strength: "MAJOR",
      strengthLabel: "大津波警報",
      areaCodes: ["220", "101"],
      areaNames: ["宮城県", "北海道太平洋沿岸中部"],
    });
  });

  it("ignores levels below the chosen one and rules without tsunami", () => {
    expect(
      decide(tsunami(), rule({ tsunamiLevel: "MAJOR", tsunamiAreaCodes: ["101", "800"] }), []).decision,
    ).toBe("IGNORE");
    expect(decide(tsunami(), rule(), []).reason).toBe("津波による自動配信は設定されていません");
  });

  it("sends once per EventID for tsunamis too", () => {
    const sent = past({ eventId: "20110311144640", kind: "tsunami", strength: "MAJOR" });
    expect(decide(tsunami(), tsunamiRule, [sent]).decision).toBe("IGNORE");
    const weaker = past({ eventId: "20110311144640", kind: "tsunami", strength: "WARNING" });
    expect(decide(tsunami(), tsunamiRule, [weaker]).decision).toBe("TRIGGER");
  });
});
