import { ExportJobParams, ExportStatusBody } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../access/request-context";
import { DownloadBody, sendDownload } from "./download-reply";
import type { ExportService } from "./export-service";

/**
 * Following a large export and fetching its file. Both answer 404 for another tenant's job, for
 * another user's file and for any job that is not an export, so an id reveals nothing.
 */
export function registerExportRoutes(app: FastifyInstance, deps: { exports: ExportService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/app/api/exports/:jobId",
    {
      config: { access: { session: true } },
      schema: { tags: ["ダウンロード"], params: ExportJobParams, response: { 200: ExportStatusBody } },
    },
    async (request) => deps.exports.status(requireContext(request), request.params.jobId),
  );
  r.get(
    "/app/api/exports/:jobId/file",
    {
      // Fetching a file of personal data is recorded even though it changes nothing.
      config: { access: { session: true }, audit: { targetType: "export" } },
      schema: {
        tags: ["ダウンロード"],
        summary: "エクスポートファイルのダウンロード",
        params: ExportJobParams,
        response: { 200: DownloadBody },
      },
    },
    async (request, reply) => {
      const file = await deps.exports.openFile(requireContext(request), request.params.jobId);
      return sendDownload(reply, { ...file, body: file.stream });
    },
  );
}
