import { IpRangesResponse, ReplaceIpRangesBody } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/request-context";
import type { Mailer } from "../../platform/mail/mailer";
import { registerAnalyticsSettingRoutes } from "./analytics-settings.routes";
import {
  type LineChannelSettingsDeps,
  registerLineChannelSettingRoutes,
} from "./line-channel-settings.routes";
import {
  type LineMessagingSettingsDeps,
  registerLineMessagingSettingRoutes,
} from "./line-messaging-settings.routes";
import { registerMailSenderRoutes } from "./mail-sender.routes";
import { registerNotebookLimitRoutes } from "./notebook-limits.routes";
import { registerOrganizationLogoRoutes } from "./organization-logo.routes";
import { ORGANIZATION_SETTING_MENU } from "./organization-settings.menu";
import { listIpRanges, replaceIpRanges } from "./organization-settings.service";

const BASE = "/app/api/v2/organization-setting";
const access = { menu: ORGANIZATION_SETTING_MENU } as const;
const audit = { targetType: "organization_ip_range" };
const tags = ["organization-setting"];

/** The organisation-setting screen (master 800): the access gate's address ranges, the logo, the mail sender, LINE Login and the forms' analytics ids. */
export function registerOrganizationSettingRoutes(
  app: FastifyInstance,
  deps: LineChannelSettingsDeps & LineMessagingSettingsDeps & { mailer: Mailer },
): void {
  registerLineChannelSettingRoutes(app, deps);
  registerLineMessagingSettingRoutes(app, deps);
  registerMailSenderRoutes(app, deps);
  registerOrganizationLogoRoutes(app, deps);
  registerAnalyticsSettingRoutes(app, deps);
  registerNotebookLimitRoutes(app, deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    `${BASE}/ip-ranges`,
    {
      config: { access },
      schema: { tags, summary: "接続を許可するIPアドレス", response: { 200: IpRangesResponse } },
    },
    async (request) => {
      const ctx = requireContext(request);
      return { ranges: await listIpRanges(db, ctx), currentIp: ctx.ip };
    },
  );

  r.put(
    `${BASE}/ip-ranges`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "接続を許可するIPアドレスの保存",
        body: ReplaceIpRangesBody,
        response: { 200: IpRangesResponse },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      return { ranges: await replaceIpRanges(db, ctx, request.body), currentIp: ctx.ip };
    },
  );
}
