import {
  HEALTH_CARE_BASE,
  HealthCareSetting,
  HealthCareSettingBody,
  HealthDashboard,
  HealthDayQuery,
  HealthMemberQuery,
  HealthObservationItem,
  HealthObservationPage,
  HealthObservationQuery,
  HealthRecordBody,
  HealthRecordDeleteQuery,
  HealthRecordItem,
  HealthRecordList,
  HealthRecordParams,
  HealthRecordQuery,
  HealthSymptomList,
  HealthSymptomListBody,
  HealthTrendQuery,
  HealthTrends,
  HealthWebLink,
  HealthWebLinkBody,
  MemberCandidateList,
  NoContent,
  StaffObservationBody,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/request-context";
import { HEALTH_CHECK_MENU, HEALTH_CHECK_SETTING_MENU, HEALTH_RECORD_MENU } from "./health-care.menu";
import { healthDashboard, healthTrends } from "./health-dashboard";
import { enterObservation, healthMemberCandidates, listObservations } from "./health-observations";
import { createRecord, deleteRecord, listRecords, updateRecord } from "./health-records";
import type { ReportDeps } from "./health-report-deps";
import { getSetting, listSymptoms, saveSetting, saveSymptoms } from "./health-settings";
import { issueWebLink } from "./health-web-link";

const B = HEALTH_CARE_BASE;
const tags = ["ヘルスケア"];
type Deps = ReportDeps & { publicUrl: string };

function registerSettingRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { menu: HEALTH_CHECK_SETTING_MENU, write: false } as const;
  const write = { menu: HEALTH_CHECK_SETTING_MENU } as const;
  r.get(
    `${B}/setting`,
    {
      config: { access: read },
      schema: { tags, summary: "ヘルスケア設定", response: { 200: HealthCareSetting } },
    },
    async (request) => getSetting(deps.db, requireContext(request)),
  );
  r.put(
    `${B}/setting`,
    {
      config: { access: write, audit: { targetType: "health_care_setting" } },
      schema: {
        tags,
        summary: "ヘルスケア設定の保存",
        body: HealthCareSettingBody,
        response: { 200: HealthCareSetting },
      },
    },
    async (request) => saveSetting(deps.db, requireContext(request), request.body),
  );
  // Every screen of the module shows symptom names: the gate lets any of the three menus read.
  r.get(
    `${B}/symptoms`,
    {
      config: { access: { menu: HEALTH_CHECK_MENU, write: false } },
      schema: { tags, summary: "症状の一覧", response: { 200: HealthSymptomList } },
    },
    async (request) => listSymptoms(deps.db, requireContext(request)),
  );
  r.put(
    `${B}/symptoms`,
    {
      config: { access: write, audit: { targetType: "health_symptom" } },
      schema: {
        tags,
        summary: "症状の一覧の保存",
        body: HealthSymptomListBody,
        response: { 200: HealthSymptomList },
      },
    },
    async (request) => saveSymptoms(deps.db, requireContext(request), request.body),
  );
  r.post(
    `${B}/web-links`,
    {
      config: { access: write, audit: { targetType: "health_web_link" } },
      schema: {
        tags,
        summary: "メンバーの体調報告用Webリンクの発行",
        body: HealthWebLinkBody,
        response: { 200: HealthWebLink },
      },
    },
    async (request) => issueWebLink(deps, requireContext(request), request.body.memberId),
  );
  r.get(
    `${B}/member-candidates`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "メンバーの検索",
        querystring: HealthMemberQuery,
        response: { 200: MemberCandidateList },
      },
    },
    async (request) =>
      healthMemberCandidates(deps, requireContext(request), HEALTH_CHECK_SETTING_MENU, request.query.keyword),
  );
}

function registerCheckRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { menu: HEALTH_CHECK_MENU, write: false } as const;
  r.get(
    `${B}/dashboard`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "その日の学校全体とクラスごとの体調",
        querystring: HealthDayQuery,
        response: { 200: HealthDashboard },
      },
    },
    async (request) => healthDashboard(deps.db, requireContext(request), request.query.date),
  );
  r.get(
    `${B}/trends`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "直近14日の推移",
        querystring: HealthTrendQuery,
        response: { 200: HealthTrends },
      },
    },
    async (request) => healthTrends(deps.db, requireContext(request), request.query),
  );
  r.get(
    `${B}/observations`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "体調報告の一覧",
        querystring: HealthObservationQuery,
        response: { 200: HealthObservationPage },
      },
    },
    async (request) => listObservations(deps, requireContext(request), request.query),
  );
  r.put(
    `${B}/observations`,
    {
      config: { access: { menu: HEALTH_CHECK_MENU }, audit: { targetType: "health_observation" } },
      schema: {
        tags,
        summary: "職員による体調の登録",
        body: StaffObservationBody,
        response: { 200: HealthObservationItem },
      },
    },
    async (request) => enterObservation(deps, requireContext(request), request.body),
  );
  r.get(
    `${B}/observation-candidates`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "職員入力のメンバー検索",
        querystring: HealthMemberQuery,
        response: { 200: MemberCandidateList },
      },
    },
    async (request) =>
      healthMemberCandidates(deps, requireContext(request), HEALTH_CHECK_MENU, request.query.keyword),
  );
}

function registerRecordRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { menu: HEALTH_RECORD_MENU, write: false } as const;
  const write = { menu: HEALTH_RECORD_MENU } as const;
  const audit = { targetType: "health_record" };
  r.get(
    `${B}/records`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "メンバーの健康記録",
        querystring: HealthRecordQuery,
        response: { 200: HealthRecordList },
      },
    },
    async (request) => listRecords(deps.db, requireContext(request), request.query.memberId),
  );
  r.get(
    `${B}/record-candidates`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "健康記録のメンバー検索",
        querystring: HealthMemberQuery,
        response: { 200: MemberCandidateList },
      },
    },
    async (request) =>
      healthMemberCandidates(deps, requireContext(request), HEALTH_RECORD_MENU, request.query.keyword),
  );
  r.post(
    `${B}/records`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "健康記録の登録",
        body: HealthRecordBody,
        response: { 201: HealthRecordItem },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRecord(deps.db, requireContext(request), request.body)),
  );
  r.put(
    `${B}/records/:id`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "健康記録の更新",
        params: HealthRecordParams,
        body: HealthRecordBody,
        response: { 200: HealthRecordItem },
      },
    },
    async (request) => updateRecord(deps.db, requireContext(request), request.params.id, request.body),
  );
  r.delete(
    `${B}/records/:id`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "健康記録の削除",
        params: HealthRecordParams,
        querystring: HealthRecordDeleteQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteRecord(deps.db, requireContext(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
}

export function registerHealthCareRoutes(app: FastifyInstance, deps: Deps): void {
  registerSettingRoutes(app, deps);
  registerCheckRoutes(app, deps);
  registerRecordRoutes(app, deps);
}
