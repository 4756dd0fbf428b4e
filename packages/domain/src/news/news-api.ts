import { z } from "zod";
import { defineContracts, NoContent } from "../api/contract";
import { idSchema, intField, pageSchema, versionParam, versionSchema } from "../api/params";
import { DeliverItemStatus } from "../codes/content";
import { parseDate } from "../dates";
import { PushTarget } from "../push-notifications/push-target";
import { richTextField } from "../validation/rich-text";

// お知らせ / FAQ (menu category 90, menus announcement and faq): deliver items with an approval step
// (spec §3.4 deliver item status and type), the public approval pages /announcement-approval and
// /faq-approval, the staff displays announcement-display / faq-display and the member app's pages.
// Server: modules/news. Screens: backoffice modules/news, member-app pages/news.

/** The two deliver types this feature serves (SURVEY items are the surveys module's). */
export const NEWS_TYPES = ["ANNOUNCEMENT", "FAQ"] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** The staff API of each type, behind its own menu. */
export const NEWS_API: Record<NewsType, string> = {
  ANNOUNCEMENT: "/app/api/v2/announcements",
  FAQ: "/app/api/v2/faqs",
};
/** The back-office menu (and screen) of each type. */
export const NEWS_MENU: Record<NewsType, "announcement" | "faq"> = {
  ANNOUNCEMENT: "announcement",
  FAQ: "faq",
};
/** Spec §2.1: the public approval page of each deliver type. */
export const NEWS_APPROVAL_PATH: Record<NewsType, string> = {
  ANNOUNCEMENT: "/announcement-approval",
  FAQ: "/faq-approval",
};
/** Public: the approver's mailed link (the key is the permission). */
export const NEWS_APPROVAL_API = "/app/api/news-approval";
/** Public: an attachment by its unguessable key. */
export const NEWS_ATTACHMENT_BASE = "/app/api/news-attachments";
/** Staff display (always-allowed codes announcement-display, faq-display) and the dashboard. */
export const NEWS_DISPLAY_API = "/app/api/v2/news-display";
/** Member app. */
export const MEMBER_NEWS_API = "/app/api/member-app/news";

export const NEWS_TITLE_MAX = 100;
export const NEWS_BODY_MAX = 20000;
export const NEWS_ATTACHMENTS_MAX = 5;
export const NEWS_CATEGORY_NAME_MAX = 50;
export const NEWS_CATEGORIES_MAX = 50;
export const NEWS_APPROVERS_PER_STAGE_MAX = 10;
export const NEWS_COMMENT_MAX = 1000;
export const NEWS_PAGE_SIZE = 20;
/** How long an approver's mailed link works. */
export const NEWS_APPROVAL_LINK_DAYS = 7;

export const NewsAudience = ["MEMBERS", "STAFF", "BOTH"] as const;
export type NewsAudience = (typeof NewsAudience)[number];
export const NEWS_AUDIENCE_LABELS: Record<NewsAudience, string> = {
  MEMBERS: "メンバー",
  STAFF: "職員",
  BOTH: "メンバーと職員",
};
export const includesMembers = (a: NewsAudience) => a !== "STAFF";
export const includesStaff = (a: NewsAudience) => a !== "MEMBERS";

/** What happened to an item, in its approval history. */
export const NewsLogAction = ["SUBMIT", "APPROVE", "RETURN", "PUBLISH", "RESUBMIT"] as const;
export type NewsLogAction = (typeof NewsLogAction)[number];
export const NEWS_LOG_ACTION_LABELS: Record<NewsLogAction, string> = {
  SUBMIT: "承認申請",
  APPROVE: "承認",
  RETURN: "差し戻し",
  PUBLISH: "公開",
  RESUBMIT: "承認後の変更（再申請）",
};
export const NEWS_VIA_LABELS: Record<string, string> = {
  BACKOFFICE: "管理画面",
  MAIL_LINK: "メールのリンク",
};

