import {
  CreateGradeBody,
  GradeCdParams,
  GradeListResponse,
  GradeResponse,
  NoContent,
  UpdateGradeBody,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { createGrade, deleteGrade, listGradeItems, updateGrade } from "./grades.service";
import { GRADE_MASTER_MENU } from "./hierarchy.menu";

const BASE = "/app/api/v2/grades";
const GRADE = `${BASE}/:gradeCd`;
const access = { menu: GRADE_MASTER_MENU } as const;
const audit = { targetType: "grade" };
const tags = ["grade-master"];

/** The grade master (master 800): the grades members and grade permissions refer to by code. */
export function registerGradeRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    BASE,
    { config: { access }, schema: { tags, summary: "学年一覧", response: { 200: GradeListResponse } } },
    async (request) => ({ gradeList: await listGradeItems(db, requireContext(request)) }),
  );

  r.post(
    BASE,
    {
      config: { access, audit },
      schema: { tags, summary: "学年の登録", body: CreateGradeBody, response: { 201: GradeResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ grade: await createGrade(db, requireContext(request), request.body) }),
  );

  r.put(
    GRADE,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "学年の更新",
        params: GradeCdParams,
        body: UpdateGradeBody,
        response: { 200: GradeResponse },
      },
    },
    async (request) => ({
      grade: await updateGrade(db, requireContext(request), request.params.gradeCd, request.body),
    }),
  );

  r.delete(
    GRADE,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "学年の削除（在籍者がいない場合のみ）",
        params: GradeCdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteGrade(db, requireContext(request), request.params.gradeCd);
      return reply.status(204).send(null);
    },
  );
}
