import { MenuCategory } from "@gakumu/domain";

/**
 * The menus every organisation starts with: the 24 categories of spec §6 (23 plus the disabled sample
 * category 999) in the spec's order, each with its screens. seedMenus copies this into an
 * organisation's menu tables, where a school may then rename, hide or disable entries.
 *
 * Category names come from the domain's MenuCategory labels, so the sidebar, selects and this list say
 * the same. Menu codes are the first path segment of the back office (spec §2.1); modules that own a
 * screen use the same code in their route access (`{ menu: "member-list" }`).
 */
export interface CatalogueMenu<Code extends string = string> {
  menuCd: Code;
  name: string;
  parameter?: string;
  screenControlString?: string;
}

export interface CatalogueCategory<Code extends string = string> {
  menuCategoryCd: number;
  name: string;
  /** A Tabler icon name; stored as the category's css class name for the sidebar. */
  icon: string;
  disabled?: boolean;
  menus: CatalogueMenu<Code>[];
}

type Entry<Code extends string> = readonly [
  menuCd: Code,
  name: string,
  extra?: Omit<CatalogueMenu, "menuCd" | "name">,
];

// `const Code` keeps each menu code as its literal type, so MenuCode below is the union of them all.
function category<const Code extends string>(
  menuCategoryCd: number,
  icon: string,
  entries: readonly Entry<Code>[],
): CatalogueCategory<Code> {
  const entry: { label: string; disabled?: boolean } | undefined = MenuCategory.entry(menuCategoryCd);
  if (!entry) throw new Error(`unknown menu category ${menuCategoryCd}`);
  return {
    menuCategoryCd,
    name: entry.label,
    icon,
    disabled: entry.disabled === true,
    menus: entries.map(([menuCd, name, extra]) => ({ menuCd, name, ...extra })),
  };
}

