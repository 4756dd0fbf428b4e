// Curated name tables for the demo data: kanji, katakana reading and a romanisation for mail addresses.
// Surnames are in rough order of frequency in Japan, which the generator turns into weights.

export interface NameEntry {
  kanji: string;
  kana: string;
  romaji: string;
}

/** [kanji, kana, romaji] — kept as tuples so the table stays readable. */
type Row = readonly [string, string, string];
const entries = (rows: readonly Row[]): NameEntry[] =>
  rows.map(([kanji, kana, romaji]) => ({ kanji, kana, romaji }));

// biome-ignore format: kept as a table
export const SURNAMES = entries([
  ["佐藤", "サトウ", "sato"], ["鈴木", "スズキ", "suzuki"], ["高橋", "タカハシ", "takahashi"],
  ["田中", "タナカ", "tanaka"], ["伊藤", "イトウ", "ito"], ["渡辺", "ワタナベ", "watanabe"],
  ["山本", "ヤマモト", "yamamoto"], ["中村", "ナカムラ", "nakamura"], ["小林", "コバヤシ", "kobayashi"],
  ["加藤", "カトウ", "kato"], ["吉田", "ヨシダ", "yoshida"], ["山田", "ヤマダ", "yamada"],
  ["佐々木", "ササキ", "sasaki"], ["山口", "ヤマグチ", "yamaguchi"], ["松本", "マツモト", "matsumoto"],
  ["井上", "イノウエ", "inoue"], ["木村", "キムラ", "kimura"], ["林", "ハヤシ", "hayashi"],
  ["斎藤", "サイトウ", "saito"], ["清水", "シミズ", "shimizu"], ["山崎", "ヤマザキ", "yamazaki"],
  ["森", "モリ", "mori"], ["池田", "イケダ", "ikeda"], ["橋本", "ハシモト", "hashimoto"],
  ["阿部", "アベ", "abe"], ["石川", "イシカワ", "ishikawa"], ["山下", "ヤマシタ", "yamashita"],
  ["中島", "ナカジマ", "nakajima"], ["石井", "イシイ", "ishii"], ["小川", "オガワ", "ogawa"],
  ["前田", "マエダ", "maeda"], ["岡田", "オカダ", "okada"], ["長谷川", "ハセガワ", "hasegawa"],
  ["藤田", "フジタ", "fujita"], ["後藤", "ゴトウ", "goto"], ["近藤", "コンドウ", "kondo"],
  ["村上", "ムラカミ", "murakami"], ["遠藤", "エンドウ", "endo"], ["青木", "アオキ", "aoki"],
  ["坂本", "サカモト", "sakamoto"], ["斉藤", "サイトウ", "saito"], ["福田", "フクダ", "fukuda"],
  ["太田", "オオタ", "ota"], ["西村", "ニシムラ", "nishimura"], ["藤井", "フジイ", "fujii"],
  ["金子", "カネコ", "kaneko"], ["岡本", "オカモト", "okamoto"], ["藤原", "フジワラ", "fujiwara"],
  ["中野", "ナカノ", "nakano"], ["三浦", "ミウラ", "miura"], ["原田", "ハラダ", "harada"],
  ["中川", "ナカガワ", "nakagawa"], ["松田", "マツダ", "matsuda"], ["竹内", "タケウチ", "takeuchi"],
  ["小野", "オノ", "ono"], ["田村", "タムラ", "tamura"], ["中山", "ナカヤマ", "nakayama"],
  ["和田", "ワダ", "wada"], ["石田", "イシダ", "ishida"], ["森田", "モリタ", "morita"],
  ["上田", "ウエダ", "ueda"], ["原", "ハラ", "hara"], ["内田", "ウチダ", "uchida"],
  ["柴田", "シバタ", "shibata"], ["酒井", "サカイ", "sakai"], ["宮崎", "ミヤザキ", "miyazaki"],
  ["横山", "ヨコヤマ", "yokoyama"], ["高木", "タカギ", "takagi"], ["安藤", "アンドウ", "ando"],
  ["宮本", "ミヤモト", "miyamoto"], ["大野", "オオノ", "ohno"], ["小島", "コジマ", "kojima"],
  ["谷口", "タニグチ", "taniguchi"], ["今井", "イマイ", "imai"], ["工藤", "クドウ", "kudo"],
  ["高田", "タカダ", "takada"], ["増田", "マスダ", "masuda"], ["丸山", "マルヤマ", "maruyama"],
  ["杉山", "スギヤマ", "sugiyama"], ["村田", "ムラタ", "murata"], ["大塚", "オオツカ", "otsuka"],
  ["新井", "アライ", "arai"], ["小山", "コヤマ", "koyama"], ["平野", "ヒラノ", "hirano"],
  ["藤本", "フジモト", "fujimoto"], ["河野", "コウノ", "kono"], ["上野", "ウエノ", "ueno"],
  ["野口", "ノグチ", "noguchi"], ["武田", "タケダ", "takeda"], ["松井", "マツイ", "matsui"],
  ["千葉", "チバ", "chiba"], ["岩崎", "イワサキ", "iwasaki"], ["菅原", "スガワラ", "sugawara"],
  ["木下", "キノシタ", "kinoshita"], ["久保", "クボ", "kubo"], ["佐野", "サノ", "sano"],
  ["野村", "ノムラ", "nomura"], ["松尾", "マツオ", "matsuo"], ["市川", "イチカワ", "ichikawa"],
  ["菊地", "キクチ", "kikuchi"], ["杉本", "スギモト", "sugimoto"], ["古川", "フルカワ", "furukawa"],
  ["大西", "オオニシ", "onishi"], ["島田", "シマダ", "shimada"], ["水野", "ミズノ", "mizuno"],
  ["桜井", "サクライ", "sakurai"], ["高野", "タカノ", "takano"], ["渡部", "ワタナベ", "watanabe"],
  ["吉川", "ヨシカワ", "yoshikawa"], ["山内", "ヤマウチ", "yamauchi"], ["西田", "ニシダ", "nishida"],
  ["飯田", "イイダ", "iida"], ["菊池", "キクチ", "kikuchi"], ["西川", "ニシカワ", "nishikawa"],
  ["小松", "コマツ", "komatsu"], ["北村", "キタムラ", "kitamura"], ["安田", "ヤスダ", "yasuda"],
  ["五十嵐", "イガラシ", "igarashi"], ["川口", "カワグチ", "kawaguchi"], ["平田", "ヒラタ", "hirata"],
  ["関", "セキ", "seki"], ["中田", "ナカタ", "nakata"], ["久保田", "クボタ", "kubota"],
  ["服部", "ハットリ", "hattori"], ["東", "アズマ", "azuma"], ["岩田", "イワタ", "iwata"],
  ["土屋", "ツチヤ", "tsuchiya"], ["川崎", "カワサキ", "kawasaki"], ["福島", "フクシマ", "fukushima"],
  ["本田", "ホンダ", "honda"], ["辻", "ツジ", "tsuji"], ["樋口", "ヒグチ", "higuchi"],
  ["秋山", "アキヤマ", "akiyama"], ["田口", "タグチ", "taguchi"], ["永井", "ナガイ", "nagai"],
  ["山中", "ヤマナカ", "yamanaka"], ["中西", "ナカニシ", "nakanishi"], ["吉村", "ヨシムラ", "yoshimura"],
  ["川上", "カワカミ", "kawakami"], ["石原", "イシハラ", "ishihara"], ["大橋", "オオハシ", "ohashi"],
  ["松岡", "マツオカ", "matsuoka"], ["馬場", "ババ", "baba"], ["浅野", "アサノ", "asano"],
  ["荒木", "アラキ", "araki"],
]);

