import {
  NOTEBOOK_LIMIT_PARAMETER_CATEGORY,
  NOTEBOOK_LIMITS_API,
  NOTEBOOK_MEDIA_KINDS,
  NotebookLimits,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { setOrganizationParameters } from "../../platform/tenancy/tenancy.service";
import { readNotebookLimits } from "../notebooks/notebook-limits";
import { ORGANIZATION_SETTING_MENU } from "./organization-settings.menu";

const access = { menu: ORGANIZATION_SETTING_MENU } as const;
const tags = ["organization-setting"];

/**
 * 組織設定 → 手帳のファイル上限: the largest MP3, MP4 and PDF a notebook page takes, in MB (organisation
 * parameters NOTEBOOK / MP3, MP4, PDF; defaults 50, 500, 50 when unset).
 */
export function registerNotebookLimitRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    NOTEBOOK_LIMITS_API,
    {
      config: { access },
      schema: { tags, summary: "手帳のファイル上限（MB）", response: { 200: NotebookLimits } },
    },
    async (request) => readNotebookLimits(deps.db, requireContext(request)),
  );
  r.put(
    NOTEBOOK_LIMITS_API,
    {
      config: { access, audit: { targetType: "organization_parameter" } },
      schema: {
        tags,
        summary: "手帳のファイル上限の保存",
        body: NotebookLimits,
        response: { 200: NotebookLimits },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      await setOrganizationParameters(
        deps.db,
        { id: ctx.organizationId, tenantId: ctx.tenantId },
        NOTEBOOK_MEDIA_KINDS.map((kind) => ({
          parameterCategory: NOTEBOOK_LIMIT_PARAMETER_CATEGORY,
          parameterType: kind,
          value: String(request.body[kind]),
        })),
      );
      return readNotebookLimits(deps.db, ctx);
    },
  );
}