export const MENU_CATALOGUE = [
  category(MenuCategory.MEMBER, "users", [
    ["member-list", "メンバー一覧", { screenControlString: "EXPORT,PRINT_CARD" }],
    ["member-import", "メンバーインポート"],
    ["member-request", "申請管理"],
    ["photo-approval", "顔写真承認"],
    ["member-attribute", "メンバー属性設定"],
    ["alumni-list", "卒業生一覧", { parameter: "processMode=1" }],
    ["certificate-issue", "証明書発行"],
  ]),
  category(MenuCategory.CONCERN, "user-heart", [
    ["concern-list", "関係者一覧", { parameter: "processMode=9" }],
    ["concern-import", "関係者インポート", { parameter: "processMode=9" }],
  ]),
  category(MenuCategory.PUSH, "bell", [
    ["push-notification", "プッシュ通知配信"],
    ["push-history", "配信履歴"],
    ["push-template", "配信テンプレート"],
  ]),
  category(MenuCategory.SURVEY, "clipboard-list", [
    ["survey", "アンケート作成"],
    ["survey-result", "アンケート結果"],
  ]),
  category(MenuCategory.HEALTH_CARE, "heartbeat", [
    ["health-check", "体調報告一覧"],
    ["health-check-setting", "ヘルスケア設定"],
    ["health-record", "健康記録"],
  ]),
  category(MenuCategory.SAFETY, "shield-check", [
    ["safety-confirmation", "安否確認配信"],
    ["safety-result", "安否確認結果"],
    ["daily-safety", "定時安否確認"],
    ["safety-auto", "自動配信設定"],
  ]),
  category(MenuCategory.GROUP_PUSH, "users-group", [
    ["group-push", "グループ配信"],
    ["push-group", "配信グループ管理"],
  ]),
  category(MenuCategory.NOTEBOOK, "notebook", [
    ["notebook", "手帳管理"],
    ["notebook-category", "手帳カテゴリ"],
  ]),
  category(MenuCategory.CONTACT, "mail", [
    ["contact", "連絡一覧"],
    ["daily-report", "日報"],
    ["contact-web", "Web連絡設定"],
  ]),
  category(MenuCategory.COMMUTER_CERTIFICATE, "train", [
    ["commuter-certificate", "通学証明書申請"],
    ["commute-route", "通学経路マスタ"],
  ]),
  category(MenuCategory.TIME_CARD, "clock", [
    ["time-card", "タイムカード"],
    ["time-management", "勤怠承認"],
    ["time-card-setting", "打刻設定"],
  ]),
  category(MenuCategory.ATTENDANCE, "calendar-check", [
    ["attendance", "出欠登録"],
    ["attendance-summary", "出欠集計"],
    ["attendance-qr", "出欠QRコード"],
  ]),
  category(MenuCategory.NEWS, "news", [
    ["announcement", "お知らせ"],
    ["faq", "FAQ"],
    ["survey-group", "アンケートグループ"],
    ["rss-linkage", "RSS連携"],
  ]),
  category(MenuCategory.COURSE_MANAGEMENT, "books", [
    ["course", "講座一覧"],
    ["timetable", "時間割"],
    ["class-group", "クラス編成"],
  ]),
  category(MenuCategory.FACILITY_RESERVATION, "building", [
    ["facility", "施設管理"],
    ["facility-reservation", "予約一覧"],
    ["facility-raffle", "抽選管理"],
  ]),
  category(MenuCategory.STUDY_PLAN, "school", [
    ["study-plan", "学習計画一覧"],
    ["study-plan-lecturer", "講師設定"],
    ["study-plan-subject", "科目設定"],
  ]),
  category(MenuCategory.BULK_UPDATE, "refresh", [
    ["bulk-update", "一括更新"],
    ["bulk-update-history", "一括更新履歴"],
  ]),
  category(MenuCategory.EXAMINATION, "file-certificate", [
    ["examination", "試験一覧"],
    ["examination-score", "得点入力"],
  ]),
  category(MenuCategory.GRADE_RATING, "chart-bar", [
    ["grade-rating", "成績評価"],
    ["gpa-setting", "GPA設定"],
    ["grade-report", "成績表出力"],
  ]),
  category(MenuCategory.MASTER, "database", [
    ["login-user", "管理者ユーザー"],
    ["organization-setting", "組織設定"],
    ["hierarchy", "組織階層"],
    ["grade-master", "学年マスタ"],
    ["notice-setting", "通知設定"],
    ["operation-log", "操作ログ"],
    ["sent-mail", "送信メール"],
  ]),
  category(MenuCategory.AUTHORITY, "lock", [["authority-setting", "権限設定"]]),
  category(MenuCategory.MOBILE_MANAGE, "device-mobile", [
    ["mobile-app-setting", "アプリ設定"],
    ["mobile-menu", "アプリメニュー設定"],
    ["member-account", "アプリ利用者管理"],
    ["card-print", "会員証印刷"],
  ]),
  category(MenuCategory.APPLICANT, "user-plus", [
    ["applicant-list", "志願者一覧", { parameter: "processMode=2" }],
    ["admission-result", "合否管理", { parameter: "processMode=2" }],
    ["admission-document", "入試帳票出力", { parameter: "processMode=2" }],
    ["open-campus", "オープンキャンパス"],
  ]),
  category(MenuCategory.FORM, "forms", [
    ["form", "フォーム一覧"],
    ["form-answer", "回答一覧"],
    ["form-user", "フォームユーザー"],
  ]),
  category(MenuCategory.SAMPLE, "flask", [["sample-page", "サンプルページ"]]),
] as const;

/**
 * A menu code of the catalogue. Route access (`{ menu: … }`) and module definitions take this type, so
 * a misspelt or removed code fails the typecheck instead of closing a route at run time.
 */
export type MenuCode = (typeof MENU_CATALOGUE)[number]["menus"][number]["menuCd"];

/** Every menu code of the catalogue, in sidebar order. */
export const CATALOGUE_MENU_CODES: readonly MenuCode[] = MENU_CATALOGUE.flatMap(
  (c: CatalogueCategory<MenuCode>) => c.menus.map((m) => m.menuCd),
);

/** The catalogue category of a menu code, e.g. 800 for "login-user". */
export function catalogueCategoryOf(menuCd: string): number | undefined {
  return MENU_CATALOGUE.find((c) => c.menus.some((m) => m.menuCd === menuCd))?.menuCategoryCd;
}
