import {
  ComposePushBody,
  GROUP_PUSH_BASE,
  NoContent,
  NotificationType,
  PUSH_ATTACHMENT_BASE,
  PUSH_BASE,
  PUSH_HISTORY_BASE,
  PUSH_TEMPLATES_BASE,
  PushAttachmentItem,
  PushCreated,
  PushDetail,
  PushExportBody,
  PushHistoryPage,
  PushHistoryQuery,
  PushIdParams,
  PushRecipientPage,
  PushTemplateBody,
  PushTemplateItem,
  PushTemplateList,
  PushTemplateParams,
  PushTemplateVersionQuery,
  RecipientQuery,
  ResendBody,
  UpdatePushTemplateBody,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/request-context";
import { ValidationError } from "../../platform/errors/app-error";
import { DownloadBody, ExportAcceptedBody, replyWithExport } from "../../platform/exports/download-reply";
import type { ExportService } from "../../platform/exports/export-service";
import { attachmentMessages, openAttachment, storeAttachment } from "./push-attachments";
import type { PushDeps } from "./push-deps";
import { PUSH_RECIPIENT_EXPORT } from "./push-export";
import { listPushHistory, pushDetail, pushRecipients } from "./push-history";
import { cancelPush, resendPush } from "./push-history-actions";
import {
  composeMenuOf,
  PUSH_HISTORY_MENU,
  PUSH_TEMPLATE_MENU,
  type PushKind,
} from "./push-notifications.menu";
import { composePush } from "./push-send";
import { registerTargetPickerRoutes } from "./push-target-routes";
import {
  createPushTemplate,
  deletePushTemplate,
  listPushTemplates,
  templatesForCompose,
  updatePushTemplate,
} from "./push-templates";

export interface PushRouteDeps extends PushDeps {
  exports: Pick<ExportService, "export">;
}

const audit = { targetType: "push_notification" };

/** 配信 (kind 1) and グループ配信 (kind 4): the same compose routes under each menu. */
function registerComposeRoutes(app: FastifyInstance, deps: PushRouteDeps, base: string, kind: PushKind) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const menu = composeMenuOf(kind);
  const read = { menu, write: false } as const;
  const write = { menu } as const;
  const tags = [kind === NotificationType.GROUP_PUSH ? "グループ配信" : "プッシュ通知配信"];

  registerTargetPickerRoutes(app, deps, { base, kind, tags });

  r.get(
    `${base}/templates`,
    {
      config: { access: read },
      schema: { tags, summary: "配信テンプレートの一覧（作成画面用）", response: { 200: PushTemplateList } },
    },
    async (request) => ({ items: await templatesForCompose(deps.db, requireContext(request), kind) }),
  );

  r.post(
    `${base}/attachments`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "添付ファイルの登録（multipart/form-data の file。PDF・画像）",
        consumes: ["multipart/form-data"],
        response: { 200: PushAttachmentItem },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      if (!request.isMultipart()) throw new ValidationError(attachmentMessages.empty);
      const file = await request.file();
      if (!file) throw new ValidationError(attachmentMessages.empty);
      const bytes = await file.toBuffer();
      return storeAttachment(deps, ctx, kind, { fileName: file.filename, bytes });
    },
  );

  r.post(
    base,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary:
          kind === NotificationType.GROUP_PUSH ? "グループ配信の送信・予約" : "プッシュ通知の送信・予約",
        body: ComposePushBody,
        response: { 201: PushCreated },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await composePush(deps, requireContext(request), kind, request.body)),
  );
}

