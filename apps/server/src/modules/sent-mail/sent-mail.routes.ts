import {
  SENT_MAIL_PAGE_SIZE,
  SentMailDetail,
  SentMailPage,
  SentMailParams,
  SentMailQuery,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { getSentMail, pageSentMail } from "../../platform/mail/sent-mail-queries";
import { SENT_MAIL_MENU } from "./sent-mail.menu";

const tags = ["送信メール"];
const access = { menu: SENT_MAIL_MENU, write: false } as const;
const BASE = "/app/api/sent-mail";

export function registerSentMailRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BASE,
    {
      config: { access },
      schema: {
        tags,
        summary: "送信メール一覧",
        querystring: SentMailQuery,
        response: { 200: SentMailPage },
      },
    },
    async (request) => pageSentMail(deps.db, requireContext(request), request.query, SENT_MAIL_PAGE_SIZE),
  );

  r.get(
    `${BASE}/:mailId`,
    {
      config: { access },
      schema: { tags, summary: "送信メール", params: SentMailParams, response: { 200: SentMailDetail } },
    },
    async (request) => getSentMail(deps.db, requireContext(request), request.params.mailId),
  );
}