/** Given names popular for children born around 2008–2012 (today's high-school students). */
// biome-ignore format: kept as a table
export const MALE_NAMES_YOUNG = entries([
  ["蓮", "レン", "ren"], ["大翔", "ヒロト", "hiroto"], ["悠真", "ユウマ", "yuma"], ["翔太", "ショウタ", "shota"],
  ["陽翔", "ハルト", "haruto"], ["颯太", "ソウタ", "sota"], ["湊", "ミナト", "minato"], ["大和", "ヤマト", "yamato"],
  ["悠人", "ユウト", "yuto"], ["陽太", "ヨウタ", "yota"], ["樹", "イツキ", "itsuki"], ["蒼", "アオイ", "aoi"],
  ["陸", "リク", "riku"], ["颯", "ハヤテ", "hayate"], ["大雅", "タイガ", "taiga"], ["拓海", "タクミ", "takumi"],
  ["翼", "ツバサ", "tsubasa"], ["隼", "ハヤト", "hayato"], ["優斗", "ユウト", "yuto"], ["蒼空", "ソラ", "sora"],
  ["奏太", "ソウタ", "sota"], ["結翔", "ユイト", "yuito"], ["朝陽", "アサヒ", "asahi"], ["律", "リツ", "ritsu"],
  ["新", "アラタ", "arata"], ["陽向", "ヒナタ", "hinata"], ["一輝", "カズキ", "kazuki"], ["翔", "ショウ", "sho"],
  ["航", "ワタル", "wataru"], ["大輝", "ダイキ", "daiki"], ["和真", "カズマ", "kazuma"], ["蒼真", "ソウマ", "soma"],
  ["琉生", "ルイ", "rui"], ["瑛太", "エイタ", "eita"], ["匠", "タクミ", "takumi"], ["海斗", "カイト", "kaito"],
  ["優", "ユウ", "yu"], ["悠", "ハルカ", "haruka"], ["響", "ヒビキ", "hibiki"], ["健太", "ケンタ", "kenta"],
]);

