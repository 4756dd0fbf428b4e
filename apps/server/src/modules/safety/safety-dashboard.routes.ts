import {
  SAFETY_BASE,
  SafetyDashboard,
  SafetyDashboardQuery,
  SafetyExportBody,
  SafetyIdParams,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { DownloadBody, ExportAcceptedBody, replyWithExport } from "../../platform/exports/download-reply";
import type { ExportService } from "../../platform/exports/export-service";
import { SAFETY_READ_MENUS, SAFETY_RESULT_MENU, SAFETY_SEND_MENU } from "./safety.menu";
import { safetyDashboard } from "./safety-dashboard";
import { loadHierarchyView, resolveScope } from "./safety-dashboard-scope";
import type { SafetyDeps } from "./safety-deps";
import { SAFETY_RECIPIENT_EXPORT, type SafetyExportParams } from "./safety-export";
import { findOwnSend } from "./safety-results";

export interface SafetyDashboardDeps extends SafetyDeps {
  exports: Pick<ExportService, "export">;
}

/**
 * The live dashboard and the Excel / CSV export of one send, under each screen's own menu like the
 * other result routes: 安否確認配信 at …/sends/:id/…, 安否確認結果 at …/results/:id/….
 */
export function registerSafetyDashboardRoutes(app: FastifyInstance, deps: SafetyDashboardDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [base, menu] of [
    [`${SAFETY_BASE}/sends`, SAFETY_SEND_MENU],
    [`${SAFETY_BASE}/results`, SAFETY_RESULT_MENU],
  ] as const) {
    const read = { menu, write: false } as const;
    const tags = [menu === SAFETY_SEND_MENU ? "安否確認配信" : "安否確認結果"];
    r.get(
      `${base}/:id/dashboard`,
      {
        config: { access: read },
        schema: {
          tags,
          summary: "安否確認ダッシュボード（回答率・安否ごとの人数・所属と学年の内訳・要対応者・到達時間）",
          params: SafetyIdParams,
          querystring: SafetyDashboardQuery,
          response: { 200: SafetyDashboard },
        },
      },
      async (request) => safetyDashboard(deps, requireContext(request), request.params.id, request.query),
    );
    r.post(
      `${base}/:id/export`,
      {
        config: { access: read },
        schema: {
          tags,
          summary: "回答者ごとの安否・回答のエクスポート（Excel・CSV）",
          params: SafetyIdParams,
          body: SafetyExportBody,
          response: { 200: DownloadBody, 202: ExportAcceptedBody },
        },
      },
      async (request, reply) => {
        const ctx = requireContext(request);
        requireMenu(ctx, SAFETY_READ_MENUS, "read");
        // Asked here first: another organisation's send or an unknown node answers 404 before any job.
        const [send, view] = await Promise.all([
          findOwnSend(deps.db, ctx, request.params.id),
          loadHierarchyView(deps.db, ctx.organizationId),
        ]);
        const scope = resolveScope(view, request.body);
        const params: SafetyExportParams = {
          sendId: send.id,
          title: `${send.isDrill ? "訓練_" : ""}${send.title}`.slice(0, 120),
          path: scope.path,
          grade: scope.grade,
          questions: send.questions as string[],
        };
        return replyWithExport(
          deps.exports,
          ctx,
          { request, reply },
          {
            source: SAFETY_RECIPIENT_EXPORT,
            params,
            format: request.body.format,
            csvEncoding: request.body.csvEncoding,
          },
        );
      },
    );
  }
}
