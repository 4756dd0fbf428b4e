import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema, pageSchema } from "../api/params";
import { ResendType } from "../codes/notification";
import { publicFormItemSchema } from "../forms/public-form";
import { MEMBER_APP_API } from "../member-inbox/member-inbox-api";
import {
  MemberCandidateList,
  PushCreated,
  reservedAtSchema,
  TargetOptions,
} from "../push-notifications/push-notification-api";
import { PushTarget, TargetCount } from "../push-notifications/push-target";
import { richTextField } from "../validation/rich-text";
import { SURVEY_MAX_QUESTIONS, SurveyQuestionInput, surveyQuestionIssues } from "./survey-questions";

// アンケート作成 / アンケート結果 (menus survey, survey-result; category 25). Server: modules/surveys.
// Answered in the member app (logged in) and at the public /survey-answer (a mail's personal link).

export const SURVEY_BASE = "/app/api/v2/surveys";
/** Public: the answer screen opened from a mail link (no login; the personal key in the body). */
export const SURVEY_ANSWER_API = "/app/api/survey-answer";
/** The member app's answer routes (logged-in member). */
export const MEMBER_SURVEY_API = `${MEMBER_APP_API}/surveys`;

export const SURVEY_TITLE_MAX = 100;
export const SURVEY_BODY_MAX = 5000;
export const SURVEY_PAGE_SIZE = 20;
export const SURVEY_ANSWER_PAGE_SIZE = 50;

export const SURVEY_CLOSED_MESSAGE = "このアンケートは回答期限を過ぎたため、回答の登録・変更はできません。";

const deadlineField = z
  .string({ error: "回答期限を入力してください" })
  .refine((v) => v.length <= 40 && !Number.isNaN(Date.parse(v)), "回答期限を正しい日時で入力してください")
  .transform((v) => new Date(v).toISOString());

export const CreateSurveyBody = z
  .object({
    title: z
      .string({ error: "タイトルを入力してください" })
      .transform((v) => v.trim())
      .pipe(
        z
          .string()
          .min(1, "タイトルを入力してください")
          .max(SURVEY_TITLE_MAX, `タイトルは${SURVEY_TITLE_MAX}文字以内で入力してください`),
      ),
    bodyHtml: richTextField({ field: "説明", maxLength: SURVEY_BODY_MAX }),
    questions: z
      .array(SurveyQuestionInput)
      .min(1, "質問を1つ以上追加してください")
      .max(SURVEY_MAX_QUESTIONS, `質問は${SURVEY_MAX_QUESTIONS}件までです`),
    deadline: deadlineField,
    /** Staff see the answers without names (the answer rows still know the member: one answer each). */
    anonymous: z.boolean({ error: "匿名かどうかを指定してください" }).default(false),
    target: PushTarget,
    /** 送信日時を予約する: Japan time as push writes it (「2026-04-01 07:00」); null or absent: send now. */
    reservedAt: reservedAtSchema.nullable().default(null),
  })
  .superRefine((body, ctx) => {
    for (const issue of surveyQuestionIssues(body.questions))
      ctx.addIssue({ code: "custom", path: ["questions", ...issue.path], message: issue.message });
    if (Date.parse(body.deadline) <= Date.now())
      ctx.addIssue({
        code: "custom",
        path: ["deadline"],
        message: "回答期限は現在より後の日時を指定してください",
      });
  });
export type CreateSurveyInput = z.infer<typeof CreateSurveyBody>;
export type CreateSurveyBodyInput = z.input<typeof CreateSurveyBody>;

export const SurveyCreated = PushCreated;
export type SurveyCreated = z.infer<typeof SurveyCreated>;
export const SurveyIdParams = z.object({ id: idSchema("アンケート") });
export const SurveyResendBody = z.object({ resendType: ResendType.schema });

export const SurveyListQuery = z.object({ page: pageSchema });
/**
 * NotificationStatus as a survey knows it: 1 sent (the delivery engine started it), 2 送信待ち（予約）
 * (reserved, not started yet), 3 取消 (the reservation was canceled; no answers are taken).
 */