const trimmed = (field: string, max: number) =>
  z
    .string({ error: `${field}を入力してください` })
    .transform((v) => v.trim())
    .pipe(
      z.string().min(1, `${field}を入力してください`).max(max, `${field}は${max}文字以内で入力してください`),
    );

const PERIOD_FORMAT = "yyyy-MM-dd HH:mm";
const periodMessage = (field: string) => `${field}はyyyy-MM-dd HH:mm形式の正しい日時で入力してください`;
const periodAt = (field: string) =>
  z
    .string({ error: periodMessage(field) })
    .max(16, periodMessage(field))
    .refine((v) => parseDate(v, PERIOD_FORMAT) !== null, periodMessage(field));

const typeSchema = z.enum(NEWS_TYPES, { error: "種別が正しくありません" });

export const NewsItemBody = z
  .object({
    title: trimmed("タイトル", NEWS_TITLE_MAX),
    bodyHtml: richTextField({ required: true, field: "本文", maxLength: NEWS_BODY_MAX }),
    categoryId: intField("カテゴリ").nullable().default(null),
    attachmentKeys: z
      .array(z.string().min(1).max(64, "添付ファイルが正しくありません"))
      .max(NEWS_ATTACHMENTS_MAX, `添付ファイルは${NEWS_ATTACHMENTS_MAX}件までです`)
      .default([]),
    audience: z.enum(NewsAudience, { error: "公開先を選択してください" }),
    /** Who among the members (audience MEMBERS or BOTH); resolved when the item is submitted. */
    target: PushTarget.nullable().default(null),
    /** Japan time 「2026-04-01 08:00」. */
    publishFrom: periodAt("公開開始日時"),
    publishTo: periodAt("公開終了日時").nullable().default(null),
    pinned: z.boolean({ error: "固定表示を指定してください" }).default(false),
    /** Tell the item's members (push, else LINE, else mail) once, when it is published. */
    notifyMembers: z.boolean({ error: "公開時の通知を指定してください" }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.publishTo !== null && v.publishTo <= v.publishFrom)
      ctx.addIssue({
        code: "custom",
        path: ["publishTo"],
        message: "公開終了日時は公開開始日時より後の日時を入力してください",
      });
    if (includesMembers(v.audience) && v.target === null)
      ctx.addIssue({ code: "custom", path: ["target"], message: "公開するメンバーを選択してください" });
  });
export type NewsItemInput = z.infer<typeof NewsItemBody>;
export type NewsItemBodyInput = z.input<typeof NewsItemBody>;
export const UpdateNewsItemBody = NewsItemBody.and(z.object({ version: versionSchema }));

export const NewsIdParams = z.object({ id: idSchema("お知らせ") });
export const NewsVersionBody = z.object({ version: versionSchema });
export const NewsVersionQuery = z.object({ version: versionParam });
export const NewsDecisionBody = z.object({
  version: versionSchema,
  comment: z
    .string()
    .max(NEWS_COMMENT_MAX, `コメントは${NEWS_COMMENT_MAX}文字以内で入力してください`)
    .default(""),
});

const statusCode = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type NewsStatus = z.infer<typeof statusCode>;
export const newsStatusLabel = (status: number) => DeliverItemStatus.label(status as 1) || "";

export const NewsListQuery = z.object({
  status: z.coerce
    .number({ error: "状態が正しくありません" })
    .pipe(z.union([z.literal(0), statusCode], { error: "状態が正しくありません" }))
    .default(0),
  categoryId: z.coerce
    .number({ error: "カテゴリが正しくありません" })
    .int("カテゴリが正しくありません")
    .min(0, "カテゴリが正しくありません")
    .max(2_147_483_647, "カテゴリが正しくありません")
    .default(0),
  keyword: z.string().max(100, "キーワードは100文字以内で入力してください").default(""),
  page: pageSchema,
});
export type NewsListQuery = z.infer<typeof NewsListQuery>;

export const NewsAttachment = z.object({
  key: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  url: z.string(),
});
export type NewsAttachment = z.infer<typeof NewsAttachment>;

