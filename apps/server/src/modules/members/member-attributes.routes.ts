import {
  CreateMemberAttributeBody,
  MemberAttributeIdParams,
  MemberAttributeItem,
  MemberAttributeList,
  MemberAttributeVersionQuery,
  NoContent,
  UpdateMemberAttributeBody,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import {
  createMemberAttribute,
  deleteMemberAttribute,
  listOwnMemberAttributes,
  updateMemberAttribute,
} from "./member-attributes.service";
import { MEMBER_ATTRIBUTE_MENU } from "./members.menu";

const BASE = "/app/api/v2/member-attributes";
const access = { menu: MEMBER_ATTRIBUTE_MENU } as const;
const audit = { targetType: "member_attribute" };
const tags = ["メンバー属性"];

/** メンバー属性設定: the current organisation's attributes of the current process mode. */
export function registerMemberAttributeRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    BASE,
    {
      config: { access },
      schema: { tags, summary: "メンバー属性一覧", response: { 200: MemberAttributeList } },
    },
    async (request) => ({ items: await listOwnMemberAttributes(db, requireContext(request)) }),
  );

  r.post(
    BASE,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "メンバー属性登録",
        body: CreateMemberAttributeBody,
        response: { 201: MemberAttributeItem },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createMemberAttribute(db, requireContext(request), request.body)),
  );

  r.put(
    `${BASE}/:id`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "メンバー属性更新",
        params: MemberAttributeIdParams,
        body: UpdateMemberAttributeBody,
        response: { 200: MemberAttributeItem },
      },
    },
    async (request) => updateMemberAttribute(db, requireContext(request), request.params.id, request.body),
  );

  r.delete(
    `${BASE}/:id`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "メンバー属性削除（メンバーの値も削除）",
        params: MemberAttributeIdParams,
        querystring: MemberAttributeVersionQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteMemberAttribute(db, requireContext(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
}
