import { z } from "zod";
import { defineContracts, NoContent } from "../api/contract";
import {
  calendarDateSchema,
  idSchema,
  intField,
  pageSchema,
  versionParam,
  versionSchema,
} from "../api/params";
import { defineCodes } from "../codes/define-codes";
import { MemberCandidateList } from "../push-notifications/push-notification-api";
import { checkTemperature } from "./health-temperature";

// ヘルスケア (category 26): menus health-check 体調報告一覧, health-check-setting ヘルスケア設定 and
// health-record 健康記録. Members report their health each morning (member app, a personal web link, or
// staff on their behalf); the nurse reads the school's and each class's picture. Server:
// modules/health-care. Screens: backoffice modules/health-care, member app pages/health.

export const HEALTH_CARE_BASE = "/app/api/v2/health-care";
export const MEMBER_HEALTH_API = "/app/api/member-app/health";
export const HEALTH_LINK_API = "/app/api/health-link";
export const HEALTH_NOTE_MAX = 200;
export const HEALTH_SYMPTOM_NAME_MAX = 30;
export const HEALTH_SYMPTOMS_MAX = 30;
export const HEALTH_RECORD_TITLE_MAX = 100;
export const HEALTH_RECORD_DETAIL_MAX = 2000;
export const HEALTH_OBSERVATION_PAGE_SIZE = 50;
/** The dashboard's trend covers this many days up to the chosen day. */
export const HEALTH_TREND_DAYS = 14;
/** The member's own history in the app. */
export const HEALTH_HISTORY_DAYS = 14;

/** The symptoms a new school starts with (ヘルスケア設定 edits them). */
export const DEFAULT_HEALTH_SYMPTOMS = [
  "発熱",
  "咳",
  "喉の痛み",
  "頭痛",
  "腹痛",
  "下痢",
  "嘔吐",
  "倦怠感",
  "鼻水",
  "味覚・嗅覚の異常",
] as const;

export const HealthObservationSource = defineCodes({
  APP: { code: "APP", label: "メンバーアプリ" },
  WEB_LINK: { code: "WEB_LINK", label: "Webリンク" },
  STAFF: { code: "STAFF", label: "職員入力" },
});
export type HealthObservationSourceCode = (typeof HealthObservationSource.codes)[number];

export const HealthRecordKind = defineCodes({
  CHECKUP: { code: "CHECKUP", label: "健康診断" },
  ALLERGY: { code: "ALLERGY", label: "アレルギー" },
  NOTE: { code: "NOTE", label: "特記事項" },
});
export type HealthRecordKindCode = (typeof HealthRecordKind.codes)[number];

const trimmedText = (field: string, max: number, required: boolean) =>
  z
    .string({ error: `${field}を入力してください` })
    .transform((v) => v.trim())
    .pipe(
      required
        ? z
            .string()
            .min(1, `${field}を入力してください`)
            .max(max, `${field}は${max}文字以内で入力してください`)
        : z.string().max(max, `${field}は${max}文字以内で入力してください`),
    );

/** A temperature in a body: a number or text, out as tenths of a degree (365). */
export const temperatureField = z.unknown().transform((input, ctx) => {
  const checked = checkTemperature(input);
  if (checked.ok) return checked.tenths;
  ctx.addIssue({ code: "custom", message: checked.message });
  return z.NEVER;
});

const symptomIds = z
  .array(intField("症状"), { error: "症状の指定が正しくありません" })
  .max(HEALTH_SYMPTOMS_MAX, "症状の指定が多すぎます")
  .default([])
  .refine((ids) => new Set(ids).size === ids.length, "同じ症状が重複しています");

// ---- the observation ----

/** Today's observation as a member sends it (member app or web link). */
export const HealthObservationBody = z.object({
  temperature: temperatureField,
  symptomIds,
  note: trimmedText("メモ", HEALTH_NOTE_MAX, false).default(""),
});
export type HealthObservationBody = z.infer<typeof HealthObservationBody>;
export type HealthObservationInput = { temperature: number | string; symptomIds?: number[]; note?: string };

export const HealthLinkBody = z.object({ key: z.string({ error: "リンクが正しくありません" }).max(100) });
export const HealthLinkObservationBody = HealthObservationBody.extend({
  key: z.string({ error: "リンクが正しくありません" }).max(100),
});

/** Staff entering a member's observation (職員入力); any past day, not the future. */
export const StaffObservationBody = HealthObservationBody.extend({
  memberId: idSchema("メンバー"),
  date: calendarDateSchema("日付"),
});
export type StaffObservationInput = HealthObservationInput & { memberId: number; date: string };

