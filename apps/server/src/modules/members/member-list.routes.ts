import {
  ALUMNI_BASE,
  MEMBERS_BASE,
  MemberDetailResponse,
  MemberExportBody,
  MemberIdParams,
  MemberListOptions,
  MemberSearch,
  MemberSearchResult,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { DownloadBody, ExportAcceptedBody, replyWithExport } from "../../platform/exports/download-reply";
import type { ExportService } from "../../platform/exports/export-service";
import { getMemberDetail } from "./member-detail";
import { MEMBER_EXPORT_SOURCES, type MemberExportParams, memberExportColumns } from "./member-export";
import { memberListOptions } from "./member-options";
import { searchMembers } from "./member-search";
import { ALUMNI_LIST_MENU, MEMBER_LIST_MENU, type MemberListKind, memberListScope } from "./members.menu";

export interface MemberRouteDeps {
  db: Db;
  exports: Pick<ExportService, "export">;
}

/**
 * The read side of a member list, the same for 「メンバー一覧」 and 「卒業生一覧」: search (GET with a
 * query string or POST with a body), the screen's masters, the export and one member's detail.
 */
export function registerMemberListRoutes(
  app: FastifyInstance,
  deps: MemberRouteDeps,
  kind: MemberListKind,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const base = kind === "alumni" ? ALUMNI_BASE : MEMBERS_BASE;
  const read = {
    access: { menu: kind === "alumni" ? ALUMNI_LIST_MENU : MEMBER_LIST_MENU, write: false },
  } as const;
  const tags = [kind === "alumni" ? "卒業生" : "メンバー"];
  const label = kind === "alumni" ? "卒業生" : "メンバー";

  r.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: `${label}検索`,
        querystring: MemberSearch,
        response: { 200: MemberSearchResult },
      },
    },
    async (request) => searchMembers(db, memberListScope(requireContext(request), kind), request.query),
  );

  r.post(
    `${base}/search`,
    {
      config: read,
      schema: { tags, summary: `${label}検索`, body: MemberSearch, response: { 200: MemberSearchResult } },
    },
    async (request) => searchMembers(db, memberListScope(requireContext(request), kind), request.body),
  );

  r.get(
    `${base}/options`,
    {
      config: read,
      schema: { tags, summary: "所属・学年・項目設定・属性", response: { 200: MemberListOptions } },
    },
    async (request) => memberListOptions(db, memberListScope(requireContext(request), kind)),
  );

  r.post(
    `${base}/export`,
    {
      // A download of personal data: recorded in the audit trail by the export service.
      config: read,
      schema: {
        tags,
        summary: `${label}エクスポート`,
        body: MemberExportBody,
        response: { 200: DownloadBody, 202: ExportAcceptedBody },
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      const scope = memberListScope(ctx, kind);
      const params: MemberExportParams = {
        kind,
        viewerMode: ctx.processMode,
        filter: request.body.filter,
        columns: await memberExportColumns(db, scope),
      };
      return replyWithExport(
        deps.exports,
        ctx,
        { request, reply },
        {
          source: MEMBER_EXPORT_SOURCES[kind],
          params,
          format: request.body.format,
          csvEncoding: request.body.csvEncoding,
        },
      );
    },
  );

  r.get(
    `${base}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: `${label}詳細`,
        params: MemberIdParams,
        response: { 200: MemberDetailResponse },
      },
    },
    async (request) => ({
      member: await getMemberDetail(db, memberListScope(requireContext(request), kind), request.params.id),
    }),
  );
}
