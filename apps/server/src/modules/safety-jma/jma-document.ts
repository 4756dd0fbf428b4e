import {
  type IntensityCode,
  maxIntensity,
  normaliseIntensity,
  type TsunamiLevel,
  tsunamiLevelOfKind,
  tsunamiLevelRank,
} from "@gakumu/domain";
import { attr, child, children, JmaXmlError, parseXml, text, type XmlNode } from "./jma-xml";

// A JMA disaster-prevention XML document (気象庁防災情報XML) reduced to what the automatic send needs:
// VXSE51 震度速報 and VXSE53 震源・震度に関する情報 (intensities per prefecture), VTSE41 津波警報・注意報・
// 予報 (the level per 津波予報区). Pure: text in, data out.

export type JmaDocumentKind = "earthquake" | "tsunami" | "other";

export interface JmaPrefectureIntensity {
  /** JIS X 0401 code as JMA writes it in Pref/Code ("04"). */
  code: string;
  name: string;
  /** The strongest of the prefecture's MaxInt and those of its areas and cities. */
  maxIntensity: IntensityCode | null;
  areas: { code: string; name: string; maxIntensity: IntensityCode | null }[];
}

export interface JmaTsunamiArea {
  /** 津波予報区 code ("220"). */
  code: string;
  name: string;
  kindCode: string | null;
  kindName: string | null;
  level: TsunamiLevel | null;
}

export interface JmaDocument {
  kind: JmaDocumentKind;
  control: { title: string; status: string; editorialOffice: string | null; dateTime: string | null };
  head: {
    title: string | null;
    infoType: string;
    eventId: string;
    reportDateTime: string;
    headline: string;
    infoKind: string | null;
    serial: string | null;
  };
  hypocentre: { name: string; code: string | null } | null;
  /** Magnitude as written ("4.5"; "NaN" when unknown) with its description (「Ｍ８を超える巨大地震」). */
  magnitude: { value: string; description: string | null } | null;
  maxIntensity: IntensityCode | null;
  prefectures: JmaPrefectureIntensity[];
  tsunamiAreas: JmaTsunamiArea[];
  /** The strongest tsunami level in force anywhere in the report. */
  maxTsunamiLevel: TsunamiLevel | null;
}

const EARTHQUAKE_TITLES = new Set(["震度速報", "震源・震度に関する情報", "震源に関する情報"]);
const TSUNAMI_TITLE = /^津波警報・注意報・予報/;

/**
 * The intensity a Pref, Area or City reports: the stronger of its MaxInt and its Condition
 * 「震度５弱以上未入電」 (counted as 5弱). Both can be given at once (4 observed so far while a station
 * that shook 5弱 or more has not reported): the missing report is at least 5弱, so it ranks 5弱 at least.
 */
function reportedIntensity(node: XmlNode): IntensityCode | null {
  return maxIntensity(normaliseIntensity(text(node, "MaxInt")), normaliseIntensity(text(node, "Condition")));
}

function readPrefecture(pref: XmlNode): JmaPrefectureIntensity {
  let strongest = reportedIntensity(pref);
  const areas = children(pref, "Area").map((area) => {
    let areaMax = reportedIntensity(area);
    for (const city of children(area, "City")) areaMax = maxIntensity(areaMax, reportedIntensity(city));
    strongest = maxIntensity(strongest, areaMax);
    return { code: text(area, "Code") ?? "", name: text(area, "Name") ?? "", maxIntensity: areaMax };
  });
  return {
    code: text(pref, "Code") ?? "",
    name: text(pref, "Name") ?? "",
    maxIntensity: strongest,
    areas,
  };
}

function readTsunami(body: XmlNode | undefined): JmaTsunamiArea[] {
  const forecast = child(child(body, "Tsunami"), "Forecast");
  return children(forecast, "Item").map((item) => {
    const area = child(item, "Area");
    const kind = child(child(item, "Category"), "Kind");
    const kindCode = text(kind, "Code");
    return {
      code: text(area, "Code") ?? "",
      name: text(area, "Name") ?? "",
      kindCode,
      kindName: text(kind, "Name"),
      level: tsunamiLevelOfKind(kindCode),
    };
  });
}

function kindOf(title: string): JmaDocumentKind {
  if (EARTHQUAKE_TITLES.has(title)) return "earthquake";
  if (TSUNAMI_TITLE.test(title)) return "tsunami";
  return "other";
}

/** Reads one document; throws JmaXmlError when it is not a JMA report at all. */
export function parseJmaDocument(xml: string): JmaDocument {
  const report = child(parseXml(xml), "Report");
  const control = child(report, "Control");
  const head = child(report, "Head");
  if (!report || !control || !head) throw new JmaXmlError("気象庁防災情報XMLの Report ではありません");
  const body = child(report, "Body");
  const title = text(control, "Title") ?? "";
  const earthquake = child(body, "Earthquake");
  const hypoArea = child(child(earthquake, "Hypocenter"), "Area");
  const magnitudeNode = earthquake?.Magnitude;
  const observation = child(child(body, "Intensity"), "Observation");
  const prefectures = children(observation, "Pref").map(readPrefecture);
  let strongest = normaliseIntensity(text(observation, "MaxInt"));
  for (const pref of prefectures) strongest = maxIntensity(strongest, pref.maxIntensity);
  const tsunamiAreas = readTsunami(body);
  let maxTsunamiLevel: TsunamiLevel | null = null;
  for (const area of tsunamiAreas)
    if (area.level && (!maxTsunamiLevel || tsunamiLevelRank(area.level) > tsunamiLevelRank(maxTsunamiLevel)))
      maxTsunamiLevel = area.level;

  return {
    kind: kindOf(title),
    control: {
      title,
      status: text(control, "Status") ?? "",
      editorialOffice: text(control, "EditorialOffice"),
      dateTime: text(control, "DateTime"),
    },
    head: {
      title: text(head, "Title"),
      infoType: text(head, "InfoType") ?? "",
      eventId: text(head, "EventID") ?? "",
      reportDateTime: text(head, "ReportDateTime") ?? "",
      headline: text(child(head, "Headline"), "Text") ?? "",
      infoKind: text(head, "InfoKind"),
      serial: text(head, "Serial"),
    },
    hypocentre: hypoArea ? { name: text(hypoArea, "Name") ?? "", code: text(hypoArea, "Code") } : null,
    magnitude:
      magnitudeNode !== undefined
        ? { value: text(earthquake, "Magnitude") ?? "", description: attr(magnitudeNode, "description") }
        : null,
    maxIntensity: strongest,
    prefectures,
    tsunamiAreas,
    maxTsunamiLevel,
  };
}