export const SurveyStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type SurveyStatus = z.infer<typeof SurveyStatus>;
export const SurveyListItem = z.object({
  id: z.number(),
  title: z.string(),
  deadline: z.string(),
  anonymous: z.boolean(),
  /** Answers are taken: sent and before the deadline. */
  open: z.boolean(),
  status: SurveyStatus,
  /** The reserved send time (ISO); null for a survey sent at once. */
  reservedAt: z.string().nullable(),
  /** A reservation the engine has not started yet can still be canceled. */
  cancelable: z.boolean(),
  recipientCount: z.number(),
  answeredCount: z.number(),
  /** answered / recipients, 0–100 with one decimal. */
  answerRate: z.number(),
  /** When it went (or, reserved, goes) out. */
  sentAt: z.string(),
});
export type SurveyListItem = z.infer<typeof SurveyListItem>;
export const SurveyPage = z.object({
  items: z.array(SurveyListItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SurveyPage = z.infer<typeof SurveyPage>;

const QuestionView = z.object({
  key: z.string(),
  answerType: z.string(),
  label: z.string(),
  required: z.boolean(),
});

export const SurveyDetail = SurveyListItem.extend({
  bodyHtml: z.string(),
  questions: z.array(QuestionView),
});
export type SurveyDetail = z.infer<typeof SurveyDetail>;

export const SurveyAnswerListQuery = z.object({ page: pageSchema });
export const SurveyAnswerRow = z.object({
  recipientId: z.number(),
  /** null for an anonymous survey. */
  name: z.string().nullable(),
  memberNo: z.string().nullable(),
  placement: z.string().nullable(),
  answeredAt: z.string(),
  /** Display text of each answered question, by question key. */
  answers: z.record(z.string(), z.string()),
});
export type SurveyAnswerRow = z.infer<typeof SurveyAnswerRow>;
export const SurveyAnswerPage = z.object({
  items: z.array(SurveyAnswerRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SurveyAnswerPage = z.infer<typeof SurveyAnswerPage>;

// ---- answering ----

/** What the answer screen draws: the questions as form items, for packages/form-view. */
export const SurveyAnswerView = z.object({
  organizationName: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  deadline: z.string(),
  anonymous: z.boolean(),
  /** Answers are taken (before the deadline). */
  open: z.boolean(),
  form: z.object({
    sections: z.array(
      z.object({ sectionId: z.number(), title: z.string(), items: z.array(publicFormItemSchema) }),
    ),
  }),
  /** The member's saved answer, by question key; null before the first answer. */
  answer: z.record(z.string(), z.unknown()).nullable(),
  answeredAt: z.string().nullable(),
});
export type SurveyAnswerView = z.infer<typeof SurveyAnswerView>;

export const SurveyAnswerBody = z.object({
  answers: z.record(z.string().max(40), z.unknown(), { error: "回答の形式が正しくありません" }),
});
export type SurveyAnswerBody = z.infer<typeof SurveyAnswerBody>;
const keyField = z.string({ error: "リンクが正しくありません" }).max(200, "リンクが正しくありません");
export const SurveyKeyBody = z.object({ key: keyField });
export const SurveyKeyAnswerBody = SurveyAnswerBody.extend({ key: keyField });
/** A FILE_UPLOAD answer's file as stored: the answer names it by fileId (status ADD). */
export const SurveyFileUploaded = z.object({
  fileId: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  status: z.literal("ADD"),
});
export const MemberSurveyParams = z.object({ deliveryId: idSchema("お知らせ") });

const B = SURVEY_BASE;
export const surveyContracts = defineContracts({
  [`GET ${B}/target-options`]: TargetOptions,
  [`GET ${B}/member-candidates`]: MemberCandidateList,
  [`POST ${B}/target-count`]: TargetCount,
  [`POST ${B}`]: SurveyCreated,
  [`GET ${B}`]: SurveyPage,
  [`GET ${B}/:id`]: SurveyDetail,
  [`POST ${B}/:id/resend`]: SurveyCreated,
  [`POST ${B}/:id/cancel`]: SurveyDetail,
  [`GET ${B}/results`]: SurveyPage,
  [`GET ${B}/results/:id`]: SurveyDetail,
  [`GET ${B}/results/:id/answers`]: SurveyAnswerPage,
  [`GET ${MEMBER_SURVEY_API}/:deliveryId`]: SurveyAnswerView,
  [`PUT ${MEMBER_SURVEY_API}/:deliveryId/answer`]: SurveyAnswerView,
  [`POST ${SURVEY_ANSWER_API}/open`]: SurveyAnswerView,
  [`POST ${SURVEY_ANSWER_API}`]: SurveyAnswerView,
  [`POST ${MEMBER_SURVEY_API}/:deliveryId/files`]: SurveyFileUploaded,
  [`POST ${SURVEY_ANSWER_API}/files`]: SurveyFileUploaded,
} as const);