// biome-ignore format: kept as a table
export const FEMALE_NAMES_YOUNG = entries([
  ["陽葵", "ヒマリ", "himari"], ["凛", "リン", "rin"], ["結菜", "ユイナ", "yuina"], ["葵", "アオイ", "aoi"],
  ["紬", "ツムギ", "tsumugi"], ["芽依", "メイ", "mei"], ["結衣", "ユイ", "yui"], ["莉子", "リコ", "riko"],
  ["美咲", "ミサキ", "misaki"], ["花", "ハナ", "hana"], ["心春", "コハル", "koharu"], ["咲良", "サクラ", "sakura"],
  ["結愛", "ユア", "yua"], ["陽菜", "ヒナ", "hina"], ["澪", "ミオ", "mio"], ["楓", "カエデ", "kaede"],
  ["美月", "ミツキ", "mitsuki"], ["彩花", "アヤカ", "ayaka"], ["七海", "ナナミ", "nanami"], ["優奈", "ユウナ", "yuna"],
  ["杏", "アン", "an"], ["愛莉", "アイリ", "airi"], ["千尋", "チヒロ", "chihiro"], ["真央", "マオ", "mao"],
  ["菜々子", "ナナコ", "nanako"], ["琴音", "コトネ", "kotone"], ["彩乃", "アヤノ", "ayano"], ["遥", "ハルカ", "haruka"],
  ["美羽", "ミウ", "miu"], ["柚希", "ユズキ", "yuzuki"], ["詩", "ウタ", "uta"], ["友梨", "ユリ", "yuri"],
  ["莉央", "リオ", "rio"], ["日葵", "ヒマリ", "himari"], ["環奈", "カンナ", "kanna"], ["紗希", "サキ", "saki"],
  ["萌", "モエ", "moe"], ["奈々", "ナナ", "nana"], ["和奏", "ワカナ", "wakana"], ["真由", "マユ", "mayu"],
]);

/** Given names common among adults of 25–65 (staff, and the parents' generation). */
// biome-ignore format: kept as a table
export const MALE_NAMES_ADULT = entries([
  ["誠", "マコト", "makoto"], ["大輔", "ダイスケ", "daisuke"], ["健一", "ケンイチ", "kenichi"], ["浩", "ヒロシ", "hiroshi"],
  ["隆", "タカシ", "takashi"], ["和也", "カズヤ", "kazuya"], ["直人", "ナオト", "naoto"], ["達也", "タツヤ", "tatsuya"],
  ["修", "オサム", "osamu"], ["剛", "ツヨシ", "tsuyoshi"], ["拓也", "タクヤ", "takuya"], ["秀樹", "ヒデキ", "hideki"],
  ["雅之", "マサユキ", "masayuki"], ["博之", "ヒロユキ", "hiroyuki"], ["哲也", "テツヤ", "tetsuya"], ["聡", "サトシ", "satoshi"],
  ["亮", "リョウ", "ryo"], ["学", "マナブ", "manabu"], ["勉", "ツトム", "tsutomu"], ["信也", "シンヤ", "shinya"],
  ["健二", "ケンジ", "kenji"], ["正樹", "マサキ", "masaki"], ["洋平", "ヨウヘイ", "yohei"], ["康弘", "ヤスヒロ", "yasuhiro"],
  ["茂", "シゲル", "shigeru"], ["稔", "ミノル", "minoru"], ["一郎", "イチロウ", "ichiro"], ["健太郎", "ケンタロウ", "kentaro"],
  ["智也", "トモヤ", "tomoya"], ["直樹", "ナオキ", "naoki"],
]);

