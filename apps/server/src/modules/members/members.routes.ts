import {
  CreateMemberBody,
  MEMBERS_BASE,
  MemberDetailResponse,
  MemberIdParams,
  MemberVersionQuery,
  MoveToAlumniBody,
  MoveToAlumniResult,
  NoContent,
  UpdateMemberBody,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/request-context";
import { moveToAlumni } from "./member-alumni";
import { registerMemberAttributeRoutes } from "./member-attributes.routes";
import { type MemberRouteDeps, registerMemberListRoutes } from "./member-list.routes";
import { createMember, deleteMember, updateMember } from "./member-write";
import { MEMBER_LIST_MENU } from "./members.menu";

const access = { menu: MEMBER_LIST_MENU } as const;
const audit = { targetType: "member" };
const tags = ["メンバー"];

/**
 * Every route of the member roster: the member list (read and write), the alumni list (read) and the
 * member attribute settings.
 */
export function registerMemberRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  registerMemberListRoutes(app, deps, "members");
  registerMemberListRoutes(app, deps, "alumni");
  registerMemberAttributeRoutes(app, deps);

  r.post(
    MEMBERS_BASE,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "メンバー登録",
        body: CreateMemberBody,
        response: { 201: MemberDetailResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ member: await createMember(db, requireContext(request), request.body) }),
  );

  r.put(
    `${MEMBERS_BASE}/:id`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "メンバー更新（version が古いと 409）",
        params: MemberIdParams,
        body: UpdateMemberBody,
        response: { 200: MemberDetailResponse },
      },
    },
    async (request) => ({
      member: await updateMember(db, requireContext(request), request.params.id, request.body),
    }),
  );

  r.delete(
    `${MEMBERS_BASE}/:id`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "メンバー削除（論理削除、version が古いと 409）",
        params: MemberIdParams,
        querystring: MemberVersionQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteMember(db, requireContext(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );

  r.post(
    `${MEMBERS_BASE}/move-to-alumni`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "卒業生へ移動（選択したメンバー、または検索条件に合うメンバー）",
        body: MoveToAlumniBody,
        response: { 200: MoveToAlumniResult },
      },
    },
    async (request) => ({ moved: await moveToAlumni(db, requireContext(request), request.body) }),
  );
}
