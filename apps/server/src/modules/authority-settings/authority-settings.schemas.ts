import { MenuAuthority, rules, stringField } from "@gakumu/domain";
import { z } from "zod";
import { AssignedPermissionSchema, idSchema } from "../../platform/permissions/assignment.schema";

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
export type PermissionSetBodyInput = z.infer<typeof PermissionSetBody>;

const PermissionSetSummary = z.object({
  permissionSetId: z.number(),
  name: z.string(),
  description: z.string(),
  isLecturerDefault: z.boolean(),
  userCount: z.number(),
  updatedAt: z.string(),
});

export const PermissionSetListResponse = z.object({ permissionSetList: z.array(PermissionSetSummary) });

export const PermissionSetDetailResponse = PermissionSetSummary.extend({
  menuAuthorityList: z.array(z.object({ menuCd: z.string(), authority: z.number() })),
});

/** Every menu of the caller's organisation and process mode, for the authority grid. */
export const EditableMenusResponse = z.object({
  menuCategoryList: z.array(
    z.object({
      menuCategoryCd: z.number(),
      menuCategoryName: z.string(),
      menuCategoryDisabledFlg: z.boolean(),
      menuCategoryHideFlg: z.boolean(),
      menuList: z.array(
        z.object({
          menuCd: z.string(),
          menuName: z.string(),
          menuDisabledFlg: z.boolean(),
          menuHideFlg: z.boolean(),
        }),
      ),
    }),
  ),
});

/** Grades and hierarchy nodes of the organisation (spec §3.3 scope master) for the assignment form. */
export const ScopeMasterResponse = z.object({
  gradeList: z.array(z.object({ gradeCd: z.number(), name: z.string() })),
  divisionList: z.array(
    z.object({ divisionCd: z.string(), parentDivisionCd: z.string(), depth: z.number(), name: z.string() }),
  ),
});

export const UserPermissionResponse = z.object({ permission: AssignedPermissionSchema.nullable() });
