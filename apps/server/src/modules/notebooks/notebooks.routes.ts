import {
  ExportAcceptedBody,
  NOTEBOOK_API,
  NOTEBOOK_CATEGORY_API,
  NoContent,
  NotebookBody,
  NotebookCategory,
  NotebookCategoryBody,
  NotebookCategoryList,
  NotebookCategoryParams,
  NotebookCreated,
  NotebookDetail,
  NotebookExportBody,
  NotebookFile,
  NotebookIdParams,
  NotebookListPage,
  NotebookListQuery,
  NotebookProgress,
  NotebookProgressQuery,
  NotebookPublished,
  NotebookUploadQuery,
  NotificationType,
  PublishNotebookBody,
  UpdateNotebookBody,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/request-context";
import { DownloadBody, replyWithExport } from "../../platform/exports/download-reply";
import { registerTargetPickerRoutes } from "../push-notifications/push-target-routes";
import { createCategory, deleteCategory, listCategories, renameCategory } from "./notebook-categories";
import type { NotebookDeps } from "./notebook-deps";
import { staffNotebookFile, storeNotebookFile } from "./notebook-files";
import { createNotebook, deleteNotebook, getNotebook, listNotebooks, updateNotebook } from "./notebook-items";
import { NOTEBOOK_PROGRESS_EXPORT, notebookProgressPage, progressExportParams } from "./notebook-progress";
import { publishNotebook } from "./notebook-publish";
import { sendNotebookFile } from "./notebook-stream";
import { NOTEBOOK_CATEGORY_MENU, NOTEBOOK_MENU } from "./notebooks.menu";

const tags = ["手帳管理"];
const audit = { targetType: "notebook" };
const FileKeyParams = z.object({ key: z.string().max(64) });

/** 手帳管理: list, editor (pages, uploads, targets), editions and the tracking table. */
export function registerNotebookRoutes(app: FastifyInstance, deps: NotebookDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { menu: NOTEBOOK_MENU, write: false } as const;
  const write = { menu: NOTEBOOK_MENU } as const;
  registerTargetPickerRoutes(app, deps, {
    base: NOTEBOOK_API,
    kind: NotificationType.PUSH,
    menu: NOTEBOOK_MENU,
    tags,
    optionsSummary: "配布するメンバーの選択肢",
    countSummary: "配布するメンバーの人数",
  });
  r.get(
    NOTEBOOK_API,
    {
      config: { access: read },
      schema: { tags, summary: "一覧", querystring: NotebookListQuery, response: { 200: NotebookListPage } },
    },
    async (request) => listNotebooks(deps.db, requireContext(request), request.query),
  );
  r.post(
    NOTEBOOK_API,
    {
      config: { access: write, audit },
      schema: { tags, summary: "作成", body: NotebookBody, response: { 201: NotebookCreated } },
    },
    async (request, reply) =>
      reply.status(201).send(await createNotebook(deps.db, requireContext(request), request.body)),
  );
  r.post(
    `${NOTEBOOK_API}/files`,
    {
      config: { access: write, audit: { targetType: "notebook_file" } },
      schema: {
        tags,
        summary: "ページのファイル登録（multipart/form-data の file。MP3・MP4・PDF、上限は組織設定）",
        consumes: ["multipart/form-data"],
        querystring: NotebookUploadQuery,
        response: { 200: NotebookFile },
      },
    },
    async (request) => storeNotebookFile(deps, requireContext(request), request, request.query.pageType),
  );
  r.get(
    `${NOTEBOOK_API}/files/:key`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "ページのファイル（プレビュー、Range対応）",
        params: FileKeyParams,
        response: { 200: z.unknown(), 206: z.unknown(), 416: z.unknown() },
      },
    },
    async (request, reply) => {
      const file = await staffNotebookFile(deps, requireContext(request), request.params.key);
      return sendNotebookFile(reply, deps.dataDir, file, request.headers.range);
    },
  );
  r.get(
    `${NOTEBOOK_API}/:id`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "詳細（ページ・発行履歴）",
        params: NotebookIdParams,
        response: { 200: NotebookDetail },
      },
    },
    async (request) => getNotebook(deps.db, requireContext(request), request.params.id),
  );
  r.put(
    `${NOTEBOOK_API}/:id`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "保存",
        params: NotebookIdParams,
        body: UpdateNotebookBody,
        response: { 200: NotebookCreated },
      },
    },
    async (request) => updateNotebook(deps.db, requireContext(request), request.params.id, request.body),
  );
  r.delete(
    `${NOTEBOOK_API}/:id`,
    {
      config: { access: write, audit },
      schema: { tags, summary: "削除", params: NotebookIdParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      await deleteNotebook(deps.db, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    `${NOTEBOOK_API}/:id/publish`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "発行（新しい版として配布し、対象メンバーに通知）",
        params: NotebookIdParams,
        body: PublishNotebookBody,
        response: { 200: NotebookPublished },
      },
    },
    async (request) =>
      publishNotebook(deps, requireContext(request), request.params.id, request.body.version),
  );
  r.get(
    `${NOTEBOOK_API}/:id/progress`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "閲覧状況（メンバー×ページ）",
        params: NotebookIdParams,
        querystring: NotebookProgressQuery,
        response: { 200: NotebookProgress },
      },
    },
    async (request) =>
      notebookProgressPage(deps.db, requireContext(request), request.params.id, request.query.page),
  );
  r.post(
    `${NOTEBOOK_API}/:id/progress/export`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "閲覧状況のエクスポート（Excel・CSV）",
        params: NotebookIdParams,
        body: NotebookExportBody,
        response: { 200: DownloadBody, 202: ExportAcceptedBody },
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      return replyWithExport(
        deps.exports,
        ctx,
        { request, reply },
        {
          source: NOTEBOOK_PROGRESS_EXPORT,
          params: await progressExportParams(deps.db, ctx, request.params.id),
          format: request.body.format,
          csvEncoding: request.body.csvEncoding,
        },
      );
    },
  );
  registerCategoryRoutes(app, deps);
}

function registerCategoryRoutes(app: FastifyInstance, deps: NotebookDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["手帳カテゴリ"];
  const write = { menu: NOTEBOOK_CATEGORY_MENU } as const;
  const audit = { targetType: "notebook_category" };
  // Read by 手帳管理 too (its filter and editor); the service accepts either menu.
  r.get(
    NOTEBOOK_CATEGORY_API,
    {
      config: { access: { session: true } },
      schema: { tags, summary: "一覧", response: { 200: NotebookCategoryList } },
    },
    async (request) => ({ items: await listCategories(deps.db, requireContext(request)) }),
  );
  r.post(
    NOTEBOOK_CATEGORY_API,
    {
      config: { access: write, audit },
      schema: { tags, summary: "追加", body: NotebookCategoryBody, response: { 201: NotebookCategory } },
    },
    async (request, reply) =>
      reply.status(201).send(await createCategory(deps.db, requireContext(request), request.body.name)),
  );
  r.put(
    `${NOTEBOOK_CATEGORY_API}/:categoryId`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "名前の変更",
        params: NotebookCategoryParams,
        body: NotebookCategoryBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await renameCategory(deps.db, requireContext(request), request.params.categoryId, request.body.name);
      return reply.status(204).send(null);
    },
  );
  r.delete(
    `${NOTEBOOK_CATEGORY_API}/:categoryId`,
    {
      config: { access: write, audit },
      schema: { tags, summary: "削除", params: NotebookCategoryParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      await deleteCategory(deps.db, requireContext(request), request.params.categoryId);
      return reply.status(204).send(null);
    },
  );
}
