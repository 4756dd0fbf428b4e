import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { requireContext } from "../../../platform/access/request-context";
import { getApplicant, searchApplicants } from "./applicant-information.service";
import { formDashboard } from "./form-dashboard.service";
import { FORM_ANSWER_MENU } from "./staff-answers.routes";
import {
  ApplicantDetailResponse,
  ApplicantSearchQuery,
  ApplicantSearchResponse,
  FormDashboardResponse,
  FormUserParams,
} from "./staff-answers.schemas";

// The form-dashboard and applicant-information pages are always allowed in the back office's shell
// (spec §2.1), but what they show is answers and applicants' personal data: the data needs read
// authority on 回答一覧 ("form-answer"). A user without it sees the page and a 403 for its data.
const read = { menu: FORM_ANSWER_MENU, write: false } as const;

export function registerStaffOverviewRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    "/app/api/v2/form-dashboard",
    {
      config: { access: read },
      schema: {
        tags: ["回答"],
        summary: "フォームダッシュボード（回答状況別の件数）",
        response: { 200: FormDashboardResponse },
      },
    },
    async (request) => ({ forms: await formDashboard(db, requireContext(request)) }),
  );

  r.get(
    "/app/api/v2/applicant-information",
    {
      config: { access: read },
      schema: {
        tags: ["申込者"],
        summary: "申込者情報の検索",
        querystring: ApplicantSearchQuery,
        response: { 200: ApplicantSearchResponse },
      },
    },
    async (request) => searchApplicants(db, requireContext(request), request.query),
  );

  r.get(
    "/app/api/v2/applicant-information/:formUserId",
    {
      config: { access: read },
      schema: {
        tags: ["申込者"],
        summary: "申込者情報と回答",
        params: FormUserParams,
        response: { 200: ApplicantDetailResponse },
      },
    },
    async (request) => getApplicant(db, requireContext(request), request.params.formUserId),
  );
}
