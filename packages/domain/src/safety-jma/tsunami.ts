// Tsunami warnings (津波警報・注意報・予報, JMA's VTSE41) as a school's rule sees them: the three levels a
// send can wait for, and the 66 津波予報区 of JMA's code table 「津波予報区」 (出典：気象庁).

/** The levels a rule can choose, weakest first. */
export const TSUNAMI_LEVELS = ["ADVISORY", "WARNING", "MAJOR"] as const;
export type TsunamiLevel = (typeof TSUNAMI_LEVELS)[number];

export const TSUNAMI_LEVEL_LABELS: Record<TsunamiLevel, string> = {
  ADVISORY: "津波注意報",
  WARNING: "津波警報",
  MAJOR: "大津波警報",
};

export const tsunamiLevelRank = (level: TsunamiLevel): number => TSUNAMI_LEVELS.indexOf(level);

/**
 * JMA's codes of 警報等情報要素／津波警報・注意報・予報 that are in force: 52/53 大津波警報 (53 when first
 * issued), 51 津波警報, 62 津波注意報. 00 津波なし, 50/60 解除 and 71–73 津波予報 are no warning.
 */
export function tsunamiLevelOfKind(code: string | null | undefined): TsunamiLevel | null {
  switch ((code ?? "").trim()) {
    case "52":
    case "53":
      return "MAJOR";
    case "51":
      return "WARNING";
    case "62":
      return "ADVISORY";
    default:
      return null;
  }
}

/** 津波予報区: code and name, in JMA's order (north to south). */
export const TSUNAMI_AREAS: readonly { code: string; name: string }[] = (
  [
    ["100", "北海道太平洋沿岸東部"],
    ["101", "北海道太平洋沿岸中部"],
    ["102", "北海道太平洋沿岸西部"],
    ["110", "北海道日本海沿岸北部"],
    ["111", "北海道日本海沿岸南部"],
    ["120", "オホーツク海沿岸"],
    ["200", "青森県日本海沿岸"],
    ["201", "青森県太平洋沿岸"],
    ["202", "陸奥湾"],
    ["210", "岩手県"],
    ["220", "宮城県"],
    ["230", "秋田県"],
    ["240", "山形県"],
    ["250", "福島県"],
    ["300", "茨城県"],
    ["310", "千葉県九十九里・外房"],
    ["311", "千葉県内房"],
    ["312", "東京湾内湾"],
    ["320", "伊豆諸島"],
    ["321", "小笠原諸島"],
    ["330", "相模湾・三浦半島"],
    ["340", "新潟県上中下越"],
    ["341", "佐渡"],
    ["350", "富山県"],
    ["360", "石川県能登"],
    ["361", "石川県加賀"],
    ["370", "福井県"],
    ["380", "静岡県"],
    ["390", "愛知県外海"],
    ["391", "伊勢・三河湾"],
    ["400", "三重県南部"],
    ["500", "京都府"],
    ["510", "大阪府"],
    ["520", "兵庫県北部"],
    ["521", "兵庫県瀬戸内海沿岸"],
    ["522", "淡路島南部"],
    ["530", "和歌山県"],
    ["540", "鳥取県"],
    ["550", "島根県出雲・石見"],
    ["551", "隠岐"],
    ["560", "岡山県"],
    ["570", "広島県"],
    ["580", "徳島県"],
    ["590", "香川県"],
    ["600", "愛媛県宇和海沿岸"],
    ["601", "愛媛県瀬戸内海沿岸"],
    ["610", "高知県"],
    ["700", "山口県日本海沿岸"],
    ["701", "山口県瀬戸内海沿岸"],
    ["710", "福岡県瀬戸内海沿岸"],
    ["711", "福岡県日本海沿岸"],
    ["712", "有明・八代海"],
    ["720", "佐賀県北部"],
    ["730", "長崎県西方"],
    ["731", "壱岐・対馬"],
    ["740", "熊本県天草灘沿岸"],
    ["750", "大分県瀬戸内海沿岸"],
    ["751", "大分県豊後水道沿岸"],
    ["760", "宮崎県"],
    ["770", "鹿児島県東部"],
    ["771", "種子島・屋久島地方"],
    ["772", "奄美諸島・トカラ列島"],
    ["773", "鹿児島県西部"],
    ["800", "沖縄本島地方"],
    ["801", "大東島地方"],
    ["802", "宮古島・八重山地方"],
  ] as const satisfies readonly (readonly [string, string])[]
).map(([code, name]) => ({ code, name }));

const TSUNAMI_AREA_NAMES = new Map(TSUNAMI_AREAS.map((a) => [a.code, a.name]));
export const tsunamiAreaName = (code: string): string => TSUNAMI_AREA_NAMES.get(code) ?? code;
export const isTsunamiAreaCode = (code: string): boolean => TSUNAMI_AREA_NAMES.has(code);
