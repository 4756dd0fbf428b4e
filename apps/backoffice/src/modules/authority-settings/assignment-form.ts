import {
  GradePermission,
  ListReferenceAuthority,
  MemberPermissionDataType,
  rules,
  validate,
} from "@gakumu/domain";
import type { PermissionScope, UserPermission, UserPermissionBody } from "./authority-api";

export type ScopeType = PermissionScope["dataType"];
export const SCOPE_TYPES = MemberPermissionDataType.codes as readonly ScopeType[];

/** The assignment form as the selects hold it (strings for ids, one list of node codes per type). */
export interface AssignmentFormValues {
  permissionSetId: string;
  referenceAuthority: number;
  gradePermission: number;
  scopes: Record<ScopeType, string[]>;
}

export function assignmentForm(permission: UserPermission | null): AssignmentFormValues {
  const scopes = Object.fromEntries(SCOPE_TYPES.map((type) => [type, [] as string[]])) as Record<
    ScopeType,
    string[]
  >;
  // The route answers the stored data type as text; one this screen does not edit is left out.
  const isScopeType = (type: string): type is ScopeType => (SCOPE_TYPES as readonly string[]).includes(type);
  for (const scope of permission?.scopeList ?? [])
    if (isScopeType(scope.dataType)) scopes[scope.dataType].push(scope.divisionCd);
  return {
    permissionSetId: permission ? String(permission.permissionSetId) : "",
    referenceAuthority: permission?.referenceAuthority ?? ListReferenceAuthority.ALL,
    gradePermission: permission?.gradePermission ?? GradePermission.NONE,
    scopes,
  };
}

/** 「権限セットを選択してください」 when no set is chosen; null when the form can be sent. */
export function validateAssignment(values: AssignmentFormValues, setLabel: string): string | null {
  return validate(values.permissionSetId, rules.selectRequired({ field: setLabel }));
}

export function toAssignmentBody(values: AssignmentFormValues): UserPermissionBody {
  return {
    permissionSetId: Number(values.permissionSetId),
    referenceAuthority: values.referenceAuthority,
    gradePermission: values.gradePermission,
    scopeList: SCOPE_TYPES.flatMap((dataType) =>
      [...new Set(values.scopes[dataType])].map((divisionCd) => ({ dataType, divisionCd })),
    ),
  };
}
