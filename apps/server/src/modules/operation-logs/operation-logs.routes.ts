import { LogExportBody, LogSearchBody, LogSearchResult, NoContent, OperationLogBody } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { DownloadBody, ExportAcceptedBody, replyWithExport } from "../../platform/exports/download-reply";
import type { ExportService } from "../../platform/exports/export-service";
import { LOG_EXPORT_SOURCES } from "./operation-log-export";
import { searchLogs } from "./operation-log-search";
import { recordOperation } from "./operation-log-write";
import { OPERATION_LOG_MENU_CD } from "./operation-logs.menu";

export interface OperationLogRouteDeps {
  db: Db;
  exports: Pick<ExportService, "export">;
}

const tags = ["操作ログ"];
const readMenu = { menu: OPERATION_LOG_MENU_CD, write: false } as const;

export function registerOperationLogRoutes(app: FastifyInstance, deps: OperationLogRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Spec §7.3: sent on every button click while logged in. Always 204, also when the rate limit
  // dropped the row: the client has nothing to retry and the user nothing to see.
  r.post(
    "/app/api/com/output/operationLog",
    {
      // The click log is its own record; an audit row per click would double every write.
      config: { access: { session: true }, audit: false },
      schema: { tags, body: OperationLogBody, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const kept = await recordOperation(deps.db, requireContext(request), request.body, {
        referer: request.headers.referer,
      });
      if (!kept) request.log.warn("操作ログの記録件数が上限を超えたため、破棄しました");
      return reply.status(204).send(null);
    },
  );

  r.post(
    "/app/api/operation-logs/search",
    {
      config: { access: readMenu },
      schema: { tags, body: LogSearchBody, response: { 200: LogSearchResult } },
    },
    async (request) => searchLogs(deps.db, requireContext(request), request.body),
  );

  r.post(
    "/app/api/operation-logs/export",
    {
      config: { access: readMenu },
      schema: {
        tags,
        body: LogExportBody,
        response: { 200: DownloadBody, 202: ExportAcceptedBody },
      },
    },
    async (request, reply) => {
      const { format, csvEncoding, ...filter } = request.body;
      return replyWithExport(
        deps.exports,
        requireContext(request),
        { request, reply },
        {
          source: LOG_EXPORT_SOURCES[filter.kind],
          params: filter,
          format,
          csvEncoding,
        },
      );
    },
  );
}
