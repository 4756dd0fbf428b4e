import { z } from "zod";
import { idSchema, intField, intParam, pageSchema, versionSchema } from "../api/params";
import { NotebookType } from "../codes/system";
import { PushExportBody } from "../push-notifications/push-notification-api";
import { PushTarget } from "../push-notifications/push-target";
import { richTextField } from "../validation/rich-text";

// 手帳 (menu category 40, menus notebook and notebook-category): notebooks made of pages (spec §3.4
// notebook types 1 text, 2 mp3, 3 mp4, 4 pdf), published to targets as numbered editions, read and
// played in the member app. Server: modules/notebooks. Screens: backoffice modules/notebooks,
// member-app pages/notebooks.

export const NOTEBOOK_API = "/app/api/v2/notebooks";
export const NOTEBOOK_CATEGORY_API = "/app/api/v2/notebook-categories";
export const MEMBER_NOTEBOOK_API = "/app/api/member-app/notebooks";
/** 組織設定's notebook upload limits (organisation parameters of category NOTEBOOK). */
export const NOTEBOOK_LIMITS_API = "/app/api/v2/organization-setting/notebook-limits";

export const NOTEBOOK_TITLE_MAX = 100;
export const NOTEBOOK_DESCRIPTION_MAX = 1000;
export const NOTEBOOK_PAGES_MAX = 100;
export const NOTEBOOK_PAGE_TEXT_MAX = 20000;
export const NOTEBOOK_CATEGORY_NAME_MAX = 50;
export const NOTEBOOK_CATEGORIES_MAX = 100;
export const NOTEBOOK_PAGE_SIZE = 20;
/** A media page counts as played once the member heard or saw this share of it (or it ended). */
export const NOTEBOOK_PLAYED_RATIO = 0.9;

/** The media page types and their upload parameter (organisation parameter category NOTEBOOK). */
export const NOTEBOOK_LIMIT_PARAMETER_CATEGORY = "NOTEBOOK";
export const NOTEBOOK_MEDIA_KINDS = ["MP3", "MP4", "PDF"] as const;
export type NotebookMediaKind = (typeof NOTEBOOK_MEDIA_KINDS)[number];
/**
 * Defaults when an organisation set nothing: a lesson recording of an hour at 96 kbit/s is about
 * 45 MB, a 20-minute 720p lesson video about 400 MB, a scanned handbook about 30 MB.
 */
export const NOTEBOOK_LIMIT_DEFAULTS_MB: Record<NotebookMediaKind, number> = { MP3: 50, MP4: 500, PDF: 50 };
/** The most an organisation may allow (the server streams to disk, but the disk is shared). */
export const NOTEBOOK_LIMIT_MAX_MB = 2000;
export const NOTEBOOK_LIMIT_LABELS: Record<NotebookMediaKind, string> = {
  MP3: "手帳の音声（MP3）の上限（MB）",
  MP4: "手帳の動画（MP4）の上限（MB）",
  PDF: "手帳のPDFの上限（MB）",
};
export const mediaKindOfType = (type: number): NotebookMediaKind | null =>
  type === NotebookType.MP3
    ? "MP3"
    : type === NotebookType.MP4
      ? "MP4"
      : type === NotebookType.PDF
        ? "PDF"
        : null;

const limitMb = (kind: NotebookMediaKind) =>
  intField(NOTEBOOK_LIMIT_LABELS[kind], { min: 1, max: NOTEBOOK_LIMIT_MAX_MB });
export const NotebookLimits = z.object({ MP3: limitMb("MP3"), MP4: limitMb("MP4"), PDF: limitMb("PDF") });
export type NotebookLimits = z.infer<typeof NotebookLimits>;

const text = (field: string, max: number, required = true) => {
  const base = z
    .string({ error: `${field}を入力してください` })
    .trim()
    .max(max, `${field}は${max}文字以内で入力してください`);
  return required ? base.min(1, `${field}を入力してください`) : base;
};

export const NotebookIdParams = z.object({ id: idSchema("手帳") });
export const NotebookPageParams = z.object({ id: idSchema("手帳"), pageId: idSchema("ページ") });
export const NotebookCategoryParams = z.object({ categoryId: idSchema("カテゴリ") });

export const NotebookCategory = z.object({ id: z.number(), name: z.string(), notebookCount: z.number() });
export type NotebookCategory = z.infer<typeof NotebookCategory>;
export const NotebookCategoryList = z.object({ items: z.array(NotebookCategory) });
export const NotebookCategoryBody = z.object({ name: text("カテゴリ名", NOTEBOOK_CATEGORY_NAME_MAX) });

/** What an upload answers: the key the editor puts on its page. */
export const NotebookFile = z.object({
  key: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  pageType: NotebookType.schema,
});
export type NotebookFile = z.infer<typeof NotebookFile>;
export const NotebookUploadQuery = z.object({ pageType: NotebookType.querySchema });

const fileKey = z
  .string({ error: "ファイルをアップロードしてください" })
  .regex(/^[A-Za-z0-9_-]{43}$/, "ファイルをアップロードしてください");

