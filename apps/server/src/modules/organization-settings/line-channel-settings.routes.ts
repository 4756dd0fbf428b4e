import { LineChannelResponse, SaveLineChannelBody } from "@gakumu/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import type { SecretBox } from "../../platform/auth/secret-box";
import { ValidationError } from "../../platform/errors/app-error";
import { findLineChannel, removeLineChannel, saveLineChannel } from "../form-users/line-channel";
import { LINE_CALLBACK_PATH } from "../form-users/line-login.routes";
import { ORGANIZATION_SETTING_MENU } from "./organization-settings.menu";

const BASE = "/app/api/v2/organization-setting/line-channel";
const access = { menu: ORGANIZATION_SETTING_MENU } as const;
const audit = { targetType: "organization_parameter" };
const tags = ["organization-setting"];

export interface LineChannelSettingsDeps {
  db: Db;
  secretBox: SecretBox;
  /** The public address LINE calls back to (platform/http/public-url.ts), never the request's Host. */
  publicUrl: string;
}

/**
 * LINE Login for the organisation's forms (組織設定 → LINEログイン連携): the channel ID and secret
 * from the LINE Developers console. The secret is sealed with the platform's key and never sent back.
 */
export function registerLineChannelSettingRoutes(app: FastifyInstance, deps: LineChannelSettingsDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, secretBox } = deps;

  const describe = async (request: FastifyRequest) => {
    const ctx = requireContext(request);
    const channel = await findLineChannel(db, secretBox, ctx);
    return {
      configured: channel !== null,
      channelId: channel?.channelId ?? "",
      callbackUrl: `${deps.publicUrl}${LINE_CALLBACK_PATH}`,
    };
  };

  r.get(
    BASE,
    {
      config: { access },
      schema: { tags, summary: "LINEログイン連携の設定", response: { 200: LineChannelResponse } },
    },
    describe,
  );

  r.put(
    BASE,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "LINEログイン連携の保存",
        body: SaveLineChannelBody,
        response: { 200: LineChannelResponse },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      const current = await findLineChannel(db, secretBox, ctx);
      const channelSecret = request.body.channelSecret || current?.channelSecret;
      if (!channelSecret) throw new ValidationError("チャネルシークレットを入力してください");
      await saveLineChannel(
        db,
        secretBox,
        { id: ctx.organizationId, tenantId: ctx.tenantId },
        { channelId: request.body.channelId, channelSecret, issuer: current?.issuer },
      );
      return describe(request);
    },
  );

  r.delete(
    BASE,
    {
      config: { access, audit },
      schema: { tags, summary: "LINEログイン連携の解除", response: { 200: LineChannelResponse } },
    },
    async (request) => {
      await removeLineChannel(db, requireContext(request));
      return describe(request);
    },
  );
}
