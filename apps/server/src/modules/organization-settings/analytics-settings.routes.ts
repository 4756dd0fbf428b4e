import { AnalyticsBody, AnalyticsResponse } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { setOrganizationParameters } from "../../platform/tenancy/tenancy.service";
import { ANALYTICS_PARAMETER_CATEGORY, readFormAnalytics } from "../forms/form-analytics";
import { ORGANIZATION_SETTING_MENU } from "./organization-settings.menu";

const URL = "/app/api/v2/organization-setting/analytics";
const access = { menu: ORGANIZATION_SETTING_MENU } as const;
const audit = { targetType: "organization_parameter" };
const tags = ["organization-setting"];

/**
 * 組織設定 → アクセス解析: the Google Analytics 4 measurement ids and Tag Manager containers the
 * organisation's forms load (issue 5 item 9), kept as the ANALYTICS parameters of the normal mode.
 */
export function registerAnalyticsSettingRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const read = (ctx: { tenantId: number; organizationId: number }) =>
    readFormAnalytics(db, { ...ctx, processMode: 0 });

  r.get(
    URL,
    {
      config: { access },
      schema: { tags, summary: "アクセス解析の設定", response: { 200: AnalyticsResponse } },
    },
    async (request) => read(requireContext(request)),
  );

  r.put(
    URL,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "アクセス解析の保存",
        body: AnalyticsBody,
        response: { 200: AnalyticsResponse },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      const parameter = (parameterType: string, list: string[]) => ({
        parameterCategory: ANALYTICS_PARAMETER_CATEGORY,
        parameterType,
        value: list.join(","),
      });
      await setOrganizationParameters(db, { id: ctx.organizationId, tenantId: ctx.tenantId }, [
        parameter("GA4_IDS", request.body.ga4Ids),
        parameter("GTM_IDS", request.body.gtmIds),
      ]);
      return read(ctx);
    },
  );
}
