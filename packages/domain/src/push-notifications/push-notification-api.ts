import { z } from "zod";
import { defineContracts, NoContent } from "../api/contract";
import { idSchema, pageSchema, versionParam, versionSchema } from "../api/params";
import { NotificationStatus, ResendType, SendTarget } from "../codes/notification";
import { parseDate } from "../dates";
import { richTextField } from "../validation/rich-text";
import { PushTarget, TargetCount } from "./push-target";

// プッシュ通知配信 / グループ配信 / 配信履歴 / 配信テンプレート (menus push-notification, group-push,
// push-history, push-template). Server: modules/push-notifications. Screens: backoffice
// modules/push-notifications.

export const PUSH_BASE = "/app/api/v2/push-notifications";
/** The same compose routes for group push (kind 4), behind the グループ配信 menu. */
export const GROUP_PUSH_BASE = "/app/api/v2/group-push";
export const PUSH_HISTORY_BASE = "/app/api/v2/push-history";
export const PUSH_TEMPLATES_BASE = "/app/api/v2/push-templates";
/** Public: an attachment by its unguessable key, for the member app and mail links. */
export const PUSH_ATTACHMENT_BASE = "/app/api/push-attachments";

export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 5000;
export const PUSH_LINKS_MAX = 5;
export const PUSH_ATTACHMENTS_MAX = 5;
export const PUSH_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const PUSH_REPLY_CHOICES_MAX = 10;
export const PUSH_REPLY_TEXT_MAX = 1000;
export const PUSH_HISTORY_PAGE_SIZE = 20;
export const PUSH_RECIPIENT_PAGE_SIZE = 50;
/** How far ahead a send may be reserved. */
export const PUSH_RESERVE_MAX_DAYS = 366;

export const ReplyType = ["NONE", "TEXT", "CHOICE"] as const;
export type ReplyType = (typeof ReplyType)[number];
export const REPLY_TYPE_LABELS: Record<ReplyType, string> = {
  NONE: "返信なし",
  TEXT: "自由記述",
  CHOICE: "選択肢",
};

const trimmed = (field: string, max: number) =>
  z
    .string({ error: `${field}を入力してください` })
    .transform((v) => v.trim())
    .pipe(
      z.string().min(1, `${field}を入力してください`).max(max, `${field}は${max}文字以内で入力してください`),
    );

const url = z
  .string({ error: "URLを入力してください" })
  .trim()
  .max(2000, "URLは2000文字以内で入力してください")
  .refine(
    (v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v),
    "URLは http:// または https:// で始まる正しいアドレスを入力してください",
  );

export const PushLink = z.object({ label: trimmed("リンクの表示名", 100), url });
export type PushLink = z.infer<typeof PushLink>;
/** A stored link in an answer: no trimming transform, which a response schema cannot encode. */
const PushLinkAnswer = z.object({ label: z.string(), url: z.string() });

const replyFields = {
  replyType: z.enum(ReplyType, { error: "返信の方法を選択してください" }).default("NONE"),
  replyChoices: z
    .array(trimmed("選択肢", 100))
    .max(PUSH_REPLY_CHOICES_MAX, `選択肢は${PUSH_REPLY_CHOICES_MAX}件までです`)
    .default([]),
};

/** CHOICE needs two distinct choices or more; the other reply types take none. */
function checkReply(value: { replyType: ReplyType; replyChoices: string[] }, ctx: z.RefinementCtx) {
  if (value.replyType !== "CHOICE") {
    if (value.replyChoices.length > 0)
      ctx.addIssue({
        code: "custom",
        path: ["replyChoices"],
        message: "選択肢は返信方法「選択肢」のときだけ指定できます",
      });
    return;
  }
  if (value.replyChoices.length < 2)
    ctx.addIssue({ code: "custom", path: ["replyChoices"], message: "選択肢を2件以上入力してください" });
  else if (new Set(value.replyChoices).size !== value.replyChoices.length)
    ctx.addIssue({ code: "custom", path: ["replyChoices"], message: "選択肢が重複しています" });
}

const contentFields = {
  title: trimmed("タイトル", PUSH_TITLE_MAX),
  bodyHtml: richTextField({ required: true, field: "本文", maxLength: PUSH_BODY_MAX }),
  links: z.array(PushLink).max(PUSH_LINKS_MAX, `リンクは${PUSH_LINKS_MAX}件までです`).default([]),
  ...replyFields,
};

/** A reserved time as the screen writes it, in Japan time: 「2026-04-01 07:00」. */
export const reservedAtSchema = z
  .string({ error: "予約日時を入力してください" })
  .max(16, "予約日時はyyyy-MM-dd HH:mm形式の正しい日時で入力してください")
  .refine(
    (v) => parseDate(v, "yyyy-MM-dd HH:mm") !== null,
    "予約日時はyyyy-MM-dd HH:mm形式の正しい日時で入力してください",
  );

