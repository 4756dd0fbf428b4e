import { HierarchyNodeSchema } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { getScopeMaster } from "./scope-master.service";

const ScopeMasterResponse = z.object({
  grades: z.array(z.object({ gradeCd: z.number(), name: z.string(), sortOrder: z.number() })),
  /** Every node in tree order (parents first); disabled ones flagged, not left out. */
  divisions: z.array(HierarchyNodeSchema),
  loginUsers: z.array(z.object({ loginUserId: z.number(), displayUserId: z.string(), name: z.string() })),
});

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
        response: { 200: ScopeMasterResponse },
      },
    },
    async (request) => getScopeMaster(deps.db, requireContext(request)),
  );
}