export const HealthSymptom = z.object({ id: z.number(), name: z.string(), active: z.boolean() });
export type HealthSymptom = z.infer<typeof HealthSymptom>;

export const HealthObservationItem = z.object({
  id: z.number(),
  memberId: z.number(),
  memberCode: z.string(),
  memberName: z.string(),
  className: z.string(),
  date: z.string(),
  /** ℃, one decimal (36.5). */
  temperature: z.number(),
  fever: z.boolean(),
  symptomIds: z.array(z.number()),
  symptomNames: z.array(z.string()),
  note: z.string(),
  source: HealthObservationSource.schema,
  recordedAt: z.string(),
});
export type HealthObservationItem = z.infer<typeof HealthObservationItem>;

/** A member's own observation, as the member app and the web link show it (and a report answers). */
export const HealthOwnObservation = z.object({
  date: z.string(),
  temperature: z.number(),
  fever: z.boolean(),
  symptomIds: z.array(z.number()),
  symptomNames: z.array(z.string()),
  note: z.string(),
  recordedAt: z.string(),
});
export type HealthOwnObservation = z.infer<typeof HealthOwnObservation>;

/** What the member app and the web link show: today's record, the symptom list, the own history. */
export const MemberHealthView = z.object({
  memberName: z.string(),
  organizationName: z.string(),
  date: z.string(),
  feverThreshold: z.number(),
  symptoms: z.array(z.object({ id: z.number(), name: z.string() })),
  today: HealthOwnObservation.nullable(),
  /** Earlier days, newest first. */
  history: z.array(HealthOwnObservation),
});
export type MemberHealthView = z.infer<typeof MemberHealthView>;

// ---- settings ----

const thresholdMessage = "発熱の目安は37.0〜39.0℃の範囲で、小数第1位まで入力してください";
export const HealthCareSettingBody = z.object({
  feverThreshold: z
    .number({ error: thresholdMessage })
    .min(37, thresholdMessage)
    .max(39, thresholdMessage)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, thresholdMessage),
  spreadThreshold: intField("同じ症状の人数", { min: 0, max: 100 }),
  webLinkEnabled: z.boolean({ error: "Webリンクの利用を指定してください" }),
  webLinkValidDays: intField("Webリンクの有効日数", { min: 1, max: 400 }),
  version: versionSchema.optional(),
});
export type HealthCareSettingBody = z.infer<typeof HealthCareSettingBody>;

export const HealthCareSetting = z.object({
  feverThreshold: z.number(),
  spreadThreshold: z.number(),
  webLinkEnabled: z.boolean(),
  webLinkValidDays: z.number(),
  version: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type HealthCareSetting = z.infer<typeof HealthCareSetting>;

export const HealthSymptomListBody = z.object({
  items: z
    .array(
      z.object({
        id: idSchema("症状").optional(),
        name: trimmedText("症状名", HEALTH_SYMPTOM_NAME_MAX, true),
        active: z.boolean({ error: "症状の利用を指定してください" }),
      }),
    )
    .min(1, "症状を1つ以上登録してください")
    .max(HEALTH_SYMPTOMS_MAX, `症状は${HEALTH_SYMPTOMS_MAX}件まで登録できます`)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.name))
          ctx.addIssue({ code: "custom", path: [i, "name"], message: `「${item.name}」が重複しています` });
        seen.add(item.name);
      });
    }),
});
export type HealthSymptomListBody = z.infer<typeof HealthSymptomListBody>;
export const HealthSymptomList = z.object({ items: z.array(HealthSymptom) });

// ---- dashboard, trends, list ----

export const HealthDayQuery = z.object({ date: calendarDateSchema("日付").optional() });

export const HealthCounts = z.object({
  members: z.number(),
  reported: z.number(),
  fever: z.number(),
  withSymptoms: z.number(),
});
export type HealthCounts = z.infer<typeof HealthCounts>;

export const HealthSpread = z.object({ symptomId: z.number(), name: z.string(), count: z.number() });
export const HealthClassRow = HealthCounts.extend({
  /** The deepest hierarchy code of the members' placement; "" for members placed nowhere. */
  classCd: z.string(),
  className: z.string(),
  flagged: z.boolean(),
  symptoms: z.array(HealthSpread),
});
export type HealthClassRow = z.infer<typeof HealthClassRow>;

export const HealthAlertItem = z.object({
  kind: z.enum(["FEVER", "SPREAD"]),
  classCd: z.string(),
  className: z.string(),
  /** 「発熱」 or the symptom's name. */
  label: z.string(),
  count: z.number(),
  raisedAt: z.string(),
});
export type HealthAlertItem = z.infer<typeof HealthAlertItem>;