export const ComposePushBody = z
  .object({
    ...contentFields,
    attachmentKeys: z
      .array(z.string().min(1).max(64, "添付ファイルが正しくありません"))
      .max(PUSH_ATTACHMENTS_MAX, `添付ファイルは${PUSH_ATTACHMENTS_MAX}件までです`)
      .default([]),
    notifyReplyToSender: z.boolean({ error: "返信の通知を指定してください" }).default(false),
    urgent: z.boolean({ error: "緊急かどうかを指定してください" }).default(false),
    target: PushTarget,
    /** Null or absent: send now. */
    reservedAt: reservedAtSchema.nullable().default(null),
  })
  .superRefine(checkReply);
export type ComposePushInput = z.infer<typeof ComposePushBody>;
export type ComposePushBodyInput = z.input<typeof ComposePushBody>;

export const TargetCountBody = z.object({ target: PushTarget });

export const PushAttachmentItem = z.object({
  key: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type PushAttachmentItem = z.infer<typeof PushAttachmentItem>;

/** What the compose screen needs to pick a target, behind the compose menu itself. */
export const TargetOptions = z.object({
  nodes: z.array(
    z.object({ divisionCd: z.string(), parentDivisionCd: z.string(), name: z.string(), depth: z.number() }),
  ),
  grades: z.array(z.object({ gradeCd: z.number(), name: z.string() })),
  attributes: z.array(
    z.object({
      attributeCd: z.string(),
      name: z.string(),
      attributeType: z.string(),
      options: z.array(z.string()),
    }),
  ),
  groups: z.array(z.object({ id: z.number(), name: z.string(), memberCount: z.number() })),
});
export type TargetOptions = z.infer<typeof TargetOptions>;

export const MemberCandidateQuery = z.object({
  keyword: z.string().max(100, "キーワードは100文字以内で入力してください").default(""),
});
export const MemberCandidate = z.object({
  id: z.number(),
  memberId: z.string(),
  name: z.string(),
  placement: z.string(),
});
export const MemberCandidateList = z.object({ items: z.array(MemberCandidate) });
export type MemberCandidate = z.infer<typeof MemberCandidate>;

export const PushIdParams = z.object({ id: idSchema("配信") });

const statusCode = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(9)]);

export const PushSummary = z.object({
  recipients: z.number(),
  sent: z.number(),
  failed: z.number(),
  pending: z.number(),
  read: z.number(),
  replied: z.number(),
});
export type PushSummary = z.infer<typeof PushSummary>;

export const PushHistoryItem = z.object({
  id: z.number(),
  kind: z.number(),
  title: z.string(),
  status: statusCode,
  reservedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  resendType: z.number().nullable(),
  summary: PushSummary,
});
export type PushHistoryItem = z.infer<typeof PushHistoryItem>;

const day = (field: string) =>
  z
    .string({ error: `${field}は日付で入力してください` })
    .max(10, `${field}は正しい日付を入力してください`)
    .refine((v) => v === "" || parseDate(v, "yyyy-MM-dd") !== null, `${field}は正しい日付を入力してください`)
    .default("");

export const PushHistoryQuery = z
  .object({
    status: z.coerce
      .number({ error: "状態が正しくありません" })
      .pipe(z.union([z.literal(0), statusCode], { error: "状態が正しくありません" }))
      .default(0),
    kind: z.coerce
      .number({ error: "種別が正しくありません" })
      .pipe(
        z.union([z.literal(0), z.literal(1), z.literal(4), z.literal(5)], {
          error: "種別が正しくありません",
        }),
      )
      .default(0),
    from: day("期間（開始）"),
    to: day("期間（終了）"),
    keyword: z.string().max(100, "キーワードは100文字以内で入力してください").default(""),
    page: pageSchema,
  })
  .refine((f) => f.from === "" || f.to === "" || f.from <= f.to, {
    message: "期間（終了）は期間（開始）以降の日付を入力してください",
    path: ["to"],
  });
export type PushHistoryQuery = z.infer<typeof PushHistoryQuery>;

