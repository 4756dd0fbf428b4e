import { z } from "zod";
import { defineContracts, NoContent } from "../api/contract";
import { idSchema, pageSchema, versionParam, versionSchema } from "../api/params";
import { ResendType, SendTarget } from "../codes/notification";
import { MEMBER_APP_API } from "../member-inbox/member-inbox-api";
import { MemberCandidateList, PushCreated, TargetOptions } from "../push-notifications/push-notification-api";
import { PushTarget, TargetCount } from "../push-notifications/push-target";
import { richTextField } from "../validation/rich-text";
import { SAFETY_QUESTION_CHOICES, SafetyAutoTrigger, SafetyQuestion } from "./safety-codes";

// 安否確認配信 / 安否確認結果 (menus safety-confirmation, safety-result). Server: modules/safety.
// Screens: backoffice modules/safety, the member app's safety page, the public /safety-answer page.

export const SAFETY_BASE = "/app/api/v2/safety";
/** Public: the answer screen opened from a mail link (no login; the personal key in the body). */
export const SAFETY_ANSWER_API = "/app/api/safety-answer";
/** The member app's answer routes (logged-in member). */
export const MEMBER_SAFETY_API = `${MEMBER_APP_API}/safety`;

export const SAFETY_TITLE_MAX = 100;
export const SAFETY_BODY_MAX = 5000;
export const SAFETY_FREE_TEXT_MAX = 500;
export const SAFETY_SEND_PAGE_SIZE = 20;
export const SAFETY_RECIPIENT_PAGE_SIZE = 50;

const trimmed = (field: string, max: number) =>
  z
    .string({ error: `${field}を入力してください` })
    .transform((v) => v.trim())
    .pipe(
      z.string().min(1, `${field}を入力してください`).max(max, `${field}は${max}文字以内で入力してください`),
    );

const questions = z
  .array(SafetyQuestion.schema)
  .max(SafetyQuestion.codes.length, "質問が多すぎます")
  .default([])
  .refine((q) => new Set(q).size === q.length, "同じ質問が重複しています");

const contentFields = {
  title: trimmed("タイトル", SAFETY_TITLE_MAX),
  bodyHtml: richTextField({ required: true, field: "本文", maxLength: SAFETY_BODY_MAX }),
  questions,
  isDrill: z.boolean({ error: "訓練かどうかを指定してください" }).default(false),
};

// ---- templates ----

export const SafetyTemplateBody = z.object({
  name: trimmed("テンプレート名", 100),
  ...contentFields,
  autoTrigger: SafetyAutoTrigger.schema.nullable().default(null),
});
export type SafetyTemplateInput = z.infer<typeof SafetyTemplateBody>;
export const UpdateSafetyTemplateBody = SafetyTemplateBody.extend({ version: versionSchema });
export type UpdateSafetyTemplateInput = z.infer<typeof UpdateSafetyTemplateBody>;
export const SafetyTemplateParams = z.object({ id: idSchema("テンプレート") });
export const SafetyTemplateVersionQuery = z.object({ version: versionParam });
export const SafetyTemplateItem = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  questions: z.array(SafetyQuestion.schema),
  isDrill: z.boolean(),
  autoTrigger: SafetyAutoTrigger.schema.nullable(),
  version: z.number(),
  updatedAt: z.string(),
});
export type SafetyTemplateItem = z.infer<typeof SafetyTemplateItem>;
export const SafetyTemplateList = z.object({ items: z.array(SafetyTemplateItem) });

// ---- sends ----

export const ComposeSafetyBody = z.object({
  ...contentFields,
  templateId: idSchema("テンプレート").nullable().default(null),
  target: PushTarget,
});
export type ComposeSafetyInput = z.infer<typeof ComposeSafetyBody>;
export type ComposeSafetyBodyInput = z.input<typeof ComposeSafetyBody>;

export const SafetyCreated = PushCreated;
export type SafetyCreated = z.infer<typeof SafetyCreated>;