function registerHistoryRoutes(app: FastifyInstance, deps: PushRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { menu: PUSH_HISTORY_MENU, write: false } as const;
  const write = { menu: PUSH_HISTORY_MENU } as const;
  const tags = ["配信履歴"];

  r.get(
    PUSH_HISTORY_BASE,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "配信履歴の一覧",
        querystring: PushHistoryQuery,
        response: { 200: PushHistoryPage },
      },
    },
    async (request) => listPushHistory(deps, requireContext(request), request.query),
  );

  r.get(
    `${PUSH_HISTORY_BASE}/:id`,
    {
      config: { access: read },
      schema: { tags, summary: "配信の詳細", params: PushIdParams, response: { 200: PushDetail } },
    },
    async (request) => pushDetail(deps, requireContext(request), request.params.id),
  );

  r.get(
    `${PUSH_HISTORY_BASE}/:id/recipients`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "配信先ごとの送信状態・既読・返信",
        params: PushIdParams,
        querystring: RecipientQuery,
        response: { 200: PushRecipientPage },
      },
    },
    async (request) => pushRecipients(deps, requireContext(request), request.params.id, request.query),
  );

  r.post(
    `${PUSH_HISTORY_BASE}/:id/cancel`,
    {
      config: { access: write, audit },
      schema: { tags, summary: "予約配信の取り消し", params: PushIdParams, response: { 200: PushDetail } },
    },
    async (request) => cancelPush(deps, requireContext(request), request.params.id),
  );

  r.post(
    `${PUSH_HISTORY_BASE}/:id/resend`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "再送（全員・未読者・未回答者）",
        params: PushIdParams,
        body: ResendBody,
        response: { 201: PushCreated },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await resendPush(deps, requireContext(request), request.params.id, request.body.resendType)),
  );

  r.post(
    `${PUSH_HISTORY_BASE}/:id/export`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "配信結果のエクスポート（Excel・CSV）",
        params: PushIdParams,
        body: PushExportBody,
        response: { 200: DownloadBody, 202: ExportAcceptedBody },
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      // The source checks the menu too; asking here first answers 404 for another organisation's id.
      await pushDetail(deps, ctx, request.params.id);
      return replyWithExport(
        deps.exports,
        ctx,
        { request, reply },
        {
          source: PUSH_RECIPIENT_EXPORT,
          params: { pushId: request.params.id },
          format: request.body.format,
          csvEncoding: request.body.csvEncoding,
        },
      );
    },
  );
}

function registerTemplateRoutes(app: FastifyInstance, deps: PushRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { menu: PUSH_TEMPLATE_MENU } as const;
  const tplAudit = { targetType: "push_template" };
  const tags = ["配信テンプレート"];

  r.get(
    PUSH_TEMPLATES_BASE,
    {
      config: { access },
      schema: { tags, summary: "配信テンプレート一覧", response: { 200: PushTemplateList } },
    },
    async (request) => ({ items: await listPushTemplates(deps.db, requireContext(request)) }),
  );
  r.post(
    PUSH_TEMPLATES_BASE,
    {
      config: { access, audit: tplAudit },
      schema: {
        tags,
        summary: "配信テンプレート登録",
        body: PushTemplateBody,
        response: { 201: PushTemplateItem },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPushTemplate(deps.db, requireContext(request), request.body)),
  );
  r.put(
    `${PUSH_TEMPLATES_BASE}/:id`,
    {
      config: { access, audit: tplAudit },
      schema: {
        tags,
        summary: "配信テンプレート更新",
        params: PushTemplateParams,
        body: UpdatePushTemplateBody,
        response: { 200: PushTemplateItem },
      },
    },
    async (request) => updatePushTemplate(deps.db, requireContext(request), request.params.id, request.body),
  );
  r.delete(
    `${PUSH_TEMPLATES_BASE}/:id`,
    {
      config: { access, audit: tplAudit },
      schema: {
        tags,
        summary: "配信テンプレート削除",
        params: PushTemplateParams,
        querystring: PushTemplateVersionQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deletePushTemplate(deps.db, requireContext(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
}

const AttachmentParams = z.object({ key: z.string().max(64, "ファイルが見つかりません。") });

export function registerPushNotificationRoutes(app: FastifyInstance, deps: PushRouteDeps): void {
  registerComposeRoutes(app, deps, PUSH_BASE, NotificationType.PUSH);
  registerComposeRoutes(app, deps, GROUP_PUSH_BASE, NotificationType.GROUP_PUSH);
  registerHistoryRoutes(app, deps);
  registerTemplateRoutes(app, deps);

  // Public on purpose: the member app and mail links open attachments; the 256-bit key is the permission.
  app.withTypeProvider<ZodTypeProvider>().get(
    `${PUSH_ATTACHMENT_BASE}/:key`,
    {
      config: { access: { public: true } },
      schema: {
        tags: ["プッシュ通知配信"],
        summary: "添付ファイル（配信先が開くアドレス）",
        params: AttachmentParams,
        response: { 200: z.unknown().describe("PDF または画像") },
      },
    },
    async (request, reply) => {
      const file = await openAttachment(deps, request.params.key);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header("cache-control", "private, max-age=86400")
        .send(file.bytes);
    },
  );
}
