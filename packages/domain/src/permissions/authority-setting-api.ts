import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema } from "../api/params";
import { MenuAuthority } from "../codes/permission";
import { LoginUserPage } from "../login-users/login-user-api";
import { stringField } from "../validation/rule";
import * as rules from "../validation/rules";
import { AssignedPermissionSchema, type PermissionScopeSchema } from "./assignment-api";

// The authority screen's calls (権限設定, /app/api/v2/authority-setting…): permission sets and their
// assignment to login users. The route schemas (server: modules/authority-settings) and the types the
// back office reads them with.

export const PERMISSION_SET_NAME_MAX = 50;
export const PERMISSION_SET_DESCRIPTION_MAX = 200;

export const PermissionSetIdParams = z.object({ permissionSetId: idSchema("権限セット") });

const MenuAuthorityEntry = z.object({
  menuCd: z
    .string({ error: "メニューコードを指定してください" })
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "メニューコードが正しくありません"),
  authority: MenuAuthority.schema,
});

export const PermissionSetBody = z.object({
  name: stringField(rules.required({ field: "権限セット名" }), rules.maxLength(PERMISSION_SET_NAME_MAX)),
  description: stringField(rules.maxLength(PERMISSION_SET_DESCRIPTION_MAX)).default(""),
  isLecturerDefault: z.boolean({ error: "講師の既定権限の指定が正しくありません" }).default(false),
  menuAuthorityList: z.array(MenuAuthorityEntry).max(2000, "メニューの指定が多すぎます").default([]),
});

export const PermissionSetSummarySchema = z.object({
  permissionSetId: z.number(),
  name: z.string(),
  description: z.string(),
  isLecturerDefault: z.boolean(),
  /** Login users holding the set; a set in use cannot be deleted. */
  userCount: z.number(),
  updatedAt: z.string(),
});

export const PermissionSetListResponse = z.object({ permissionSetList: z.array(PermissionSetSummarySchema) });

export const PermissionSetDetailResponse = PermissionSetSummarySchema.extend({
  menuAuthorityList: z.array(z.object({ menuCd: z.string(), authority: z.number() })),
});

export const EditableMenuSchema = z.object({
  menuCd: z.string(),
  menuName: z.string(),
  menuDisabledFlg: z.boolean(),
  menuHideFlg: z.boolean(),
});

export const EditableMenuCategorySchema = z.object({
  menuCategoryCd: z.number(),
  menuCategoryName: z.string(),
  menuCategoryDisabledFlg: z.boolean(),
  menuCategoryHideFlg: z.boolean(),
  menuList: z.array(EditableMenuSchema),
});

/** Every menu of the caller's organisation and process mode, for the authority grid. */
export const EditableMenusResponse = z.object({ menuCategoryList: z.array(EditableMenuCategorySchema) });

export const ScopeDivisionSchema = z.object({
  divisionCd: z.string(),
  parentDivisionCd: z.string(),
  depth: z.number(),
  name: z.string(),
});

/** Grades and hierarchy nodes of the organisation (spec §3.3 scope master) for the assignment form. */
export const ScopeMasterResponse = z.object({
  gradeList: z.array(z.object({ gradeCd: z.number(), name: z.string() })),
  divisionList: z.array(ScopeDivisionSchema),
});

export const UserPermissionResponse = z.object({ permission: AssignedPermissionSchema.nullable() });

const BASE = "/app/api/v2/authority-setting";
const SET = `${BASE}/permission-sets/:permissionSetId`;
const USER_PERMISSION = `${BASE}/login-users/:loginUserId/permission`;
export const authoritySettingContracts = defineContracts({
  [`GET ${BASE}/menus`]: EditableMenusResponse,
  [`GET ${BASE}/permission-sets`]: PermissionSetListResponse,
  [`GET ${SET}`]: PermissionSetDetailResponse,
  [`POST ${BASE}/permission-sets`]: PermissionSetDetailResponse,
  [`PUT ${SET}`]: PermissionSetDetailResponse,
  [`DELETE ${SET}`]: null,
  [`GET ${BASE}/scope-master`]: ScopeMasterResponse,
  /** The same page as the login-user list. */
  [`GET ${BASE}/login-users`]: LoginUserPage,
  [`GET ${USER_PERMISSION}`]: UserPermissionResponse,
  [`PUT ${USER_PERMISSION}`]: UserPermissionResponse,
  [`DELETE ${USER_PERMISSION}`]: null,
} as const);

export type PermissionSetSummary = z.infer<typeof PermissionSetSummarySchema>;
export type PermissionSetDetail = z.infer<typeof PermissionSetDetailResponse>;
export type PermissionSetInput = z.input<typeof PermissionSetBody>;
export type PermissionSetBodyInput = z.infer<typeof PermissionSetBody>;
export type PermissionSetListResult = z.infer<typeof PermissionSetListResponse>;
export type EditableMenu = z.infer<typeof EditableMenuSchema>;
export type EditableMenuCategory = z.infer<typeof EditableMenuCategorySchema>;
export type EditableMenusResult = z.infer<typeof EditableMenusResponse>;
export type ScopeDivision = z.infer<typeof ScopeDivisionSchema>;
export type ScopeMaster = z.infer<typeof ScopeMasterResponse>;
export type UserPermissionResult = z.infer<typeof UserPermissionResponse>;
/** One division a user's permission names, as the assignment form sends it. */
export type PermissionScope = z.infer<typeof PermissionScopeSchema>;
