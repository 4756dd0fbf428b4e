import {
  MEMBER_NEWS_API,
  NEWS_APPROVAL_API,
  NEWS_ATTACHMENT_BASE,
  NEWS_DISPLAY_API,
  NewsApprovalDecideBody,
  NewsApprovalDone,
  NewsApprovalKeyBody,
  NewsApprovalView,
  NewsDisplayItem,
  NewsDisplayList,
  NewsDisplayQuery,
  NewsMemberItemParams,
  NewsTypeParams,
  NoContent,
  newsTypeOfParam,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/request-context";
import { memberOf } from "../member-accounts/member-access";
import { decideByLink, openApproval } from "./news-approval-links";
import { openNewsAttachment } from "./news-attachments";
import type { NewsDeps } from "./news-deps";
import { markStaffRead, memberDisplay, openForMember, staffDisplay } from "./news-display";

const AttachmentParams = z.object({ key: z.string().max(64) });

/** The approver's mailed link (public), attachments (public by key), the staff and member displays. */
export function registerNewsPublicRoutes(app: FastifyInstance, deps: NewsDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = { public: true } as const;
  const approvalTags = ["お知らせ・FAQの承認（ログイン不要）"];
  r.post(
    `${NEWS_APPROVAL_API}/open`,
    {
      config: { access: open },
      schema: {
        tags: approvalTags,
        summary: "メールのリンクから承認依頼を開く",
        body: NewsApprovalKeyBody,
        response: { 200: NewsApprovalView },
      },
    },
    async (request) => openApproval(deps, request.body.type, request.body.key),
  );
  r.post(
    `${NEWS_APPROVAL_API}/decide`,
    {
      config: { access: open, audit: { targetType: "news_item" } },
      schema: {
        tags: approvalTags,
        summary: "メールのリンクから承認・差し戻し",
        body: NewsApprovalDecideBody,
        response: { 200: NewsApprovalDone },
      },
    },
    async (request) =>
      decideByLink(deps, request.body.type, request.body.key, {
        decision: request.body.decision,
        comment: request.body.comment,
      }),
  );

  // Public on purpose: members' apps and approvers open attachments; the 256-bit key is the permission.
  r.get(
    `${NEWS_ATTACHMENT_BASE}/:key`,
    {
      config: { access: open },
      schema: {
        tags: ["お知らせ"],
        summary: "添付ファイル",
        params: AttachmentParams,
        response: { 200: z.unknown().describe("PDF または画像") },
      },
    },
    async (request, reply) => {
      const file = await openNewsAttachment(deps, request.params.key);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header("cache-control", "private, max-age=86400")
        .send(file.bytes);
    },
  );

  const staffTags = ["お知らせ・FAQ表示（職員）"];
  r.get(
    `${NEWS_DISPLAY_API}/:type`,
    {
      config: { access: { session: true } },
      schema: {
        tags: staffTags,
        summary: "職員向けに公開中の記事",
        params: NewsTypeParams,
        querystring: NewsDisplayQuery,
        response: { 200: NewsDisplayList },
      },
    },
    async (request) => ({
      items: await staffDisplay(
        deps,
        requireContext(request),
        newsTypeOfParam(request.params.type),
        request.query,
      ),
    }),
  );
  r.post(
    `${NEWS_DISPLAY_API}/:type/:id/read`,
    {
      config: { access: { session: true } },
      schema: {
        tags: staffTags,
        summary: "職員の既読",
        params: NewsMemberItemParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await markStaffRead(
        deps.db,
        requireContext(request),
        newsTypeOfParam(request.params.type),
        request.params.id,
      );
      return reply.status(204).send(null);
    },
  );

  const memberTags = ["メンバーアプリ：お知らせ・FAQ"];
  r.get(
    `${MEMBER_NEWS_API}/:type`,
    {
      config: { access: { member: true } },
      schema: {
        tags: memberTags,
        summary: "公開中の記事",
        params: NewsTypeParams,
        querystring: NewsDisplayQuery,
        response: { 200: NewsDisplayList },
      },
    },
    async (request) => ({
      items: await memberDisplay(
        deps,
        memberOf(request),
        newsTypeOfParam(request.params.type),
        request.query,
      ),
    }),
  );
  r.get(
    `${MEMBER_NEWS_API}/:type/:id`,
    {
      config: { access: { member: true } },
      schema: {
        tags: memberTags,
        summary: "記事を開く（既読を記録）",
        params: NewsMemberItemParams,
        response: { 200: NewsDisplayItem },
      },
    },
    async (request) =>
      openForMember(deps, memberOf(request), newsTypeOfParam(request.params.type), request.params.id),
  );
}
