import {
  DAILY_REPORT_BASE,
  DailyReportCommentBody,
  DailyReportDay,
  DailyReportDayQuery,
  DailyReportDetail,
  DailyReportExportBody,
  DailyReportHistoryQuery,
  DailyReportMemberHistory,
  DailyReportMemberParams,
  DailyReportParams,
  DailyReportTemplate,
  DailyReportTemplateBody,
  DailyReportTemplateList,
  DailyReportTemplateParams,
  ExportAcceptedBody,
  MEMBER_DAILY_REPORT_API,
  MemberDailyReportList,
  MemberReportBody,
  MemberReportForm,
  MemberReportHistory,
  MemberReportHistoryQuery,
  MemberReportParams,
  NotificationType,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import type { MemberCaller } from "../../platform/access/applicant-access";
import { requireContext } from "../../platform/access/request-context";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { DownloadBody, replyWithExport } from "../../platform/exports/download-reply";
import type { ExportService } from "../../platform/exports/export-service";
import { registerTargetPickerRoutes } from "../push-notifications/push-target-routes";
import { DAILY_REPORT_EXPORT, exportParams } from "./daily-report-export";
import {
  listMemberReports,
  memberReportHistory,
  openMemberReport,
  submitMemberReport,
} from "./daily-report-member";
import { addComment, dayRoster, memberHistory, reportDetail } from "./daily-report-staff";
import {
  createTemplate,
  findTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from "./daily-report-templates";
import { DAILY_REPORT_MENU } from "./daily-reports.menu";

export interface DailyReportDeps {
  db: Db;
  delivery: DeliveryEngine;
  exports: ExportService;
}

const B = DAILY_REPORT_BASE;
const M = MEMBER_DAILY_REPORT_API;
const tags = ["日報"];
const read = { menu: DAILY_REPORT_MENU, write: false } as const;
const write = { menu: DAILY_REPORT_MENU } as const;
const audit = { targetType: "daily_report_template" };

function registerTemplateRoutes(app: FastifyInstance, deps: DailyReportDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${B}/templates`,
    {
      config: { access: read },
      schema: { tags, summary: "日報の一覧", response: { 200: DailyReportTemplateList } },
    },
    async (request) => listTemplates(deps.db, requireContext(request)),
  );
  r.post(
    `${B}/templates`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "日報の作成",
        body: DailyReportTemplateBody,
        response: { 201: DailyReportTemplate },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTemplate(deps.db, requireContext(request), request.body)),
  );
  r.get(
    `${B}/templates/:id`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "日報の設定",
        params: DailyReportTemplateParams,
        response: { 200: DailyReportTemplate },
      },
    },
    async (request) => getTemplate(deps.db, requireContext(request), request.params.id),
  );
  r.put(
    `${B}/templates/:id`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "日報の設定の保存",
        params: DailyReportTemplateParams,
        body: DailyReportTemplateBody,
        response: { 200: DailyReportTemplate },
      },
    },
    async (request) => updateTemplate(deps.db, requireContext(request), request.params.id, request.body),
  );
  // The target picker is push notifications' own, asked under this menu (as 定時安否確認 does).
  registerTargetPickerRoutes(app, deps, {
    base: B,
    kind: NotificationType.PUSH,
    menu: DAILY_REPORT_MENU,
    tags,
  });
}

function registerStaffRoutes(app: FastifyInstance, deps: DailyReportDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${B}/templates/:id/day`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "その日の提出状況（既定は今日）",
        params: DailyReportTemplateParams,
        querystring: DailyReportDayQuery,
        response: { 200: DailyReportDay },
      },
    },
    async (request) => dayRoster(deps.db, requireContext(request), request.params.id, request.query),
  );
  r.post(
    `${B}/templates/:id/export`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "提出された日報のエクスポート（Excel・CSV）",
        params: DailyReportTemplateParams,
        body: DailyReportExportBody,
        response: { 200: DownloadBody, 202: ExportAcceptedBody },
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      // Read here first: another organisation's id answers 404, and the columns are the template's now.
      const template = await findTemplate(deps.db, ctx, request.params.id);
      const { from, to, format, csvEncoding } = request.body;
      return replyWithExport(
        deps.exports,
        ctx,
        { request, reply },
        {
          source: DAILY_REPORT_EXPORT,
          params: exportParams(template, { from, to }),
          format,
          csvEncoding,
        },
      );
    },
  );
  r.get(
    `${B}/reports/:id`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "提出された日報",
        params: DailyReportParams,
        response: { 200: DailyReportDetail },
      },
    },
    async (request) => reportDetail(deps.db, requireContext(request), request.params.id),
  );
  r.post(
    `${B}/reports/:id/comments`,
    {
      config: { access: write, audit: { targetType: "daily_report_comment" } },
      schema: {
        tags,
        summary: "日報へのコメント（メンバーへ届けます）",
        params: DailyReportParams,
        body: DailyReportCommentBody,
        response: { 201: DailyReportDetail },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(deps, requireContext(request), request.params.id, request.body.body)),
  );
  r.get(
    `${B}/members/:memberId/reports`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "メンバーごとの日報の履歴",
        params: DailyReportMemberParams,
        querystring: DailyReportHistoryQuery,
        response: { 200: DailyReportMemberHistory },
      },
    },
    async (request) =>
      memberHistory(deps.db, requireContext(request), request.params.memberId, request.query),
  );
}

const memberOf = (request: { member: MemberCaller | null }): MemberCaller => {
  if (!request.member) throw new Error("route declared member access but has no member");
  return request.member;
};

function registerMemberRoutes(app: FastifyInstance, deps: DailyReportDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { member: true } as const;
  const memberTags = ["メンバーアプリ：日報"];
  r.get(
    M,
    {
      config: { access },
      schema: {
        tags: memberTags,
        summary: "提出する日報と直近の提出状況",
        response: { 200: MemberDailyReportList },
      },
    },
    async (request) => listMemberReports(deps.db, memberOf(request)),
  );
  r.get(
    `${M}/history`,
    {
      config: { access },
      schema: {
        tags: memberTags,
        summary: "自分の日報の履歴（コメントつき）",
        querystring: MemberReportHistoryQuery,
        response: { 200: MemberReportHistory },
      },
    },
    async (request) => memberReportHistory(deps.db, memberOf(request), request.query.page),
  );
  r.get(
    `${M}/:templateId/:date`,
    {
      config: { access },
      schema: {
        tags: memberTags,
        summary: "日報の入力画面",
        params: MemberReportParams,
        response: { 200: MemberReportForm },
      },
    },
    async (request) =>
      openMemberReport(deps.db, memberOf(request), request.params.templateId, request.params.date),
  );
  r.put(
    `${M}/:templateId/:date`,
    {
      config: { access },
      schema: {
        tags: memberTags,
        summary: "日報の提出・修正",
        params: MemberReportParams,
        body: MemberReportBody,
        response: { 200: MemberReportForm },
      },
    },
    async (request) =>
      submitMemberReport(
        deps.db,
        memberOf(request),
        request.params.templateId,
        request.params.date,
        request.body,
      ),
  );
}

export function registerDailyReportRoutes(app: FastifyInstance, deps: DailyReportDeps): void {
  registerTemplateRoutes(app, deps);
  registerStaffRoutes(app, deps);
  registerMemberRoutes(app, deps);
}