/** One page as the editor sends it: an existing page keeps its id (its tracking stays with it). */
export const NotebookPageInput = z
  .object({
    id: idSchema("ページ").nullable().default(null),
    pageType: NotebookType.schema,
    title: text("ページのタイトル", NOTEBOOK_TITLE_MAX),
    bodyHtml: richTextField({ field: "本文", maxLength: NOTEBOOK_PAGE_TEXT_MAX }).default(""),
    fileKey: fileKey.nullable().default(null),
  })
  .superRefine((page, ctx) => {
    if (page.pageType === NotebookType.TEXT && page.bodyHtml.trim() === "")
      ctx.addIssue({ code: "custom", path: ["bodyHtml"], message: "本文を入力してください" });
    if (page.pageType !== NotebookType.TEXT && !page.fileKey)
      ctx.addIssue({ code: "custom", path: ["fileKey"], message: "ファイルをアップロードしてください" });
  });
export type NotebookPageInput = z.input<typeof NotebookPageInput>;

export const NotebookBody = z.object({
  title: text("タイトル", NOTEBOOK_TITLE_MAX),
  description: text("説明", NOTEBOOK_DESCRIPTION_MAX, false).default(""),
  categoryId: idSchema("カテゴリ").nullable().default(null),
  target: PushTarget,
  pages: z.array(NotebookPageInput).max(NOTEBOOK_PAGES_MAX, `ページは${NOTEBOOK_PAGES_MAX}件までです`),
});
export type NotebookBodyInput = z.input<typeof NotebookBody>;
export const UpdateNotebookBody = NotebookBody.extend({ version: versionSchema });
export const PublishNotebookBody = z.object({ version: versionSchema });

export const NotebookPage = z.object({
  id: z.number(),
  pageType: NotebookType.schema,
  title: z.string(),
  bodyHtml: z.string(),
  fileKey: z.string().nullable(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  size: z.number().nullable(),
  /** Goes up when the page's content changes; tracking is kept per revision. */
  revision: z.number(),
});
export type NotebookPage = z.infer<typeof NotebookPage>;

export const NotebookSummary = z.object({
  id: z.number(),
  title: z.string(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  pageCount: z.number(),
  /** 0 until first published. */
  edition: z.number(),
  publishedAt: z.string().nullable(),
  /** Published, but saved since: the next edition is waiting. */
  changedSincePublish: z.boolean(),
  recipientCount: z.number(),
  updatedAt: z.string(),
});
export type NotebookSummary = z.infer<typeof NotebookSummary>;
export const NotebookListQuery = z.object({
  page: pageSchema,
  categoryId: intParam("カテゴリ").optional(),
  keyword: z.string().max(100, "キーワードは100文字以内で入力してください").optional(),
});
export const NotebookListPage = z.object({
  items: z.array(NotebookSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const NotebookEditionItem = z.object({
  edition: z.number(),
  publishedAt: z.string(),
  recipientCount: z.number(),
  publishedBy: z.string().nullable(),
});
export const NotebookDetail = NotebookSummary.extend({
  description: z.string(),
  /** The target as chosen (a PushTarget); a record here because a response cannot carry transforms. */
  target: z.record(z.string(), z.unknown()),
  version: z.number(),
  pages: z.array(NotebookPage),
  editions: z.array(NotebookEditionItem),
});
export type NotebookDetail = z.infer<typeof NotebookDetail>;
export const NotebookCreated = z.object({ id: z.number(), version: z.number() });
export const NotebookPublished = z.object({
  edition: z.number(),
  recipientCount: z.number(),
  version: z.number(),
});

/** 閲覧状況: one row per targeted member, one cell per page (current revision). */
export const NotebookProgressCell = z.object({
  pageId: z.number(),
  openedAt: z.string().nullable(),
  playedAt: z.string().nullable(),
});
export const NotebookProgressRow = z.object({
  memberId: z.number(),
  memberCode: z.string(),
  name: z.string(),
  cells: z.array(NotebookProgressCell),
  /** Pages done: text and pdf opened, mp3 and mp4 played to the end. */
  done: z.number(),
});
export const NotebookProgress = z.object({
  pages: z.array(z.object({ id: z.number(), title: z.string(), pageType: NotebookType.schema })),
  rows: z.array(NotebookProgressRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type NotebookProgress = z.infer<typeof NotebookProgress>;
export const NotebookProgressQuery = z.object({ page: pageSchema });
/** Excel or CSV (Shift_JIS or UTF-8 with BOM), as every download of the back office. */
export const NotebookExportBody = PushExportBody;

// Member app.
export const MemberNotebookItem = z.object({
  id: z.number(),
  title: z.string(),
  categoryName: z.string().nullable(),
  edition: z.number(),
  publishedAt: z.string(),
  pageCount: z.number(),
  donePages: z.number(),
});
export const MemberNotebookList = z.object({ items: z.array(MemberNotebookItem) });
export const MemberNotebookPage = NotebookPage.omit({ fileKey: true }).extend({
  /** Where the member app streams the file (range requests), null for a text page. */
  fileUrl: z.string().nullable(),
  openedAt: z.string().nullable(),
  playedAt: z.string().nullable(),
});
export type MemberNotebookPage = z.infer<typeof MemberNotebookPage>;
export const MemberNotebook = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  edition: z.number(),
  publishedAt: z.string(),
  pages: z.array(MemberNotebookPage),
});
export type MemberNotebook = z.infer<typeof MemberNotebook>;
export const NotebookTrackBody = z.object({ event: z.enum(["OPENED", "PLAYED"]) });
export const NotebookTracked = z.object({ openedAt: z.string().nullable(), playedAt: z.string().nullable() });
