import { HEALTH_CARE_BASE, HealthObservationExportBody } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { DownloadBody, ExportAcceptedBody, replyWithExport } from "../../platform/exports/download-reply";
import type { ExportService } from "../../platform/exports/export-service";
import { HEALTH_CHECK_MENU } from "./health-care.menu";
import { HEALTH_OBSERVATION_EXPORT, type HealthExportParams } from "./health-export";

/**
 * 体調報告一覧's export (Excel・CSV): a read of the list's menu, answered with the file when it is
 * small and with an export job to follow otherwise (GET /app/api/exports/:jobId).
 */
export function registerHealthExportRoutes(app: FastifyInstance, deps: { exports: ExportService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `${HEALTH_CARE_BASE}/observations/export`,
    {
      config: {
        access: { menu: HEALTH_CHECK_MENU, write: false },
        audit: { targetType: "health_observation_export" },
      },
      schema: {
        tags: ["ヘルスケア"],
        summary: "体調報告のエクスポート（Excel・CSV）",
        body: HealthObservationExportBody,
        response: { 200: DownloadBody, 202: ExportAcceptedBody },
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      requireMenu(ctx, HEALTH_CHECK_MENU, "read");
      const { format, csvEncoding, ...range } = request.body;
      const params: HealthExportParams = range;
      return replyWithExport(
        deps.exports,
        ctx,
        { request, reply },
        {
          source: HEALTH_OBSERVATION_EXPORT,
          params,
          format,
          csvEncoding,
        },
      );
    },
  );
}
