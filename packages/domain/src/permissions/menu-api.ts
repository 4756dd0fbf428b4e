import { z } from "zod";
import { defineContracts } from "../api/contract";
import { MenuAuthority } from "../codes/permission";
import { ProcessMode, SystemCode } from "../codes/system";

// The sidebar of the logged-in user (spec §3.2, §7.3): the route schemas (server:
// platform/permissions/permission-routes.ts) and the types the back office's shell reads them with.

// The admin helper (spec §7.2) also adds tenantCd and userId to every query; they are ignored
// because the tenant and user come from the session, never from the request.
export const MenuQuery = z.object({
  processMode: ProcessMode.querySchema.optional(),
  systemCd: SystemCode.querySchema.optional(),
  organizationCd: z.string().max(32).optional(),
});

export const MenuItemSchema = z.object({
  menuCd: z.string(),
  menuName: z.string(),
  menuCssClassName: z.string(),
  menuDisabledFlg: z.boolean(),
  menuHideFlg: z.boolean(),
  /** "" when the menu has none. */
  parameter: z.string(),
  screenControlString: z.string(),
  /** Available or reference only: a menu the user may not use is left out of the list. */
  authority: z.union([z.literal(MenuAuthority.AVAILABLE), z.literal(MenuAuthority.REFERENCE_ONLY)]),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuCategoryEntrySchema = z.object({
  menuCategoryCd: z.number(),
  menuCategoryName: z.string(),
  menuCategoryCssClassName: z.string(),
  menuCategoryDisabledFlg: z.boolean(),
  menuCategoryHideFlg: z.boolean(),
  menuList: z.array(MenuItemSchema),
});
export type MenuCategoryEntry = z.infer<typeof MenuCategoryEntrySchema>;

export const MenuResponse = z.object({ menuCategoryList: z.array(MenuCategoryEntrySchema) });
export type MenuList = z.infer<typeof MenuResponse>;

export const menuContracts = defineContracts({
  "GET /app/api/auth/menu": MenuResponse,
} as const);
