import {
  SURVEY_RESULTS_BASE,
  SURVEY_TOTALLING_BASE,
  SurveyCrossQuery,
  SurveyCrossTab,
  SurveyExportBody,
  SurveyIdParams,
  SurveyTextPage,
  SurveyTextQuery,
  SurveyTotals,
  SurveyTotalsFilter,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../../platform/access/request-context";
import { DownloadBody, sendDownload } from "../../../platform/exports/download-reply";
import type { SurveyDeps } from "../survey-deps";
import { SURVEY_GROUP_MENU, SURVEY_RESULT_MENU } from "../surveys.menu";
import { surveyCrossTab } from "./survey-cross-tab";
import { exportSurvey } from "./survey-export";
import { surveyTexts } from "./survey-texts";
import { surveyTotals } from "./survey-totals";
import type { TotalsMenu } from "./totals-menu";

// The totals routes, twice: under アンケート結果 (…/results, menu survey-result) and under アンケート集計
// (…/totalling, menu survey-group: the totalling-survey screen opened from アンケートグループ).

function registerUnder(app: FastifyInstance, deps: SurveyDeps, base: string, menu: TotalsMenu, tag: string) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { menu, write: false } as const;
  const tags = [tag];
  r.get(
    `${base}/:id/totals`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "質問ごとの集計と回答率（クラス別・学年別）",
        params: SurveyIdParams,
        querystring: SurveyTotalsFilter,
        response: { 200: SurveyTotals },
      },
    },
    async (request) => surveyTotals(deps.db, requireContext(request), menu, request.params.id, request.query),
  );
  r.get(
    `${base}/:id/cross`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "クロス集計（所属の階層・学年・属性・別の質問）",
        params: SurveyIdParams,
        querystring: SurveyCrossQuery,
        response: { 200: SurveyCrossTab },
      },
    },
    async (request) =>
      surveyCrossTab(deps.db, requireContext(request), menu, request.params.id, request.query),
  );
  r.get(
    `${base}/:id/texts`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "自由記述の回答（検索・ページ送り）",
        params: SurveyIdParams,
        querystring: SurveyTextQuery,
        response: { 200: SurveyTextPage },
      },
    },
    async (request) => surveyTexts(deps.db, requireContext(request), menu, request.params.id, request.query),
  );
  r.post(
    `${base}/:id/export`,
    {
      // Reading only, but a file of answers leaves the system: the audit log records who took it.
      config: { access: read, audit: { targetType: "survey" } },
      schema: {
        tags,
        summary: "回答データ（Excel・CSV）と集計（Excel・PDF）の出力",
        params: SurveyIdParams,
        body: SurveyExportBody,
        response: { 200: DownloadBody },
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await exportSurvey(deps.db, requireContext(request), menu, request.params.id, request.body),
      ),
  );
}

export function registerSurveyTotalsRoutes(app: FastifyInstance, deps: SurveyDeps): void {
  registerUnder(app, deps, SURVEY_RESULTS_BASE, SURVEY_RESULT_MENU, "アンケート結果");
  registerUnder(app, deps, SURVEY_TOTALLING_BASE, SURVEY_GROUP_MENU, "アンケート集計");
}