export const PushHistoryPage = z.object({
  items: z.array(PushHistoryItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PushHistoryPage = z.infer<typeof PushHistoryPage>;

export const PushDetail = PushHistoryItem.extend({
  bodyHtml: z.string(),
  links: z.array(PushLinkAnswer),
  attachments: z.array(PushAttachmentItem.extend({ url: z.string() })),
  replyType: z.enum(ReplyType),
  replyChoices: z.array(z.string()),
  notifyReplyToSender: z.boolean(),
  urgent: z.boolean(),
  sendTarget: SendTarget.schema,
  targetLabels: z.array(z.string()),
  /** Counts per choice (CHOICE replies). */
  choiceCounts: z.array(z.object({ choice: z.string(), count: z.number() })),
  cancelable: z.boolean(),
});
export type PushDetail = z.infer<typeof PushDetail>;

export const RecipientQuery = z.object({
  page: pageSchema,
  readState: z.enum(["", "read", "unread"], { error: "既読の条件が正しくありません" }).default(""),
});

export const PushRecipientRow = z.object({
  memberId: z.number(),
  memberNo: z.string(),
  name: z.string(),
  placement: z.string(),
  channels: z.array(
    z.object({
      channel: z.enum(["push", "line", "mail"]),
      sendStatus: z.union([z.literal(1), z.literal(2)]).nullable(),
      failureReason: z.string().nullable(),
      sentAt: z.string().nullable(),
    }),
  ),
  readAt: z.string().nullable(),
  answerMethod: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type PushRecipientRow = z.infer<typeof PushRecipientRow>;
export const PushRecipientPage = z.object({
  items: z.array(PushRecipientRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PushRecipientPage = z.infer<typeof PushRecipientPage>;

// Not strict: the back office adds its common fields (tenantCd, userId, processMode…) to every body,
// and a strict object refused the resend that 配信履歴 sends.
export const ResendBody = z.object({ resendType: ResendType.schema });
export const PushCreated = z.object({ id: z.number(), status: statusCode, recipientCount: z.number() });
export type PushCreated = z.infer<typeof PushCreated>;

export const PushExportBody = z.object({
  format: z.enum(["Excel", "Csv"], { error: "ファイル形式は Excel か Csv を選択してください" }),
  csvEncoding: z
    .enum(["shift_jis", "utf8-bom"], { error: "文字コードは shift_jis か utf8-bom を選択してください" })
    .default("shift_jis"),
});

// ---- templates ----

export const PushTemplateBody = z
  .object({ name: trimmed("テンプレート名", 100), ...contentFields })
  .superRefine(checkReply);
export type PushTemplateInput = z.infer<typeof PushTemplateBody>;
export const UpdatePushTemplateBody = z
  .object({ name: trimmed("テンプレート名", 100), ...contentFields, version: versionSchema })
  .superRefine(checkReply);
export type UpdatePushTemplateInput = z.infer<typeof UpdatePushTemplateBody>;
export const PushTemplateParams = z.object({ id: idSchema("テンプレート") });
export const PushTemplateVersionQuery = z.object({ version: versionParam });
export const PushTemplateItem = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  links: z.array(PushLinkAnswer),
  replyType: z.enum(ReplyType),
  replyChoices: z.array(z.string()),
  version: z.number(),
  updatedAt: z.string(),
});
export type PushTemplateItem = z.infer<typeof PushTemplateItem>;
export const PushTemplateList = z.object({ items: z.array(PushTemplateItem) });

/** What a member sends back (E2's member API hands it to savePushReply). */
export const PushReplyInput = z.union([
  z.object({ text: trimmed("返信", PUSH_REPLY_TEXT_MAX) }),
  z.object({ choice: trimmed("選択肢", 100) }),
]);
export type PushReplyInput = z.infer<typeof PushReplyInput>;

export const statusLabel = (status: number) => NotificationStatus.label(status as 1) || "";

export const pushNotificationContracts = defineContracts({
  "POST /app/api/v2/push-notifications/target-count": TargetCount,
  "GET /app/api/v2/push-notifications/target-options": TargetOptions,
  "GET /app/api/v2/push-notifications/member-candidates": MemberCandidateList,
  "POST /app/api/v2/push-notifications": PushCreated,
  "POST /app/api/v2/push-notifications/attachments": PushAttachmentItem,
  "GET /app/api/v2/push-notifications/templates": PushTemplateList,
  "POST /app/api/v2/group-push/target-count": TargetCount,
  "GET /app/api/v2/group-push/target-options": TargetOptions,
  "GET /app/api/v2/group-push/member-candidates": MemberCandidateList,
  "POST /app/api/v2/group-push": PushCreated,
  "POST /app/api/v2/group-push/attachments": PushAttachmentItem,
  "GET /app/api/v2/group-push/templates": PushTemplateList,
  "GET /app/api/v2/push-history": PushHistoryPage,
  "GET /app/api/v2/push-history/:id": PushDetail,
  "GET /app/api/v2/push-history/:id/recipients": PushRecipientPage,
  "POST /app/api/v2/push-history/:id/cancel": PushDetail,
  "POST /app/api/v2/push-history/:id/resend": PushCreated,
  "GET /app/api/v2/push-templates": PushTemplateList,
  "POST /app/api/v2/push-templates": PushTemplateItem,
  "PUT /app/api/v2/push-templates/:id": PushTemplateItem,
  "DELETE /app/api/v2/push-templates/:id": NoContent,
});