export const NewsListItem = z.object({
  id: z.number(),
  type: typeSchema,
  title: z.string(),
  status: statusCode,
  categoryName: z.string().nullable(),
  audience: z.enum(NewsAudience),
  publishFrom: z.string(),
  publishTo: z.string().nullable(),
  pinned: z.boolean(),
  updatedAt: z.string(),
  authorName: z.string(),
});
export type NewsListItem = z.infer<typeof NewsListItem>;
export const NewsListPage = z.object({
  items: z.array(NewsListItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type NewsListPage = z.infer<typeof NewsListPage>;

export const NewsLogEntry = z.object({
  action: z.enum(NewsLogAction),
  stage: z.number().nullable(),
  actorName: z.string(),
  via: z.string(),
  comment: z.string(),
  at: z.string(),
});
export type NewsLogEntry = z.infer<typeof NewsLogEntry>;

/** The item as members (and approvers) see it. */
export const NewsView = z.object({
  id: z.number(),
  type: typeSchema,
  title: z.string(),
  bodyHtml: z.string(),
  categoryName: z.string().nullable(),
  attachments: z.array(NewsAttachment),
  publishFrom: z.string(),
  publishTo: z.string().nullable(),
  pinned: z.boolean(),
});
export type NewsView = z.infer<typeof NewsView>;

export const NewsDetail = NewsView.extend({
  status: statusCode,
  version: z.number(),
  categoryId: z.number().nullable(),
  audience: z.enum(NewsAudience),
  target: z.record(z.string(), z.unknown()).nullable(),
  recipientCount: z.number(),
  readCount: z.number(),
  /** The stage waiting for approval (status 4), else null. */
  approvalStage: z.number().nullable(),
  /** Whether the caller is an approver of that stage. */
  canApprove: z.boolean(),
  notifyMembers: z.boolean(),
  /** Its members were told (once, when it was first published). */
  notified: z.boolean(),
  /** The comment of the latest return, shown on a draft. */
  returnComment: z.string().nullable(),
  authorName: z.string(),
  updatedAt: z.string(),
  history: z.array(NewsLogEntry),
});
export type NewsDetail = z.infer<typeof NewsDetail>;

export const NewsReadRow = z.object({
  memberId: z.number(),
  memberNo: z.string(),
  name: z.string(),
  readAt: z.string().nullable(),
});
export const NewsReadList = z.object({ items: z.array(NewsReadRow), total: z.number(), read: z.number() });
export type NewsReadList = z.infer<typeof NewsReadList>;

// ---- categories ----
export const NewsCategory = z.object({ id: z.number(), name: z.string(), itemCount: z.number() });
export type NewsCategory = z.infer<typeof NewsCategory>;
export const NewsCategoryList = z.object({ items: z.array(NewsCategory) });
export const NewsCategoryBody = z.object({ name: trimmed("カテゴリ名", NEWS_CATEGORY_NAME_MAX) });
export const NewsCategoryParams = z.object({ categoryId: idSchema("カテゴリ") });

// ---- approval settings ----
const approverIds = z
  .array(intField("承認者"))
  .max(NEWS_APPROVERS_PER_STAGE_MAX, `承認者は1段階につき${NEWS_APPROVERS_PER_STAGE_MAX}人までです`)
  .transform((ids) => [...new Set(ids)]);
export const NewsApprovalSettingsBody = z.object({
  /** One or two stages; an empty second stage means one-stage approval. */
  stage1: approverIds.refine((ids) => ids.length > 0, "1段階目の承認者を選択してください"),
  stage2: approverIds.default([]),
});
export type NewsApprovalSettingsInput = z.infer<typeof NewsApprovalSettingsBody>;
export const NewsApprover = z.object({
  loginUserId: z.number(),
  name: z.string(),
  displayUserId: z.string(),
});
export const NewsApprovalSettings = z.object({
  stage1: z.array(NewsApprover),
  stage2: z.array(NewsApprover),
  candidates: z.array(NewsApprover),
});
export type NewsApprovalSettings = z.infer<typeof NewsApprovalSettings>;

// ---- the public approval page ----
export const NewsApprovalKeyBody = z.object({
  type: typeSchema,
  key: z.string({ error: "リンクが正しくありません" }).max(100, "リンクが正しくありません"),
});
export const NewsApprovalDecideBody = NewsApprovalKeyBody.extend({
  decision: z.enum(["APPROVE", "RETURN"], { error: "承認か差し戻しを選択してください" }),
  comment: z
    .string()
    .max(NEWS_COMMENT_MAX, `コメントは${NEWS_COMMENT_MAX}文字以内で入力してください`)
    .default(""),
});
export const NewsApprovalView = z.object({
  item: NewsView,
  approverName: z.string(),
  authorName: z.string(),
  stage: z.number(),
  stageCount: z.number(),
  audience: z.enum(NewsAudience),
  recipientCount: z.number(),
});
export type NewsApprovalView = z.infer<typeof NewsApprovalView>;
export const NewsApprovalDone = z.object({
  decision: z.enum(["APPROVE", "RETURN"]),
  status: statusCode,
  title: z.string(),
});
export type NewsApprovalDone = z.infer<typeof NewsApprovalDone>;

// ---- displays (staff and members) ----
export const NewsDisplayQuery = z.object({
  limit: z.coerce
    .number({ error: "件数が正しくありません" })
    .int("件数が正しくありません")
    .min(1, "件数が正しくありません")
    .max(100, "件数が正しくありません")
    .default(100),
  keyword: z.string().max(100, "キーワードは100文字以内で入力してください").default(""),
});
export const NewsDisplayItem = NewsView.extend({ read: z.boolean() });
export type NewsDisplayItem = z.infer<typeof NewsDisplayItem>;
export const NewsDisplayList = z.object({ items: z.array(NewsDisplayItem) });
export type NewsDisplayList = z.infer<typeof NewsDisplayList>;
export const NewsTypeParams = z.object({
  type: z.enum(["announcement", "faq"], { error: "種別が正しくありません" }),
});
export const NewsMemberItemParams = NewsTypeParams.extend({ id: idSchema("お知らせ") });

export const newsTypeOfParam = (p: "announcement" | "faq"): NewsType =>
  p === "faq" ? "FAQ" : "ANNOUNCEMENT";

export const newsContracts = defineContracts({
  "GET /app/api/v2/announcements": NewsListPage,
  "GET /app/api/v2/announcements/:id": NewsDetail,
  "GET /app/api/v2/announcements/:id/reads": NewsReadList,
  "POST /app/api/v2/announcements": NewsDetail,
  "PUT /app/api/v2/announcements/:id": NewsDetail,
  "DELETE /app/api/v2/announcements/:id": NoContent,
  "POST /app/api/v2/announcements/:id/submit": NewsDetail,
  "POST /app/api/v2/announcements/:id/approve": NewsDetail,
  "POST /app/api/v2/announcements/:id/return": NewsDetail,
  "GET /app/api/v2/announcements/categories": NewsCategoryList,
  "GET /app/api/v2/announcements/approval-settings": NewsApprovalSettings,
  "GET /app/api/v2/faqs": NewsListPage,
  "GET /app/api/v2/faqs/:id": NewsDetail,
  "POST /app/api/v2/faqs": NewsDetail,
  "POST /app/api/v2/faqs/:id/submit": NewsDetail,
  "GET /app/api/v2/faqs/categories": NewsCategoryList,
  "POST /app/api/news-approval/open": NewsApprovalView,
  "POST /app/api/news-approval/decide": NewsApprovalDone,
  "GET /app/api/v2/news-display/:type": NewsDisplayList,
  "GET /app/api/member-app/news/:type": NewsDisplayList,
  "GET /app/api/member-app/news/:type/:id": NewsDisplayItem,
});
