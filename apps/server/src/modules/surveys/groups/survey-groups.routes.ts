import {
  NoContent,
  SURVEY_GROUP_BASE,
  SurveyGroupBody,
  SurveyGroupCandidates,
  SurveyGroupItem,
  SurveyGroupList,
  SurveyGroupParams,
  SurveyGroupVersionQuery,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { requireContext } from "../../../platform/access/request-context";
import { SURVEY_GROUP_MENU } from "../surveys.menu";
import {
  createSurveyGroup,
  deleteSurveyGroup,
  listSurveyGroups,
  surveyGroupCandidates,
  updateSurveyGroup,
} from "./survey-groups";

/** アンケートグループ (menu survey-group, news category 90). */
export function registerSurveyGroupRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { menu: SURVEY_GROUP_MENU, write: false } as const;
  const write = { menu: SURVEY_GROUP_MENU } as const;
  const audit = { targetType: "survey_group" };
  const tags = ["アンケートグループ"];
  r.get(
    SURVEY_GROUP_BASE,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "アンケートグループの一覧（各アンケートの回答率）",
        response: { 200: SurveyGroupList },
      },
    },
    async (request) => listSurveyGroups(deps.db, requireContext(request)),
  );
  r.get(
    `${SURVEY_GROUP_BASE}/candidates`,
    {
      config: { access: read },
      schema: { tags, summary: "グループに入れられるアンケート", response: { 200: SurveyGroupCandidates } },
    },
    async (request) => surveyGroupCandidates(deps.db, requireContext(request)),
  );
  r.post(
    SURVEY_GROUP_BASE,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "アンケートグループの作成",
        body: SurveyGroupBody,
        response: { 201: SurveyGroupItem },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSurveyGroup(deps.db, requireContext(request), request.body)),
  );
  r.put(
    `${SURVEY_GROUP_BASE}/:groupId`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "アンケートグループの変更",
        params: SurveyGroupParams,
        body: SurveyGroupBody,
        response: { 200: SurveyGroupItem },
      },
    },
    async (request) =>
      updateSurveyGroup(deps.db, requireContext(request), request.params.groupId, request.body),
  );
  r.delete(
    `${SURVEY_GROUP_BASE}/:groupId`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "アンケートグループの削除",
        params: SurveyGroupParams,
        querystring: SurveyGroupVersionQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteSurveyGroup(
        deps.db,
        requireContext(request),
        request.params.groupId,
        request.query.version,
      );
      return reply.status(204).send(null);
    },
  );
}
