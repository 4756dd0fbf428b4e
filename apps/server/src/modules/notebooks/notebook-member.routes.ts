import {
  MEMBER_NOTEBOOK_API,
  MemberNotebook,
  MemberNotebookList,
  NotebookIdParams,
  NotebookPageParams,
  NotebookTrackBody,
  NotebookTracked,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { memberOf } from "../member-accounts/member-access";
import type { NotebookDeps } from "./notebook-deps";
import { memberNotebooks, memberPageFile, openMemberNotebook, trackPage } from "./notebook-member";
import { sendNotebookFile } from "./notebook-stream";

/** The member app's 手帳 (member session): list, viewer, tracking and the streamed page files. */
export function registerNotebookMemberRoutes(app: FastifyInstance, deps: NotebookDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["メンバーアプリ：手帳"];
  const access = { member: true } as const;
  r.get(
    MEMBER_NOTEBOOK_API,
    {
      config: { access },
      schema: { tags, summary: "届いている手帳", response: { 200: MemberNotebookList } },
    },
    async (request) => memberNotebooks(deps.db, memberOf(request)),
  );
  r.get(
    `${MEMBER_NOTEBOOK_API}/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: "手帳を開く（ページと閲覧状況）",
        params: NotebookIdParams,
        response: { 200: MemberNotebook },
      },
    },
    async (request) => openMemberNotebook(deps.db, memberOf(request), request.params.id),
  );
  r.post(
    `${MEMBER_NOTEBOOK_API}/:id/pages/:pageId/track`,
    {
      config: { access },
      schema: {
        tags,
        summary: "ページを開いた・最後まで再生したことの記録",
        params: NotebookPageParams,
        body: NotebookTrackBody,
        response: { 200: NotebookTracked },
      },
    },
    async (request) =>
      trackPage(deps.db, memberOf(request), request.params.id, request.params.pageId, request.body.event),
  );
  r.get(
    `${MEMBER_NOTEBOOK_API}/:id/pages/:pageId/file`,
    {
      config: { access },
      schema: {
        tags,
        summary: "ページのファイル（音声・動画・PDF、Range対応）",
        params: NotebookPageParams,
        response: { 200: z.unknown(), 206: z.unknown(), 416: z.unknown() },
      },
    },
    async (request, reply) => {
      const file = await memberPageFile(deps.db, memberOf(request), request.params.id, request.params.pageId);
      return sendNotebookFile(reply, deps.dataDir, file, request.headers.range);
    },
  );
}
