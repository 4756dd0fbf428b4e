import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseJmaDocument } from "./jma-document";
import { isWatched, parseJmaFeed } from "./jma-feed";
import { JmaXmlError } from "./jma-xml";

const FIXTURES = path.resolve(import.meta.dirname, "../../../test/jma/fixtures");
const read = (name: string) => fs.readFileSync(path.join(FIXTURES, name), "utf8");

describe("parseJmaDocument on JMA's documents", () => {
  it("VXSE51 震度速報: control, head and the intensity per prefecture", () => {
    const doc = parseJmaDocument(read("20210217140808_0_VXSE51_010000.xml"));
    expect(doc.kind).toBe("earthquake");
    expect(doc.control).toEqual({
      title: "震度速報",
      status: "通常",
      editorialOffice: "気象庁本庁",
      dateTime: "2021-02-17T14:08:07Z",
    });
    expect(doc.head.infoType).toBe("発表");
    expect(doc.head.eventId).toBe("20210217230627");
    expect(doc.head.reportDateTime).toBe("2021-02-17T23:08:00+09:00");
    expect(doc.head.headline).toContain("震度３以上が観測された地域");
    expect(doc.maxIntensity).toBe("3");
    expect(doc.prefectures.map((p) => [p.code, p.name, p.maxIntensity])).toEqual([
      ["04", "宮城県", "3"],
      ["07", "福島県", "3"],
    ]);
    expect(doc.prefectures[0]?.areas).toEqual([{ code: "222", name: "宮城県中部", maxIntensity: "3" }]);
    expect(doc.hypocentre).toBeNull();
    expect(doc.tsunamiAreas).toEqual([]);
  });

  it("VXSE52 震源に関する情報: a hypocentre and magnitude, no intensity", () => {
    const doc = parseJmaDocument(read("20210217140847_0_VXSE52_010000.xml"));
    expect(doc.kind).toBe("earthquake");
    expect(doc.hypocentre?.name).toBeTruthy();
    expect(doc.magnitude?.value).toBe("4.5");
    expect(doc.maxIntensity).toBeNull();
    expect(doc.prefectures).toEqual([]);
  });

  it("VXSE53 with cities: every city code starts with its prefecture's JIS code", () => {
    const doc = parseJmaDocument(read("20210217140958_0_VXSE53_010000.xml"));
    expect(doc.control.title).toBe("震源・震度に関する情報");
    expect(doc.hypocentre).toEqual({ name: "福島県沖", code: "289" });
    expect(doc.magnitude).toEqual({ value: "4.5", description: "Ｍ４．５" });
    expect(doc.maxIntensity).toBe("3");
    expect(doc.prefectures.map((p) => p.code)).toContain("04");
    const xml = read("20210217140958_0_VXSE53_010000.xml");
    for (const [, pref, body] of xml.matchAll(
      /<Pref><Name>[^<]*<\/Name><Code>(\d+)<\/Code>([\s\S]*?)<\/Pref>/g,
    ))
      for (const [, city] of body!.matchAll(/<City><Name>[^<]*<\/Name><Code>(\d+)<\/Code>/g))
        expect(city!.slice(0, 2)).toBe(pref);
  });

  it("the drill sample: Status 訓練, MaxInt 5- and values with trailing spaces", () => {
    const doc = parseJmaDocument(read("32-35_01_03_240613_VXSE53.xml"));
    expect(doc.control.status).toBe("訓練");
    expect(doc.maxIntensity).toBe("5-");
    const shizuoka = doc.prefectures.find((p) => p.code === "22");
    expect(shizuoka).toMatchObject({ name: "静岡県", maxIntensity: "5-" });
    const kanagawa = doc.prefectures.find((p) => p.name === "神奈川県");
    expect(kanagawa?.code).toBe("14");
    expect(kanagawa?.maxIntensity).toBe("4");
  });

  it("a quake abroad (遠地地震) has no intensity in Japan", () => {
    const doc = parseJmaDocument(read("32-39_05_01_100831_VXSE53.xml"));
    expect(doc.head.title).toBe("遠地地震に関する情報");
    expect(doc.hypocentre?.name).toBe("南米西部");
    expect(doc.magnitude?.value).toBe("8.5");
    expect(doc.maxIntensity).toBeNull();
    expect(doc.prefectures).toEqual([]);
  });

  it("VTSE41 大津波警報: the level per 津波予報区", () => {
    const doc = parseJmaDocument(read("32-39_11_02_250206_VTSE41.xml"));
    expect(doc.kind).toBe("tsunami");
    expect(doc.head.eventId).toBe("20110311144640");
    expect(doc.maxTsunamiLevel).toBe("MAJOR");
    const byCode = new Map(doc.tsunamiAreas.map((a) => [a.code, a]));
    expect(byCode.get("220")).toMatchObject({ name: "宮城県", kindCode: "53", level: "MAJOR" });
    expect(byCode.get("101")).toMatchObject({ kindName: "津波警報", level: "WARNING" });
    expect(byCode.get("802")).toMatchObject({ kindCode: "71", level: null });
    expect(doc.hypocentre?.name).toBe("三陸沖");
    expect(doc.magnitude?.description).toBe("Ｍ８を超える巨大地震");
  });

  it("「震度５弱以上未入電」 counts as 5弱 for the city's prefecture", () => {
    const xml = read("20210217140958_0_VXSE53_010000.xml").replace(
      /<City><Name>石巻市<\/Name><Code>0420200<\/Code><MaxInt>3<\/MaxInt>/,
      "<City><Name>石巻市</Name><Code>0420200</Code><Condition> 震度５弱以上未入電 </Condition>",
    );
    const doc = parseJmaDocument(xml);
    expect(doc.prefectures.find((p) => p.code === "04")?.maxIntensity).toBe("5-");
    expect(doc.maxIntensity).toBe("5-");
  });

  it("a prefecture reporting 4 and 「震度５弱以上未入電」 at once ranks 5弱: the missing report is 5弱 or more", () => {
    const xml = read("20210217140808_0_VXSE51_010000.xml")
      .replace(
        "<Name>宮城県</Name><Code>04</Code><MaxInt>3</MaxInt>",
        "<Name>宮城県</Name><Code>04</Code><MaxInt>4</MaxInt><Condition>震度５弱以上未入電</Condition>",
      )
      .replace(
        "<Name>福島県浜通り</Name><Code>251</Code><MaxInt>3</MaxInt>",
        "<Name>福島県浜通り</Name><Code>251</Code><MaxInt>4</MaxInt><Condition>震度５弱以上未入電</Condition>",
      );
    const doc = parseJmaDocument(xml);
    expect(doc.prefectures.map((p) => [p.code, p.maxIntensity])).toEqual([
      ["04", "5-"],
      ["07", "5-"],
    ]);
    expect(doc.prefectures[1]?.areas[0]?.maxIntensity).toBe("5-");
    expect(doc.maxIntensity).toBe("5-");
    // A reading stronger than 5弱 stays as read.
    const stronger = parseJmaDocument(
      xml.replace("<MaxInt>4</MaxInt><Condition>", "<MaxInt>6-</MaxInt><Condition>"),
    );
    expect(stronger.prefectures[0]?.maxIntensity).toBe("6-");
  });

  it("a cancellation (取消) carries no intensity", () => {
    const xml = read("20210217140808_0_VXSE51_010000.xml")
      .replace("<InfoType>発表</InfoType>", "<InfoType>取消</InfoType>")
      .replace(/<Body[\s\S]*<\/Body>/, "<Body/>");
    const doc = parseJmaDocument(xml);
    expect(doc.head.infoType).toBe("取消");
    expect(doc.prefectures).toEqual([]);
  });

  it("refuses a DTD and entity declarations, and what is not a report", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><Report><Control><Title>&b;</Title></Control><Head/></Report>`;
    expect(() => parseJmaDocument(bomb)).toThrow(JmaXmlError);
    expect(() => parseJmaDocument("<html><body>503</body></html>")).toThrow(JmaXmlError);
    expect(() => parseJmaDocument("not xml <<<")).toThrow(JmaXmlError);
  });

  it("leaves entity references unexpanded", () => {
    const xml = read("20210217140808_0_VXSE51_010000.xml").replace(
      "<EditorialOffice>気象庁本庁</EditorialOffice>",
      "<EditorialOffice>&lt;x&gt;</EditorialOffice>",
    );
    expect(parseJmaDocument(xml).control.editorialOffice).toBe("&lt;x&gt;");
  });
});

describe("parseJmaFeed", () => {
  it("reads the eqvol.xml entries and keeps the watched titles", () => {
    const entries = parseJmaFeed(read("eqvol.xml"));
    expect(entries).toHaveLength(42);
    expect(entries[0]).toEqual({
      id: "https://mican3.github.io/jmaxml_test/vtse41/38-39_03_01_210805_VTSE41.xml",
      title: "津波警報・注意報・予報a",
      updated: "2021-08-05T03:56:58Z",
      url: "https://mican3.github.io/jmaxml_test/vtse41/38-39_03_01_210805_VTSE41.xml",
    });
    const watched = entries.filter(isWatched);
    expect(new Set(watched.map((e) => e.title))).toEqual(
      new Set(["津波警報・注意報・予報a", "震源・震度に関する情報"]),
    );
    expect(entries.filter((e) => e.title === "噴火警報・予報").every((e) => !isWatched(e))).toBe(true);
  });
});
