import { MenuQuery, MenuResponse } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { requireContext } from "../access/request-context";
import { listMenusForUser } from "./menu-list";

export interface PermissionRouteDeps {
  database: Pick<Database, "db">;
}

/** `GET /app/api/auth/menu` (spec §7.3): the sidebar of the logged-in user. */
export function registerPermissionRoutes(app: FastifyInstance, deps: PermissionRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/app/api/auth/menu",
    {
      config: { access: { session: true } },
      schema: {
        tags: ["auth"],
        summary: "ログインユーザーのメニュー",
        querystring: MenuQuery,
        response: { 200: MenuResponse },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      return { menuCategoryList: await listMenusForUser(deps.database.db, ctx, request.query) };
    },
  );
}