export const HealthDashboard = z.object({
  date: z.string(),
  feverThreshold: z.number(),
  spreadThreshold: z.number(),
  school: HealthCounts,
  classes: z.array(HealthClassRow),
  alerts: z.array(HealthAlertItem),
});
export type HealthDashboard = z.infer<typeof HealthDashboard>;

export const HealthTrendQuery = z.object({
  until: calendarDateSchema("日付").optional(),
  classCd: z.string().max(32, "クラスの指定が正しくありません").default(""),
});
export const HealthTrendPoint = z.object({
  date: z.string(),
  reported: z.number(),
  fever: z.number(),
  withSymptoms: z.number(),
});
export const HealthTrends = z.object({ items: z.array(HealthTrendPoint) });
export type HealthTrends = z.infer<typeof HealthTrends>;

export const HealthObservationQuery = z.object({
  date: calendarDateSchema("日付").optional(),
  classCd: z.string().max(32, "クラスの指定が正しくありません").default(""),
  onlyFlagged: z.enum(["true", "false"], { error: "絞り込みの指定が正しくありません" }).default("false"),
  page: pageSchema,
});
export const HealthObservationPage = z.object({
  items: z.array(HealthObservationItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type HealthObservationPage = z.infer<typeof HealthObservationPage>;

export const HealthMemberQuery = z.object({
  keyword: z.string().max(100, "検索語は100文字以内で入力してください").default(""),
});

// ---- web link ----

export const HealthWebLinkBody = z.object({ memberId: idSchema("メンバー") });
export const HealthWebLink = z.object({ url: z.string(), expiresAt: z.string() });
export type HealthWebLink = z.infer<typeof HealthWebLink>;

// ---- health records (健康記録) ----

export const HealthRecordBody = z.object({
  memberId: idSchema("メンバー"),
  kind: HealthRecordKind.schema,
  recordedOn: calendarDateSchema("記録日"),
  title: trimmedText("件名", HEALTH_RECORD_TITLE_MAX, true),
  detail: trimmedText("内容", HEALTH_RECORD_DETAIL_MAX, false).default(""),
  version: versionSchema.optional(),
});
export type HealthRecordBody = z.infer<typeof HealthRecordBody>;
export type HealthRecordInput = z.input<typeof HealthRecordBody>;
export const HealthRecordParams = z.object({ id: idSchema("健康記録") });
export const HealthRecordDeleteQuery = z.object({ version: versionParam.optional() });
export const HealthRecordQuery = z.object({ memberId: idSchema("メンバー") });

export const HealthRecordItem = z.object({
  id: z.number(),
  memberId: z.number(),
  kind: HealthRecordKind.schema,
  recordedOn: z.string(),
  title: z.string(),
  detail: z.string(),
  version: z.number(),
  updatedAt: z.string(),
});
export type HealthRecordItem = z.infer<typeof HealthRecordItem>;
export const HealthRecordList = z.object({
  member: z.object({ id: z.number(), memberCode: z.string(), name: z.string(), className: z.string() }),
  items: z.array(HealthRecordItem),
});
export type HealthRecordList = z.infer<typeof HealthRecordList>;

const B = HEALTH_CARE_BASE;
export const healthCareContracts = defineContracts({
  [`GET ${B}/setting`]: HealthCareSetting,
  [`PUT ${B}/setting`]: HealthCareSetting,
  [`GET ${B}/symptoms`]: HealthSymptomList,
  [`PUT ${B}/symptoms`]: HealthSymptomList,
  [`GET ${B}/dashboard`]: HealthDashboard,
  [`GET ${B}/trends`]: HealthTrends,
  [`GET ${B}/observations`]: HealthObservationPage,
  [`PUT ${B}/observations`]: HealthObservationItem,
  [`GET ${B}/member-candidates`]: MemberCandidateList,
  [`POST ${B}/web-links`]: HealthWebLink,
  [`GET ${B}/records`]: HealthRecordList,
  [`GET ${B}/record-candidates`]: MemberCandidateList,
  [`POST ${B}/records`]: HealthRecordItem,
  [`PUT ${B}/records/:id`]: HealthRecordItem,
  [`DELETE ${B}/records/:id`]: NoContent,
  [`GET ${MEMBER_HEALTH_API}`]: MemberHealthView,
  [`PUT ${MEMBER_HEALTH_API}`]: HealthOwnObservation,
  [`POST ${HEALTH_LINK_API}/open`]: MemberHealthView,
  [`POST ${HEALTH_LINK_API}`]: HealthOwnObservation,
} as const);
