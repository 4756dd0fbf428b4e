// The permission assignment's schemas live in the domain (permissions/assignment-api.ts), shared with
// the back office; the platform's callers keep reading them from here.
export {
  AssignedPermissionSchema,
  idSchema,
  type PermissionAssignmentBody,
  PermissionAssignmentSchema,
  PermissionScopeSchema,
} from "@gakumu/domain";
