import {
  CONTACT_BASE,
  CONTACT_WEB_BASE,
  ContactBoard,
  ContactBoardQuery,
  ContactExportBody,
  ContactHistoryPage,
  ContactHistoryQuery,
  ContactIdParams,
  ContactItem,
  ContactLink,
  ContactLinkBody,
  ContactLinkList,
  ContactNodeList,
  ContactReplyBody,
  ContactSetting,
  ContactSettingBody,
  ContactType,
  ContactTypeBody,
  ContactTypeList,
  ContactTypeParams,
  NoContent,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { DownloadBody, ExportAcceptedBody, replyWithExport } from "../../platform/exports/download-reply";
import type { ExportService } from "../../platform/exports/export-service";
import { confirmContact, replyToContact } from "./contact-actions";
import { checkRange, contactBoard, contactHistory } from "./contact-board";
import { CONTACT_EXPORT, type ContactExportParams } from "./contact-export";
import { issueLink, listLinks, revokeLink } from "./contact-links";
import { loadContactNodes } from "./contact-nodes";
import { getSetting, saveSetting } from "./contact-settings";
import { createType, ensureDefaultTypes, listTypes, updateType } from "./contact-types";
import { CONTACT_MENU, CONTACT_WEB_MENU } from "./contacts.menu";

export interface ContactStaffDeps {
  db: Db;
  delivery: DeliveryEngine;
  exports: ExportService;
  publicUrl: string;
}

const tags = ["連絡"];
const B = CONTACT_BASE;
const W = CONTACT_WEB_BASE;

function registerBoardRoutes(app: FastifyInstance, deps: ContactStaffDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { menu: CONTACT_MENU, write: false } as const;
  const write = { menu: CONTACT_MENU } as const;
  const audit = { targetType: "contact" };
  r.get(
    `${B}/board`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "クラス・日ごとの連絡一覧",
        querystring: ContactBoardQuery,
        response: { 200: ContactBoard },
      },
    },
    async (request) => contactBoard(deps.db, requireContext(request), request.query),
  );
  r.get(
    `${B}/nodes`,
    {
      config: { access: read },
      schema: { tags, summary: "クラスの一覧（連絡一覧の絞り込み用）", response: { 200: ContactNodeList } },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      requireMenu(ctx, CONTACT_MENU, "read");
      // The tree changes rarely: the screen keeps the list for a few minutes, the browser too.
      void reply.header("cache-control", "private, max-age=300");
      return { nodes: (await loadContactNodes(deps.db, ctx.organizationId)).nodes };
    },
  );
  r.get(
    `${B}/history`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "連絡の履歴",
        querystring: ContactHistoryQuery,
        response: { 200: ContactHistoryPage },
      },
    },
    async (request) => contactHistory(deps.db, requireContext(request), request.query),
  );
  r.get(
    `${B}/types`,
    {
      config: { access: read },
      schema: { tags, summary: "連絡種別の一覧", response: { 200: ContactTypeList } },
    },
    async (request) => {
      const ctx = requireContext(request);
      requireMenu(ctx, CONTACT_MENU, "read");
      return listTypes(deps.db, ctx);
    },
  );
  r.post(
    `${B}/:id/confirm`,
    {
      config: { access: write, audit },
      schema: { tags, summary: "確認済にする", params: ContactIdParams, response: { 200: ContactItem } },
    },
    async (request) => confirmContact(deps, requireContext(request), request.params.id),
  );
  r.post(
    `${B}/:id/reply`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "返信する（メンバーへ配信）",
        params: ContactIdParams,
        body: ContactReplyBody,
        response: { 200: ContactItem },
      },
    },
    async (request) => replyToContact(deps, requireContext(request), request.params.id, request.body.text),
  );
  r.post(
    `${B}/export`,
    {
      config: { access: read, audit: { targetType: "contact_export" } },
      schema: {
        tags,
        summary: "連絡一覧のエクスポート（Excel・CSV）",
        body: ContactExportBody,
        response: { 200: DownloadBody, 202: ExportAcceptedBody },
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      requireMenu(ctx, CONTACT_MENU, "read");
      const { format, csvEncoding, ...range } = request.body;
      checkRange(range.from, range.to);
      const params: ContactExportParams = range;
      return replyWithExport(
        deps.exports,
        ctx,
        { request, reply },
        {
          source: CONTACT_EXPORT,
          params,
          format,
          csvEncoding,
        },
      );
    },
  );
}

function registerSettingRoutes(app: FastifyInstance, deps: ContactStaffDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { menu: CONTACT_WEB_MENU, write: false } as const;
  const write = { menu: CONTACT_WEB_MENU } as const;
  r.get(
    `${W}/setting`,
    { config: { access: read }, schema: { tags, summary: "Web連絡設定", response: { 200: ContactSetting } } },
    async (request) => getSetting(deps.db, requireContext(request)),
  );
  r.put(
    `${W}/setting`,
    {
      config: { access: write, audit: { targetType: "contact_setting" } },
      schema: {
        tags,
        summary: "Web連絡設定の保存",
        body: ContactSettingBody,
        response: { 200: ContactSetting },
      },
    },
    async (request) => saveSetting(deps.db, requireContext(request), request.body),
  );
  r.get(
    `${W}/types`,
    {
      config: { access: read },
      schema: { tags, summary: "連絡種別の一覧（無効を含む）", response: { 200: ContactTypeList } },
    },
    async (request) => {
      const ctx = requireContext(request);
      // A school that never set anything up starts from the usual types, not an empty form.
      await ensureDefaultTypes(deps.db, ctx);
      return listTypes(deps.db, ctx);
    },
  );
  const typeAudit = { targetType: "contact_type" };
  r.post(
    `${W}/types`,
    {
      config: { access: write, audit: typeAudit },
      schema: { tags, summary: "連絡種別の登録", body: ContactTypeBody, response: { 201: ContactType } },
    },
    async (request, reply) =>
      reply.status(201).send(await createType(deps.db, requireContext(request), request.body)),
  );
  r.put(
    `${W}/types/:id`,
    {
      config: { access: write, audit: typeAudit },
      schema: {
        tags,
        summary: "連絡種別の更新",
        params: ContactTypeParams,
        body: ContactTypeBody,
        response: { 200: ContactType },
      },
    },
    async (request) => updateType(deps.db, requireContext(request), request.params.id, request.body),
  );
  const linkAudit = { targetType: "contact_link" };
  r.get(
    `${W}/links`,
    {
      config: { access: read },
      schema: { tags, summary: "クラスごとの連絡用リンク", response: { 200: ContactLinkList } },
    },
    async (request) => listLinks(deps.db, requireContext(request)),
  );
  r.post(
    `${W}/links`,
    {
      config: { access: write, audit: linkAudit },
      schema: { tags, summary: "連絡用リンクの発行", body: ContactLinkBody, response: { 201: ContactLink } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await issueLink(deps.db, requireContext(request), deps.publicUrl, request.body.nodeCd)),
  );
  r.delete(
    `${W}/links/:id`,
    {
      config: { access: write, audit: linkAudit },
      schema: {
        tags,
        summary: "連絡用リンクの無効化",
        params: ContactIdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await revokeLink(deps.db, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

export function registerContactStaffRoutes(app: FastifyInstance, deps: ContactStaffDeps): void {
  registerBoardRoutes(app, deps);
  registerSettingRoutes(app, deps);
}
