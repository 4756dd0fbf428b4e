// Business constants and limits of spec §9 (and the always-allowed menu codes of §2.1).

// Timing (milliseconds)
export const TOAST_AUTO_HIDE_MS = 5000;
/** "Logged out after inactivity" is shown at most once per this interval (spec §8.2). */
export const SESSION_TIMEOUT_TOAST_THROTTLE_MS = 5000;
/** Repeated form-helper errors (user deleted, access key invalid) within this window are dropped. */
export const FORM_ERROR_DEDUPE_MS = 1000;
/** A chunk-load failure reloads the page once; another failure within this window does not. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

// Lists and screens
export const DEFAULT_PAGE_DISPLAY_COUNT = 20;
export const COMMON_ITEMS_PER_PAGE = 10;
export const DASHBOARD_INFORMATION_DISPLAY_COUNT = 5;
export const DEFAULT_PRINT_CARD_SELECTION = "0,1";
/** A FileFormat code (codes/system.ts). */
export const DEFAULT_DOWNLOAD_FORMAT = "Excel";
export const DEFAULT_ISSUE_CODE_METHOD = "DOWNLOAD";
export const DEFAULT_PHOTO_FOLDER_HIERARCHY = "NONE";
export const DEFAULT_CLASS_FILTER = "All";
export const DEFAULT_FONT_SIZE = "14px";

// Limits
export const MAX_CERTIFICATE_FILE_TYPES = 20;
export const REPORT_DOWNLOAD_LIMIT_DAYS = 7;
export const REPORT_UPLOAD_DIRECTORY = "reports";
export const SELECTION_SUBJECT_MAX = 8;
export const DEFAULT_TIMETABLE_PERIOD_COUNT = 6;
export const TRIAL_STUDENT_ORGANIZATION_CODE = "try-student";
export const HIERARCHY_DEPTH = 5;

// Authentication
export const TOTP_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
/** Out of four: upper-case, lower-case, digit, symbol. */
export const PASSWORD_MIN_CHARACTER_CLASSES = 3;

// Routing
export const FORM_FRONTEND_BASE_PATH = "/app/form-frontend";
/** Form-mode session processMode before one is chosen (spec §3.1). */
export const PROCESS_MODE_UNSET = -1;
/** Default form-mode login page name (spec §2.2, §3.1). */
export const DEFAULT_FORM_LOGIN_PAGE = "mypage";

/** Shell paths allowed without a menu entry (spec §2.1). */
export const ALWAYS_ALLOWED_MENU_CODES = [
  "not-found",
  "home",
  "dashboard",
  "form-dashboard",
  "announcement-display",
  "faq-display",
  "security-setting",
  "applicant-information",
] as const;
/** Allowed only when a survey-group entry exists in the news menu category (spec §2.1). */
export const TOTALLING_SURVEY_MENU_CODE = "totalling-survey";

export interface DocumentCodeRange {
  readonly key: string;
  readonly from: number;
  readonly to: number;
  readonly label: string;
}

/**
 * Admission notification document codes (spec §9): each document kind owns a range of codes so a
 * school can keep several variants (e.g. per course) of one document. Labels are the Japanese names
 * of the documents; the spec gives them in English only.
 */
export const ADMISSION_NOTIFICATION_DOCUMENT_RANGES: readonly DocumentCodeRange[] = [
  { key: "ACCEPTANCE_LETTER_HIGH_SCHOOL", from: 1, to: 99, label: "合格通知書（高等学校）" },
  { key: "ACCEPTANCE_LETTER", from: 100, to: 299, label: "合格通知書" },
  { key: "SELECTION_RESULT", from: 300, to: 399, label: "選考結果通知書" },
  { key: "ADMISSION_LETTER", from: 400, to: 400, label: "入学許可書" },
  { key: "DORMITORY_MEAL_PAYMENT", from: 450, to: 450, label: "寮食費納付書" },
  { key: "DORMITORY_FEES", from: 451, to: 451, label: "寮費納付書" },
  { key: "APPRECIATION_LETTER", from: 500, to: 599, label: "お礼状" },
  { key: "CONCURRENT_APPLICATION", from: 600, to: 601, label: "併願届" },
  { key: "ADMISSION_PAYMENT_RECEIPT", from: 700, to: 700, label: "入学金領収書" },
  { key: "PROCEDURE_PAYMENT_RECEIPT", from: 800, to: 800, label: "手続金領収書" },
  { key: "ENVELOPE", from: 900, to: 900, label: "封筒" },
  { key: "AO_EXAM_CERTIFICATE", from: 910, to: 959, label: "AO入試認定通知書" },
  { key: "AO_APPRECIATION_LETTER", from: 960, to: 999, label: "AO入試お礼状" },
];

/** The document kind a notification document code belongs to, or undefined for a code in a gap. */
export function admissionNotificationDocumentOf(code: number): DocumentCodeRange | undefined {
  return ADMISSION_NOTIFICATION_DOCUMENT_RANGES.find((r) => code >= r.from && code <= r.to);
}
