import { LogoResponse } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { ValidationError } from "../../platform/errors/app-error";
import {
  logoMessages,
  readOrganizationLogo,
  removeOrganizationLogo,
  saveOrganizationLogo,
} from "./organization-logo";
import { ORGANIZATION_SETTING_MENU } from "./organization-settings.menu";

const URL = "/app/api/v2/organization-setting/logo";
const access = { menu: ORGANIZATION_SETTING_MENU } as const;
const audit = { targetType: "organization" };
const tags = ["organization-setting"];

/** 組織設定 → ロゴ画像: the logo applicants see in the form frontend's header. */
export function registerOrganizationLogoRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    URL,
    {
      config: { access },
      schema: { tags, summary: "組織のロゴ画像（PNG）", response: { 200: z.unknown().describe("PNG 画像") } },
    },
    async (request, reply) => {
      const { logo, mimeType } = await readOrganizationLogo(db, requireContext(request));
      return reply
        .header("content-type", mimeType)
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .send(logo);
    },
  );

  // POST like every upload of the admin helper (spec §7.2); it replaces the logo there is.
  r.post(
    URL,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "ロゴ画像の登録（multipart/form-data の file、JPEG または PNG、2MB まで）",
        consumes: ["multipart/form-data"],
        response: { 200: LogoResponse },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ValidationError(logoMessages.empty);
      const file = await request.file();
      if (!file) throw new ValidationError(logoMessages.empty);
      await saveOrganizationLogo(db, requireContext(request), await file.toBuffer());
      return { logoSet: true };
    },
  );

  r.delete(
    URL,
    {
      config: { access, audit },
      schema: { tags, summary: "ロゴ画像の削除", response: { 200: LogoResponse } },
    },
    async (request) => {
      await removeOrganizationLogo(db, requireContext(request));
      return { logoSet: false };
    },
  );
}
