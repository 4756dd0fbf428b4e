import { OrganizationScopeMasterResponse } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { getScopeMaster } from "./scope-master.service";

/**
 * GET /app/api/v2/scope-master (spec §3.3): grades, divisions and login users of the caller's
 * organisation, for search filters and permission screens of any menu — hence session access only.
 */
export function registerScopeMasterRoute(app: FastifyInstance, deps: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/app/api/v2/scope-master",
    {
      config: { access: { session: true } },
      schema: {
        tags: ["hierarchy"],
        summary: "スコープマスタ（学年・所属・ユーザー）",
        response: { 200: OrganizationScopeMasterResponse },
      },
    },
    async (request) => getScopeMaster(deps.db, requireContext(request)),
  );
}
