import {
  ImportCommitBody,
  ImportDetailListBody,
  ImportDetailQuery,
  ImportErrorExportBody,
  ImportLogListBody,
  ImportLogListQuery,
  ImportLogParams,
  ImportTemplateQuery,
  ImportUploadQuery,
  ProcessMode,
  SyncLogBody,
} from "@gakumu/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { type RequestContext, requireContext } from "../../../platform/access/request-context";
import { AppError, ValidationError } from "../../../platform/errors/app-error";
import {
  DownloadBody,
  ExportAcceptedBody,
  replyWithExport,
  sendDownload,
} from "../../../platform/exports/download-reply";
import type { ExportService } from "../../../platform/exports/export-service";
import type { JobQueue } from "../../../platform/jobs/job-queue";
import { createMemberImportService, type UploadedFile } from "./import.service";
import { IMPORT_ERROR_EXPORT } from "./import-error-export";
import { loadImportFields } from "./import-fields";
import { findLog, listDetails, listLogs } from "./import-log.service";
import type { ImportScope } from "./import-scope";
import { buildTemplate } from "./import-template";
import { syncLogView } from "./import-view";
import { importStorageFor } from "./member-import.wiring";

export interface MemberImportRouteDeps {
  db: Db;
  jobs: JobQueue;
  exports: ExportService;
}

/** The two screens that import members: their own members, and the concern mode's (spec §3.3 second set). */
const VARIANTS = [
  { prefix: "/app/api/member-import", menu: "member-import", title: "メンバーインポート", fixedMode: null },
  {
    prefix: "/app/api/concern-import",
    menu: "concern-import",
    title: "関係者インポート",
    fixedMode: ProcessMode.CONCERN,
  },
] as const;

type Variant = (typeof VARIANTS)[number];

const noFile = "取り込むファイルを選択してください。";
const tooLarge = "ファイルサイズが上限（20MB）を超えています。ファイルを分けて取り込んでください。";

/** The one file of a multipart upload, read whole (20 MB at most; a larger one ends in 413). */
async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  const refuse = (error: unknown): never => {
    const e = error as { code?: string; statusCode?: number };
    if (e.code === "FST_REQ_FILE_TOO_LARGE" || e.statusCode === 413)
      throw new AppError("PAYLOAD_TOO_LARGE", tooLarge);
    if (e.code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw new ValidationError(noFile);
    throw error;
  };
  const part = await request.file().catch(refuse);
  if (!part) throw new ValidationError(noFile);
  const data = await part.toBuffer().catch(refuse);
  return { fileName: part.filename || "import", data };
}

function registerVariant(app: FastifyInstance, deps: MemberImportRouteDeps, variant: Variant): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [variant.title];
  const read = { access: { menu: variant.menu, write: false } } as const;
  const write = {
    access: { menu: variant.menu, write: true },
    audit: { targetType: "member_sync_log" },
  } as const;
  const service = createMemberImportService({
    db: deps.db,
    jobs: deps.jobs,
    storage: importStorageFor(deps.exports),
  });
  const scopeOf = (ctx: RequestContext): ImportScope => ({
    tenantId: ctx.tenantId,
    organizationId: ctx.organizationId,
    processMode: variant.fixedMode ?? ctx.processMode,
    loginUserId: ctx.loginUserId,
    displayUserId: ctx.displayUserId,
    menu: variant.menu,
    callerMode: ctx.processMode,
  });
  const scope = (request: FastifyRequest) => scopeOf(requireContext(request));

  r.get(
    `${variant.prefix}/template`,
    { config: read, schema: { tags, querystring: ImportTemplateQuery, response: { 200: DownloadBody } } },
    async (request, reply) => {
      const s = scope(request);
      const fields = await loadImportFields(deps.db, s.organizationId, s.processMode);
      const file = await buildTemplate(
        fields,
        variant.title,
        request.query.format,
        request.query.csvEncoding,
      );
      return sendDownload(reply, { ...file, size: file.body.length });
    },
  );

  r.post(
    `${variant.prefix}/upload`,
    {
      config: write,
      schema: {
        tags,
        summary: "取込ファイルのアップロードとチェック（大きいファイルはジョブで 202）",
        querystring: ImportUploadQuery,
        response: { 200: SyncLogBody, 202: SyncLogBody },
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      const file = await readUpload(request);
      const { log, queued } = await service.upload(ctx, scopeOf(ctx), file, request.query.deleteMode || null);
      return reply.status(queued ? 202 : 200).send(await syncLogView(deps.db, deps.jobs, log));
    },
  );

  r.post(
    `${variant.prefix}/commit`,
    {
      config: write,
      schema: {
        tags,
        summary: "チェック済みの取込の確定（登録はジョブで 202）",
        body: ImportCommitBody,
        response: { 202: SyncLogBody },
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      const log = await service.commit(ctx, scopeOf(ctx), request.body.syncLogId);
      return reply.status(202).send(await syncLogView(deps.db, deps.jobs, log));
    },
  );

  r.get(
    `${variant.prefix}/logs`,
    { config: read, schema: { tags, querystring: ImportLogListQuery, response: { 200: ImportLogListBody } } },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listLogs(deps.db, scope(request), page, pageSize);
      return {
        items: await Promise.all(items.map((log) => syncLogView(deps.db, deps.jobs, log))),
        total,
        page,
        pageSize,
      };
    },
  );

  r.get(
    `${variant.prefix}/logs/:id`,
    { config: read, schema: { tags, params: ImportLogParams, response: { 200: SyncLogBody } } },
    async (request) =>
      syncLogView(deps.db, deps.jobs, await findLog(deps.db, scope(request), request.params.id)),
  );

  r.get(
    `${variant.prefix}/logs/:id/details`,
    {
      config: read,
      schema: {
        tags,
        params: ImportLogParams,
        querystring: ImportDetailQuery,
        response: { 200: ImportDetailListBody },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      const found = await listDetails(deps.db, scope(request), request.params.id, {
        status: status || undefined,
        page,
        pageSize,
      });
      return { ...found, page, pageSize };
    },
  );

  r.post(
    `${variant.prefix}/logs/:id/errors/export`,
    {
      // The export service writes its own audit row for the download.
      config: read,
      schema: {
        tags,
        params: ImportLogParams,
        body: ImportErrorExportBody,
        response: { 200: DownloadBody, 202: ExportAcceptedBody },
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      const s = scopeOf(ctx);
      await findLog(deps.db, s, request.params.id);
      return replyWithExport(
        deps.exports,
        ctx,
        { request, reply },
        {
          source: IMPORT_ERROR_EXPORT,
          params: {
            syncLogId: request.params.id,
            processMode: s.processMode,
            title: variant.title,
            menu: variant.menu,
          },
          format: request.body.format,
          csvEncoding: request.body.csvEncoding,
        },
      );
    },
  );
}

/** Routes of the member-import and concern-import screens (spec §3.3, §3.4 member sync log). */
export function registerMemberImportRoutes(app: FastifyInstance, deps: MemberImportRouteDeps): void {
  for (const variant of VARIANTS) registerVariant(app, deps, variant);
}
