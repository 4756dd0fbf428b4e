import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SqlExecutor } from "../../db/client";

const HealthBody = z.object({ status: z.enum(["ok", "unavailable"]) });

/** /healthz: the process answers. /readyz: it can also reach its database (load balancers use this). */
export function registerHealthRoutes(app: FastifyInstance, database: SqlExecutor): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/healthz",
    { schema: { hide: true, response: { 200: HealthBody } }, logLevel: "warn" },
    async () => ({ status: "ok" as const }),
  );
  r.get(
    "/readyz",
    { schema: { hide: true, response: { 200: HealthBody, 503: HealthBody } }, logLevel: "warn" },
    async (_request, reply) => {
      try {
        await database.executeSql("select 1");
        return { status: "ok" as const };
      } catch {
        return reply.status(503).send({ status: "unavailable" as const });
      }
    },
  );
}
