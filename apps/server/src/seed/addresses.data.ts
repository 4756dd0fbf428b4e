// Prefectures (JIS X 0401 codes) with a few real municipalities each: the first three digits of their
// postal codes and their telephone area code, so a generated address, postal code and home number agree.

export interface City {
  name: string;
  /** Real leading three digits of the municipality's postal codes. */
  postal3: readonly string[];
  /** Area code including the leading 0; the full number is always ten digits. */
  areaCode: string;
}

export interface Prefecture {
  code: string;
  name: string;
  cities: readonly City[];
}

const c = (name: string, postal3: string | string[], areaCode: string): City => ({
  name,
  postal3: Array.isArray(postal3) ? postal3 : [postal3],
  areaCode,
});

// biome-ignore format: kept as a table
export const PREFECTURES: readonly Prefecture[] = [
  { code: "01", name: "北海道", cities: [c("札幌市中央区", ["060", "064"], "011"), c("旭川市", "070", "0166"), c("函館市", "040", "0138")] },
  { code: "02", name: "青森県", cities: [c("青森市", "030", "017"), c("八戸市", "031", "0178")] },
  { code: "03", name: "岩手県", cities: [c("盛岡市", "020", "019")] },
  { code: "04", name: "宮城県", cities: [c("仙台市青葉区", "980", "022"), c("仙台市泉区", "981", "022")] },
  { code: "05", name: "秋田県", cities: [c("秋田市", "010", "018")] },
  { code: "06", name: "山形県", cities: [c("山形市", "990", "023")] },
  { code: "07", name: "福島県", cities: [c("福島市", "960", "024"), c("郡山市", "963", "024")] },
  { code: "08", name: "茨城県", cities: [c("水戸市", "310", "029"), c("つくば市", "305", "029")] },
  { code: "09", name: "栃木県", cities: [c("宇都宮市", "320", "028")] },
  { code: "10", name: "群馬県", cities: [c("前橋市", "371", "027"), c("高崎市", "370", "027")] },
  { code: "11", name: "埼玉県", cities: [c("さいたま市浦和区", "330", "048"), c("さいたま市大宮区", "330", "048"), c("川口市", ["332", "333"], "048"), c("川越市", "350", "049"), c("所沢市", "359", "04"), c("越谷市", "343", "048")] },
  { code: "12", name: "千葉県", cities: [c("千葉市中央区", "260", "043"), c("船橋市", "273", "047"), c("市川市", "272", "047"), c("松戸市", "271", "047"), c("柏市", "277", "04")] },
  { code: "13", name: "東京都", cities: [c("千代田区", ["100", "101", "102"], "03"), c("新宿区", ["160", "161", "162", "169"], "03"), c("世田谷区", ["154", "155", "156", "157", "158"], "03"), c("練馬区", ["176", "177", "178", "179"], "03"), c("杉並区", ["166", "167", "168"], "03"), c("大田区", ["143", "144", "145", "146"], "03"), c("江戸川区", ["132", "133", "134"], "03"), c("足立区", ["120", "121", "123"], "03"), c("八王子市", ["192", "193"], "042"), c("町田市", ["194", "195"], "042")] },
  { code: "14", name: "神奈川県", cities: [c("横浜市中区", "231", "045"), c("横浜市港北区", ["222", "223"], "045"), c("川崎市中原区", "211", "044"), c("相模原市中央区", "252", "042"), c("藤沢市", "251", "0466")] },
  { code: "15", name: "新潟県", cities: [c("新潟市中央区", ["950", "951"], "025")] },
  { code: "16", name: "富山県", cities: [c("富山市", "930", "076")] },
  { code: "17", name: "石川県", cities: [c("金沢市", "920", "076")] },
  { code: "18", name: "福井県", cities: [c("福井市", "910", "0776")] },
  { code: "19", name: "山梨県", cities: [c("甲府市", "400", "055")] },
  { code: "20", name: "長野県", cities: [c("長野市", "380", "026"), c("松本市", "390", "0263")] },
  { code: "21", name: "岐阜県", cities: [c("岐阜市", "500", "058")] },
  { code: "22", name: "静岡県", cities: [c("静岡市葵区", "420", "054"), c("浜松市中央区", "430", "053")] },
  { code: "23", name: "愛知県", cities: [c("名古屋市中区", "460", "052"), c("名古屋市千種区", "464", "052"), c("豊田市", "471", "0565")] },
  { code: "24", name: "三重県", cities: [c("津市", "514", "059")] },
  { code: "25", name: "滋賀県", cities: [c("大津市", "520", "077")] },
  { code: "26", name: "京都府", cities: [c("京都市中京区", "604", "075"), c("京都市左京区", "606", "075")] },
  { code: "27", name: "大阪府", cities: [c("大阪市北区", "530", "06"), c("大阪市中央区", ["540", "541", "542"], "06"), c("堺市堺区", "590", "072")] },
  { code: "28", name: "兵庫県", cities: [c("神戸市中央区", ["650", "651"], "078"), c("姫路市", "670", "079")] },
  { code: "29", name: "奈良県", cities: [c("奈良市", "630", "0742")] },
  { code: "30", name: "和歌山県", cities: [c("和歌山市", "640", "073")] },
  { code: "31", name: "鳥取県", cities: [c("鳥取市", "680", "0857")] },
  { code: "32", name: "島根県", cities: [c("松江市", "690", "0852")] },
  { code: "33", name: "岡山県", cities: [c("岡山市北区", "700", "086")] },
  { code: "34", name: "広島県", cities: [c("広島市中区", "730", "082"), c("福山市", "720", "084")] },
  { code: "35", name: "山口県", cities: [c("山口市", "753", "083")] },
  { code: "36", name: "徳島県", cities: [c("徳島市", "770", "088")] },
  { code: "37", name: "香川県", cities: [c("高松市", "760", "087")] },
  { code: "38", name: "愛媛県", cities: [c("松山市", "790", "089")] },
  { code: "39", name: "高知県", cities: [c("高知市", "780", "088")] },
  { code: "40", name: "福岡県", cities: [c("福岡市中央区", "810", "092"), c("福岡市博多区", "812", "092"), c("北九州市小倉北区", "802", "093")] },
  { code: "41", name: "佐賀県", cities: [c("佐賀市", "840", "0952")] },
  { code: "42", name: "長崎県", cities: [c("長崎市", "850", "095")] },
  { code: "43", name: "熊本県", cities: [c("熊本市中央区", "860", "096")] },
  { code: "44", name: "大分県", cities: [c("大分市", "870", "097")] },
  { code: "45", name: "宮崎県", cities: [c("宮崎市", "880", "0985")] },
  { code: "46", name: "鹿児島県", cities: [c("鹿児島市", ["890", "892"], "099")] },
  { code: "47", name: "沖縄県", cities: [c("那覇市", "900", "098"), c("沖縄市", "904", "098")] },
];

