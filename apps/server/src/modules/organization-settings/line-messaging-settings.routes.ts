import { LineMessagingResponse, SaveLineMessagingBody } from "@gakumu/domain";
import { MEMBER_LINE_CALLBACK_PATH } from "@gakumu/domain/member-line/member-line-api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/request-context";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { ValidationError } from "../../platform/errors/app-error";
import { ORGANIZATION_SETTING_MENU } from "./organization-settings.menu";

const BASE = "/app/api/v2/organization-setting/line-messaging";
const access = { menu: ORGANIZATION_SETTING_MENU } as const;
const audit = { targetType: "organization_parameter" };
const tags = ["organization-setting"];

export interface LineMessagingSettingsDeps {
  delivery: DeliveryEngine;
  publicUrl: string;
}

/**
 * The organisation's LINE official account (組織設定 → LINE公式アカウント): the Messaging API channel
 * access token (sealed, never sent back), whether deliveries use it, and this month's quota read from
 * LINE each time the screen asks.
 */
export function registerLineMessagingSettingRoutes(
  app: FastifyInstance,
  deps: LineMessagingSettingsDeps,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const describe = async (request: FastifyRequest) => {
    const ctx = requireContext(request);
    const state = await deps.delivery.lineOrganization({
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
    });
    return { ...state, memberCallbackUrl: `${deps.publicUrl}${MEMBER_LINE_CALLBACK_PATH}` };
  };

  r.get(
    BASE,
    {
      config: { access },
      schema: {
        tags,
        summary: "LINE公式アカウントの設定と今月の送信数",
        response: { 200: LineMessagingResponse },
      },
    },
    describe,
  );

  r.put(
    BASE,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "LINE公式アカウントの保存",
        body: SaveLineMessagingBody,
        response: { 200: LineMessagingResponse },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      const scope = { tenantId: ctx.tenantId, organizationId: ctx.organizationId };
      const token = request.body.channelAccessToken || undefined;
      if (!token && !(await deps.delivery.lineOrganization(scope, { quota: false })).configured)
        throw new ValidationError("チャネルアクセストークンを入力してください");
      await deps.delivery.saveLineOrganization(scope, {
        channelAccessToken: token,
        enabled: request.body.enabled,
      });
      return describe(request);
    },
  );

  r.delete(
    BASE,
    {
      config: { access, audit },
      schema: { tags, summary: "LINE公式アカウントの解除", response: { 200: LineMessagingResponse } },
    },
    async (request) => {
      const ctx = requireContext(request);
      await deps.delivery.removeLineOrganization({
        tenantId: ctx.tenantId,
        organizationId: ctx.organizationId,
      });
      return describe(request);
    },
  );
}