// biome-ignore format: kept as a table
export const FEMALE_NAMES_ADULT = entries([
  ["裕子", "ユウコ", "yuko"], ["恵子", "ケイコ", "keiko"], ["直美", "ナオミ", "naomi"], ["智子", "トモコ", "tomoko"],
  ["由美子", "ユミコ", "yumiko"], ["久美子", "クミコ", "kumiko"], ["真由美", "マユミ", "mayumi"], ["明美", "アケミ", "akemi"],
  ["陽子", "ヨウコ", "yoko"], ["美穂", "ミホ", "miho"], ["香織", "カオリ", "kaori"], ["恵", "メグミ", "megumi"],
  ["愛", "アイ", "ai"], ["彩", "アヤ", "aya"], ["舞", "マイ", "mai"], ["麻衣", "マイ", "mai"],
  ["由紀", "ユキ", "yuki"], ["理恵", "リエ", "rie"], ["晴美", "ハルミ", "harumi"], ["典子", "ノリコ", "noriko"],
  ["洋子", "ヨウコ", "yoko"], ["幸子", "サチコ", "sachiko"], ["純子", "ジュンコ", "junko"], ["沙織", "サオリ", "saori"],
  ["瞳", "ヒトミ", "hitomi"], ["美紀", "ミキ", "miki"], ["亜希子", "アキコ", "akiko"], ["千春", "チハル", "chiharu"],
  ["加奈子", "カナコ", "kanako"], ["綾", "アヤ", "aya"],
]);

/**
 * International students: family and given name in katakana (the name column holds the katakana
 * form, as Japanese school rosters usually do), given name first as on their passports.
 */
// biome-ignore format: kept as a table
export const INTERNATIONAL_NAMES: { family: NameEntry; given: NameEntry; genderCd: 1 | 2 }[] = [
  { family: { kanji: "スミス", kana: "スミス", romaji: "smith" }, given: { kanji: "エマ", kana: "エマ", romaji: "emma" }, genderCd: 2 },
  { family: { kanji: "ジョンソン", kana: "ジョンソン", romaji: "johnson" }, given: { kanji: "リアム", kana: "リアム", romaji: "liam" }, genderCd: 1 },
  { family: { kanji: "グエン", kana: "グエン", romaji: "nguyen" }, given: { kanji: "ミン", kana: "ミン", romaji: "minh" }, genderCd: 1 },
  { family: { kanji: "キム", kana: "キム", romaji: "kim" }, given: { kanji: "ジウ", kana: "ジウ", romaji: "jiwoo" }, genderCd: 2 },
  { family: { kanji: "シルバ", kana: "シルバ", romaji: "silva" }, given: { kanji: "ルーカス", kana: "ルーカス", romaji: "lucas" }, genderCd: 1 },
  { family: { kanji: "ミュラー", kana: "ミュラー", romaji: "muller" }, given: { kanji: "ハンナ", kana: "ハンナ", romaji: "hanna" }, genderCd: 2 },
  { family: { kanji: "サントス", kana: "サントス", romaji: "santos" }, given: { kanji: "ガブリエル", kana: "ガブリエル", romaji: "gabriel" }, genderCd: 1 },
  { family: { kanji: "マルタン", kana: "マルタン", romaji: "martin" }, given: { kanji: "クロエ", kana: "クロエ", romaji: "chloe" }, genderCd: 2 },
];
