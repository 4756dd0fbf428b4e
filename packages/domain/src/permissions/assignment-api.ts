import { z } from "zod";
import { idSchema } from "../api/params";
import { ListReferenceAuthority, MemberPermissionDataType } from "../codes/permission";
import { formatMessage } from "../i18n/format";

// A login user's permission as the authority screen and the login-user screen send and read it
// (server: platform/permissions). Shared so both screens and the routes check it with one schema.

/** Grade permission: -1 for none, otherwise a grade code of the organisation. */
const gradePermissionSchema = z
  .number({ error: () => formatMessage("validation.selectRequiredField", { field: "学年権限" }) })
  .int("学年権限が正しくありません")
  .min(-1, "学年権限が正しくありません")
  .max(32767, "学年権限が正しくありません");

export const PermissionScopeSchema = z.object({
  dataType: MemberPermissionDataType.schema,
  divisionCd: z.string().min(1, "所属コードを指定してください").max(32, "所属コードは32文字以内です"),
});

/** What the authority screen (and the login-user screen) sends to give a user a permission set. */
export const PermissionAssignmentSchema = z.object({
  permissionSetId: idSchema("権限セット"),
  referenceAuthority: ListReferenceAuthority.schema,
  gradePermission: gradePermissionSchema,
  scopeList: z.array(PermissionScopeSchema).max(1000, "所属の指定が多すぎます").default([]),
});

export type PermissionAssignmentBody = z.infer<typeof PermissionAssignmentSchema>;

export const AssignedPermissionSchema = z.object({
  permissionSetId: z.number(),
  permissionSetName: z.string(),
  referenceAuthority: z.number(),
  gradePermission: z.number(),
  scopeList: z.array(z.object({ dataType: z.string(), divisionCd: z.string() })),
});

export type AssignedPermission = z.infer<typeof AssignedPermissionSchema>;
export type PermissionAssignmentInput = z.input<typeof PermissionAssignmentSchema>;
