import {
  MemberRequestDetailResponse,
  MemberRequestIdParams,
  MemberRequestPage,
  MemberRequestSearchQuery,
  MemberRequestStatusBody,
  ProxyMemberRequestBody,
  REQUEST_PAGE_SIZE,
  RequestMemberLookupQuery,
  RequestMemberLookupResponse,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { requireContext } from "../../../platform/access/request-context";
import { memberVisibility } from "../member-visibility";
import { createProxyRequest } from "./member-request-create";
import { getMemberRequest, searchMemberRequests } from "./member-request-queries";
import { changeRequestStatus } from "./member-request-status";
import { lookupMemberByCode } from "./request-member-lookup";

const BASE = "/app/api/v2/member-request";
const access = { menu: "member-request" } as const;
const audit = { targetType: "member_request" };
const tags = ["member-request"];

/** 「申請管理」 (menu member-request): members' change and certificate requests. */
export function registerMemberRequestRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    BASE,
    {
      config: { access },
      schema: {
        tags,
        summary: "申請一覧",
        querystring: MemberRequestSearchQuery,
        response: { 200: MemberRequestPage },
      },
    },
    async (request) => ({
      ...(await searchMemberRequests(db, requireContext(request), request.query, REQUEST_PAGE_SIZE)),
      page: request.query.page,
      pageSize: REQUEST_PAGE_SIZE,
    }),
  );

  r.get(
    `${BASE}/member-lookup`,
    {
      config: { access },
      schema: {
        tags,
        summary: "代理申請するメンバー（会員IDで検索）",
        querystring: RequestMemberLookupQuery,
        response: { 200: RequestMemberLookupResponse },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      return {
        member: await lookupMemberByCode(db, ctx, await memberVisibility(db, ctx), request.query.memberCode),
      };
    },
  );

  r.get(
    `${BASE}/:requestId`,
    {
      config: { access },
      schema: {
        tags,
        summary: "申請の詳細",
        params: MemberRequestIdParams,
        response: { 200: MemberRequestDetailResponse },
      },
    },
    async (request) => ({
      request: await getMemberRequest(db, requireContext(request), request.params.requestId),
    }),
  );

  r.post(
    BASE,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "代理申請",
        body: ProxyMemberRequestBody,
        response: { 201: MemberRequestDetailResponse },
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      const requestId = await createProxyRequest(db, ctx, request.body);
      return reply.status(201).send({ request: await getMemberRequest(db, ctx, requestId) });
    },
  );

  r.post(
    `${BASE}/:requestId/status`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "申請の状態変更（承認・却下・発行・入金・取消）",
        params: MemberRequestIdParams,
        body: MemberRequestStatusBody,
        response: { 200: MemberRequestDetailResponse },
      },
    },
    async (request) => ({
      request: await changeRequestStatus(db, requireContext(request), request.params.requestId, request.body),
    }),
  );
}