export const SafetyIdParams = z.object({ id: idSchema("安否確認") });

/** Counts per state over a send's recipients (answered = states 1–3). */
export const SafetyCounts = z.object({
  recipients: z.number(),
  answered: z.number(),
  noContact: z.number(),
  safe: z.number(),
  minorInjury: z.number(),
  seriousInjury: z.number(),
  read: z.number(),
  /** answered / recipients in percent, one decimal; 0 with no recipients. */
  answerRate: z.number(),
});
export type SafetyCounts = z.infer<typeof SafetyCounts>;

const statusCode = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(9)]);

export const SafetySendItem = z.object({
  id: z.number(),
  title: z.string(),
  /** The title as shown: 【訓練】 before a drill's. */
  displayTitle: z.string(),
  isDrill: z.boolean(),
  origin: z.enum(["MANUAL", "AUTOMATIC"]),
  staffOnly: z.boolean(),
  status: statusCode,
  sentAt: z.string(),
  closedAt: z.string().nullable(),
  createdBy: z.string(),
  counts: SafetyCounts,
});
export type SafetySendItem = z.infer<typeof SafetySendItem>;

export const SafetySendQuery = z.object({
  drill: z.enum(["", "drill", "real"], { error: "訓練の条件が正しくありません" }).default(""),
  page: pageSchema,
});
export const SafetySendPage = z.object({
  items: z.array(SafetySendItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SafetySendPage = z.infer<typeof SafetySendPage>;

export const SafetyDispatchItem = z.object({
  id: z.number(),
  resendType: ResendType.schema.nullable(),
  recipientCount: z.number(),
  createdAt: z.string(),
});

export const SafetySendDetail = SafetySendItem.extend({
  bodyHtml: z.string(),
  questions: z.array(SafetyQuestion.schema),
  sendTarget: SendTarget.schema,
  targetLabels: z.array(z.string()),
  trigger: z
    .object({
      headline: z.string(),
      maxIntensityLabel: z.string().nullable(),
      areaNames: z.array(z.string()),
    })
    .nullable(),
  dispatches: z.array(SafetyDispatchItem),
});
export type SafetySendDetail = z.infer<typeof SafetySendDetail>;

export const SafetyResendBody = z.object({ resendType: ResendType.schema });

// ---- answers ----

const choiceOf = (question: keyof typeof SAFETY_QUESTION_CHOICES) => {
  const values = SAFETY_QUESTION_CHOICES[question].map((c) => c.value) as [string, ...string[]];
  return z.enum(values, { error: `「${SafetyQuestion.label(question)}」の回答を選択してください` });
};

export const SafetyAnswersInput = z
  .strictObject(
    {
      COME_TO_SCHOOL: choiceOf("COME_TO_SCHOOL").optional(),
      LOCATION: choiceOf("LOCATION").optional(),
      FAMILY: choiceOf("FAMILY").optional(),
      FREE_TEXT: z
        .string({ error: "自由記述を入力してください" })
        .trim()
        .max(SAFETY_FREE_TEXT_MAX, `自由記述は${SAFETY_FREE_TEXT_MAX}文字以内で入力してください`)
        .optional(),
    },
    { error: "回答できない質問が含まれているか、回答の形式が正しくありません" },
  )
  .default({});
export type SafetyAnswersInput = z.infer<typeof SafetyAnswersInput>;

/** The fixed question: 1 無事, 2 軽傷, 3 重傷 (0 未連絡 is not an answer). */
export const SafetyStateAnswer = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: "安否（無事・軽傷・重傷）を選択してください",
});

export const SafetyAnswerBody = z.object({ safetyState: SafetyStateAnswer, answers: SafetyAnswersInput });
export type SafetyAnswerBody = z.infer<typeof SafetyAnswerBody>;
export type SafetyAnswerBodyInput = z.input<typeof SafetyAnswerBody>;

const accessKey = z
  .string({ error: "リンクが正しくありません" })
  .min(16, "リンクが正しくありません")
  .max(128, "リンクが正しくありません");
export const SafetyKeyBody = z.object({ key: accessKey });
export const SafetyKeyAnswerBody = SafetyAnswerBody.extend({ key: accessKey });

export const SafetyAnswerState = z.object({
  safetyState: z.number(),
  answers: z.record(z.string(), z.string()),
  answerMethod: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** A staff member registered it (a phone call). */
  byStaff: z.boolean(),
});
export type SafetyAnswerState = z.infer<typeof SafetyAnswerState>;

/** What an answer screen shows (member app and mail link). */
export const SafetyAnswerView = z.object({
  organizationName: z.string(),
  /** Includes 【訓練】 for a drill. */
  title: z.string(),
  isDrill: z.boolean(),
  bodyHtml: z.string(),
  questions: z.array(SafetyQuestion.schema),
  /** Answering is open (false after 回答受付終了). */
  open: z.boolean(),
  recipientName: z.string(),
  answer: SafetyAnswerState.nullable(),
});
export type SafetyAnswerView = z.infer<typeof SafetyAnswerView>;

export const MemberSafetyParams = z.object({ deliveryId: idSchema("安否確認") });

// ---- recipients (basic result list and proxy answers) ----

export const SafetyRecipientQuery = z.object({
  state: z.enum(["", "0", "1", "2", "3"], { error: "安否の条件が正しくありません" }).default(""),
  page: pageSchema,
});
export const SafetyRecipientParams = z.object({
  id: idSchema("安否確認"),
  recipientId: idSchema("回答者"),
});
export const SafetyRecipientRow = z.object({
  recipientId: z.number(),
  /** member.id; null for a staff recipient. */
  memberId: z.number().nullable(),
  /** The school's member number, or the staff login id. */
  memberNo: z.string(),
  name: z.string(),
  placement: z.string(),
  telNo: z.string().nullable(),
  safetyState: z.number(),
  answers: z.record(z.string(), z.string()),
  answerMethod: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type SafetyRecipientRow = z.infer<typeof SafetyRecipientRow>;
export const SafetyRecipientPage = z.object({
  items: z.array(SafetyRecipientRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SafetyRecipientPage = z.infer<typeof SafetyRecipientPage>;

const B = SAFETY_BASE;
export const safetyContracts = defineContracts({
  [`GET ${B}/target-options`]: TargetOptions,
  [`GET ${B}/member-candidates`]: MemberCandidateList,
  [`POST ${B}/target-count`]: TargetCount,
  [`GET ${B}/templates`]: SafetyTemplateList,
  [`POST ${B}/templates`]: SafetyTemplateItem,
  [`PUT ${B}/templates/:id`]: SafetyTemplateItem,
  [`DELETE ${B}/templates/:id`]: NoContent,
  [`POST ${B}/sends`]: SafetyCreated,
  [`GET ${B}/sends`]: SafetySendPage,
  [`GET ${B}/sends/:id`]: SafetySendDetail,
  [`POST ${B}/sends/:id/close`]: SafetySendDetail,
  [`POST ${B}/sends/:id/reopen`]: SafetySendDetail,
  [`POST ${B}/sends/:id/resend`]: SafetyCreated,
  [`GET ${B}/sends/:id/recipients`]: SafetyRecipientPage,
  [`GET ${B}/results`]: SafetySendPage,
  [`GET ${B}/results/:id`]: SafetySendDetail,
  [`GET ${B}/results/:id/recipients`]: SafetyRecipientPage,
  [`PUT ${B}/results/:id/recipients/:recipientId/answer`]: SafetyRecipientRow,
  [`GET ${MEMBER_SAFETY_API}/:deliveryId`]: SafetyAnswerView,
  [`PUT ${MEMBER_SAFETY_API}/:deliveryId/answer`]: SafetyAnswerView,
  [`POST ${SAFETY_ANSWER_API}/open`]: SafetyAnswerView,
  [`POST ${SAFETY_ANSWER_API}`]: SafetyAnswerView,
} as const);
