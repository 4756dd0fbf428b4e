import { MailSenderBody, MailSenderResponse } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import type { Mailer } from "../../platform/mail/mailer";
import { readSenderMailAddress, saveSenderMailAddress } from "./mail-sender";
import { ORGANIZATION_SETTING_MENU } from "./organization-settings.menu";

const URL = "/app/api/v2/organization-setting/mail-sender";
const access = { menu: ORGANIZATION_SETTING_MENU } as const;
const audit = { targetType: "organization" };
const tags = ["organization-setting"];

/** 組織設定 → メール送信元: GET and PUT of the organisation's sender address. */
export function registerMailSenderRoutes(
  app: FastifyInstance,
  deps: { db: Db; mailer: Pick<Mailer, "platformSenderAddress"> },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const platformSenderMailAddress = deps.mailer.platformSenderAddress;

  r.get(
    URL,
    {
      config: { access },
      schema: { tags, summary: "メールの送信元", response: { 200: MailSenderResponse } },
    },
    async (request) => ({
      senderMailAddress: await readSenderMailAddress(db, requireContext(request)),
      platformSenderMailAddress,
    }),
  );

  r.put(
    URL,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "メールの送信元の保存",
        body: MailSenderBody,
        response: { 200: MailSenderResponse },
      },
    },
    async (request) => ({
      senderMailAddress: await saveSenderMailAddress(db, requireContext(request), request.body),
      platformSenderMailAddress,
    }),
  );
}
