import { ProcessMode, SystemCode } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { requireContext } from "../access/request-context";
import { listMenusForUser } from "./menu-list";

// The admin helper (spec §7.2) also adds tenantCd and userId to every query; they are ignored here
// because the tenant and user come from the session, never from the request.
const MenuQuery = z.object({
  processMode: ProcessMode.querySchema.optional(),
  systemCd: SystemCode.querySchema.optional(),
  organizationCd: z.string().max(32).optional(),
});

const MenuItem = z.object({
  menuCd: z.string(),
  menuName: z.string(),
  menuCssClassName: z.string(),
  menuDisabledFlg: z.boolean(),
  menuHideFlg: z.boolean(),
  parameter: z.string(),
  screenControlString: z.string(),
  authority: z.union([z.literal(0), z.literal(1)]),
});

export const MenuResponse = z.object({
  menuCategoryList: z.array(
    z.object({
      menuCategoryCd: z.number(),
      menuCategoryName: z.string(),
      menuCategoryCssClassName: z.string(),
      menuCategoryDisabledFlg: z.boolean(),
      menuCategoryHideFlg: z.boolean(),
      menuList: z.array(MenuItem),
    }),
  ),
});

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