/** Town names found in many Japanese municipalities. */
export const TOWNS = [
  "本町",
  "中央",
  "栄町",
  "緑町",
  "旭町",
  "幸町",
  "桜町",
  "東町",
  "西町",
  "南町",
  "北町",
  "新町",
  "昭和町",
  "大手町",
  "錦町",
  "宮前町",
  "若葉町",
  "松原",
  "青葉台",
  "緑が丘",
  "富士見町",
  "泉町",
  "日の出町",
  "港町",
  "住吉町",
  "寿町",
  "弥生町",
  "曙町",
  "常盤町",
  "元町",
] as const;

/** Building names for the second address line; a room number is appended. */
export const BUILDINGS = [
  "サンハイツ",
  "グランメゾン",
  "パークサイド",
  "コーポ桜",
  "レジデンス緑",
  "メゾン若葉",
  "ハイツ青葉",
  "シティコート",
  "リバーサイド",
  "ガーデンヒルズ",
  "ロイヤルマンション",
  "フォレスト",
] as const;

/** Where the demo school's students live: mostly the Tokyo area, a few from anywhere (they board). */
export const HOME_PREFECTURE_WEIGHTS: Readonly<Record<string, number>> = {
  "13": 50,
  "14": 18,
  "11": 14,
  "12": 10,
};
export const OTHER_PREFECTURES_SHARE = 8;
