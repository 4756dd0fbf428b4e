import {
  NEWS_API,
  NEWS_TYPES,
  NewsApprovalSettings,
  NewsApprovalSettingsBody,
  NewsAttachment,
  NewsCategory,
  NewsCategoryBody,
  NewsCategoryList,
  NewsCategoryParams,
  NewsDecisionBody,
  NewsDetail,
  NewsIdParams,
  NewsItemBody,
  NewsListPage,
  NewsListQuery,
  NewsReadList,
  type NewsType,
  NewsVersionBody,
  NewsVersionQuery,
  NoContent,
  NotificationType,
  UpdateNewsItemBody,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/request-context";
import { ValidationError } from "../../platform/errors/app-error";
import { attachmentMessages } from "../push-notifications/push-attachments";
import { registerTargetPickerRoutes } from "../push-notifications/push-target-routes";
import { menuOf } from "./news.menu";
import { approvalSettings, saveApprovalSettings } from "./news-approvers";
import { storeNewsAttachment } from "./news-attachments";
import { createCategory, deleteCategory, listCategories } from "./news-categories";
import { actorNameOf, decideInBackoffice, submitForApproval } from "./news-decisions";
import type { NewsDeps } from "./news-deps";
import { createItem, deleteItem, getItem, itemReads, listItems, updateItem } from "./news-items";

const audit = { targetType: "news_item" };
const TAGS: Record<NewsType, string[]> = { ANNOUNCEMENT: ["お知らせ"], FAQ: ["FAQ"] };
const PUSH = NotificationType.PUSH;

/** The editor's member picker: push notifications' own, asked under this type's menu. */
function registerTargetRoutes(app: FastifyInstance, deps: NewsDeps, type: NewsType) {
  registerTargetPickerRoutes(app, deps, {
    base: NEWS_API[type],
    kind: PUSH,
    menu: menuOf(type),
    tags: TAGS[type],
    optionsSummary: "公開するメンバーの選択肢",
    countSummary: "公開するメンバーの人数",
  });
}

function registerSettingRoutes(app: FastifyInstance, deps: NewsDeps, type: NewsType) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = NEWS_API[type];
  const menu = menuOf(type);
  const tags = TAGS[type];
  r.get(
    `${base}/categories`,
    {
      config: { access: { menu, write: false } },
      schema: { tags, summary: "カテゴリの一覧", response: { 200: NewsCategoryList } },
    },
    async (request) => ({ items: await listCategories(deps.db, requireContext(request), type) }),
  );
  r.post(
    `${base}/categories`,
    {
      config: { access: { menu }, audit: { targetType: "news_category" } },
      schema: { tags, summary: "カテゴリの追加", body: NewsCategoryBody, response: { 201: NewsCategory } },
    },
    async (request, reply) =>
      reply.status(201).send(await createCategory(deps.db, requireContext(request), type, request.body.name)),
  );
  r.delete(
    `${base}/categories/:categoryId`,
    {
      config: { access: { menu }, audit: { targetType: "news_category" } },
      schema: { tags, summary: "カテゴリの削除", params: NewsCategoryParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      await deleteCategory(deps.db, requireContext(request), type, request.params.categoryId);
      return reply.status(204).send(null);
    },
  );
  r.get(
    `${base}/approval-settings`,
    {
      config: { access: { menu, write: false } },
      schema: { tags, summary: "承認設定（段階ごとの承認者）", response: { 200: NewsApprovalSettings } },
    },
    async (request) => approvalSettings(deps.db, requireContext(request), type),
  );
  r.put(
    `${base}/approval-settings`,
    {
      config: { access: { menu }, audit: { targetType: "news_approver" } },
      schema: {
        tags,
        summary: "承認設定の保存",
        body: NewsApprovalSettingsBody,
        response: { 200: NewsApprovalSettings },
      },
    },
    async (request) => saveApprovalSettings(deps.db, requireContext(request), type, request.body),
  );
  r.post(
    `${base}/attachments`,
    {
      config: { access: { menu }, audit },
      schema: {
        tags,
        summary: "添付ファイルの登録（multipart/form-data の file。PDF・画像）",
        consumes: ["multipart/form-data"],
        response: { 200: NewsAttachment },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      if (!request.isMultipart()) throw new ValidationError(attachmentMessages.empty);
      const file = await request.file();
      if (!file) throw new ValidationError(attachmentMessages.empty);
      return storeNewsAttachment(deps, ctx, type, { fileName: file.filename, bytes: await file.toBuffer() });
    },
  );
}

function registerItemRoutes(app: FastifyInstance, deps: NewsDeps, type: NewsType) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = NEWS_API[type];
  const menu = menuOf(type);
  const read = { menu, write: false } as const;
  const write = { menu } as const;
  const tags = TAGS[type];
  r.get(
    base,
    {
      config: { access: read },
      schema: { tags, summary: "一覧", querystring: NewsListQuery, response: { 200: NewsListPage } },
    },
    async (request) => listItems(deps, requireContext(request), type, request.query),
  );
  r.get(
    `${base}/:id`,
    {
      config: { access: read },
      schema: { tags, summary: "詳細（承認履歴つき）", params: NewsIdParams, response: { 200: NewsDetail } },
    },
    async (request) => getItem(deps, requireContext(request), type, request.params.id),
  );
  r.get(
    `${base}/:id/reads`,
    {
      config: { access: read },
      schema: { tags, summary: "メンバーの既読", params: NewsIdParams, response: { 200: NewsReadList } },
    },
    async (request) => itemReads(deps, requireContext(request), type, request.params.id),
  );
  r.post(
    base,
    {
      config: { access: write, audit },
      schema: { tags, summary: "下書きの作成", body: NewsItemBody, response: { 201: NewsDetail } },
    },
    async (request, reply) =>
      reply.status(201).send(await createItem(deps, requireContext(request), type, request.body)),
  );
  r.put(
    `${base}/:id`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "編集（承認申請後・承認後の変更は承認待ちに戻る）",
        params: NewsIdParams,
        body: UpdateNewsItemBody,
        response: { 200: NewsDetail },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      return updateItem(deps, ctx, type, request.params.id, request.body, await actorNameOf(deps.db, ctx));
    },
  );
  r.delete(
    `${base}/:id`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "削除",
        params: NewsIdParams,
        querystring: NewsVersionQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteItem(deps, requireContext(request), type, request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
  r.post(
    `${base}/:id/submit`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "承認申請（承認者にメール）",
        params: NewsIdParams,
        body: NewsVersionBody,
        response: { 200: NewsDetail },
      },
    },
    async (request) =>
      submitForApproval(deps, requireContext(request), type, request.params.id, request.body.version),
  );
  for (const [path, decision] of [
    ["approve", "APPROVE"],
    ["return", "RETURN"],
  ] as const)
    r.post(
      `${base}/:id/${path}`,
      {
        config: { access: write, audit },
        schema: {
          tags,
          summary: decision === "APPROVE" ? "承認（管理画面から）" : "差し戻し（コメント必須）",
          params: NewsIdParams,
          body: NewsDecisionBody,
          response: { 200: NewsDetail },
        },
      },
      async (request) =>
        decideInBackoffice(deps, requireContext(request), type, request.params.id, {
          decision,
          comment: request.body.comment,
          version: request.body.version,
        }),
    );
}

export function registerNewsRoutes(app: FastifyInstance, deps: NewsDeps): void {
  for (const type of NEWS_TYPES) {
    registerTargetRoutes(app, deps, type);
    registerSettingRoutes(app, deps, type);
    registerItemRoutes(app, deps, type);
  }
}
