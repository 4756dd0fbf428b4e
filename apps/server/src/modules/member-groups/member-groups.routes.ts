import {
  CreateMemberGroupBody,
  GroupCandidatePage,
  GroupMemberIdsBody,
  GroupMemberPage,
  GroupMembershipResult,
  GroupMembersQuery,
  GroupPasteBody,
  GroupRuleOptions,
  GroupRulePreview,
  GroupRulePreviewBody,
  MEMBER_GROUPS_BASE,
  MemberGroupIdParams,
  MemberGroupItem,
  MemberGroupList,
  MemberGroupVersionBody,
  MemberGroupVersionQuery,
  NoContent,
  UpdateMemberGroupBody,
} from "@gakumu/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { AppError, ValidationError } from "../../platform/errors/app-error";
import type { JobQueue } from "../../platform/jobs/job-queue";
import {
  addPickedMembers,
  importMembers,
  listGroupCandidates,
  listGroupMembers,
  pasteMembers,
  removeMembers,
} from "./group-membership.service";
import { PUSH_GROUP_MENU } from "./member-groups.menu";
import {
  createMemberGroup,
  deleteMemberGroup,
  getMemberGroup,
  listMemberGroups,
  memberGroupRuleOptions,
  previewMemberGroupRule,
  rebuildMemberGroup,
  updateMemberGroup,
} from "./member-groups.service";

const BASE = MEMBER_GROUPS_BASE;
const GROUP = `${BASE}/:id`;
const read = { access: { menu: PUSH_GROUP_MENU } } as const;
const search = { access: { menu: PUSH_GROUP_MENU, write: false } } as const;
const write = { access: { menu: PUSH_GROUP_MENU }, audit: { targetType: "member_group" } } as const;
const tags = ["配信グループ"];

const noFile = "取り込むファイルを選択してください。";
const tooLarge = "ファイルサイズが上限（20MB）を超えています。ファイルを分けて取り込んでください。";

/** The one file of the upload, read whole (20 MB at most). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const refuse = (error: unknown): never => {
    const e = error as { code?: string; statusCode?: number };
    if (e.code === "FST_REQ_FILE_TOO_LARGE" || e.statusCode === 413)
      throw new AppError("PAYLOAD_TOO_LARGE", tooLarge);
    if (e.code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw new ValidationError(noFile);
    throw error;
  };
  const part = await request.file().catch(refuse);
  if (!part) throw new ValidationError(noFile);
  return part.toBuffer().catch(refuse);
}

/** 配信グループ管理: the organisation's delivery groups and their members. */
export function registerMemberGroupRoutes(app: FastifyInstance, deps: { db: Db; jobs: JobQueue }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const ctxOf = requireContext;

  r.get(
    BASE,
    { config: read, schema: { tags, summary: "配信グループ一覧", response: { 200: MemberGroupList } } },
    async (request) => ({ items: await listMemberGroups(db, ctxOf(request)) }),
  );

  r.post(
    BASE,
    {
      config: write,
      schema: {
        tags,
        summary: "配信グループ登録",
        body: CreateMemberGroupBody,
        response: { 201: MemberGroupItem },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createMemberGroup(deps, ctxOf(request), request.body)),
  );

  r.get(
    `${BASE}/rule-options`,
    {
      config: read,
      schema: { tags, summary: "条件に指定できる所属・学年・属性", response: { 200: GroupRuleOptions } },
    },
    async (request) => memberGroupRuleOptions(db, ctxOf(request)),
  );

  r.post(
    `${BASE}/rule-preview`,
    {
      config: search,
      schema: {
        tags,
        summary: "条件に当てはまるメンバー数",
        body: GroupRulePreviewBody,
        response: { 200: GroupRulePreview },
      },
    },
    async (request) => previewMemberGroupRule(db, ctxOf(request), request.body.rule),
  );

  r.get(
    GROUP,
    {
      config: read,
      schema: {
        tags,
        summary: "配信グループ詳細",
        params: MemberGroupIdParams,
        response: { 200: MemberGroupItem },
      },
    },
    async (request) => getMemberGroup(db, ctxOf(request), request.params.id),
  );

  r.put(
    GROUP,
    {
      config: write,
      schema: {
        tags,
        summary: "配信グループ更新（条件の変更は再作成）",
        params: MemberGroupIdParams,
        body: UpdateMemberGroupBody,
        response: { 200: MemberGroupItem },
      },
    },
    async (request) => updateMemberGroup(deps, ctxOf(request), request.params.id, request.body),
  );

  r.delete(
    GROUP,
    {
      config: write,
      schema: {
        tags,
        summary: "配信グループ削除",
        params: MemberGroupIdParams,
        querystring: MemberGroupVersionQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteMemberGroup(db, ctxOf(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );

  r.post(
    `${GROUP}/build`,
    {
      config: write,
      schema: {
        tags,
        summary: "条件指定グループの再作成",
        params: MemberGroupIdParams,
        body: MemberGroupVersionBody,
        response: { 200: MemberGroupItem },
      },
    },
    async (request) => rebuildMemberGroup(deps, ctxOf(request), request.params.id, request.body.version),
  );

  r.get(
    `${GROUP}/members`,
    {
      config: read,
      schema: {
        tags,
        summary: "配信グループのメンバー一覧",
        params: MemberGroupIdParams,
        querystring: GroupMembersQuery,
        response: { 200: GroupMemberPage },
      },
    },
    async (request) => listGroupMembers(db, ctxOf(request), request.params.id, request.query),
  );

  r.get(
    `${GROUP}/candidates`,
    {
      config: read,
      schema: {
        tags,
        summary: "グループに追加するメンバーの検索",
        params: MemberGroupIdParams,
        querystring: GroupMembersQuery,
        response: { 200: GroupCandidatePage },
      },
    },
    async (request) => listGroupCandidates(db, ctxOf(request), request.params.id, request.query),
  );

  r.post(
    `${GROUP}/members`,
    {
      config: write,
      schema: {
        tags,
        summary: "選択したメンバーをグループに追加",
        params: MemberGroupIdParams,
        body: GroupMemberIdsBody,
        response: { 200: GroupMembershipResult },
      },
    },
    async (request) => addPickedMembers(db, ctxOf(request), request.params.id, request.body),
  );

  r.post(
    `${GROUP}/members/paste`,
    {
      config: write,
      schema: {
        tags,
        summary: "貼り付けた学籍番号のメンバーをグループに追加",
        params: MemberGroupIdParams,
        body: GroupPasteBody,
        response: { 200: GroupMembershipResult },
      },
    },
    async (request) => pasteMembers(db, ctxOf(request), request.params.id, request.body),
  );

  r.post(
    `${GROUP}/members/import`,
    {
      config: write,
      schema: {
        tags,
        summary: "ファイルの学籍番号のメンバーをグループに追加",
        params: MemberGroupIdParams,
        querystring: MemberGroupVersionQuery,
        response: { 200: GroupMembershipResult },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const file = await readUpload(request);
      return importMembers(db, ctx, request.params.id, file, request.query.version);
    },
  );

  r.post(
    `${GROUP}/members/remove`,
    {
      config: write,
      schema: {
        tags,
        summary: "選択したメンバーをグループから外す",
        params: MemberGroupIdParams,
        body: GroupMemberIdsBody,
        response: { 200: GroupMembershipResult },
      },
    },
    async (request) => removeMembers(db, ctxOf(request), request.params.id, request.body),
  );
}
