import type {
  EditableMenusResult,
  LoginUserPage,
  PermissionAssignmentInput,
  PermissionSetDetail,
  PermissionSetListResult,
  ScopeMaster,
  UserPermissionResult,
} from "@gakumu/domain";
import { requestJson } from "../../app/http";
import type { AuthorityValue } from "./authority-grid";

// The authority screen's calls (server: modules/authority-settings/authority-settings.routes.ts);
// request and result types are the routes' own (@gakumu/domain permissions/authority-setting-api.ts).
const BASE = "/app/api/v2/authority-setting";

export type { PermissionScope, PermissionSetDetail, PermissionSetSummary, ScopeMaster } from "@gakumu/domain";

/** A user's permission as the routes answer it (null: none assigned). */
export type UserPermission = NonNullable<UserPermissionResult["permission"]>;
/** What the assignment form sends. */
export type UserPermissionBody = PermissionAssignmentInput;

/** What the set editor sends: the grid only offers the three authorities. */
export interface PermissionSetBody {
  name: string;
  description: string;
  isLecturerDefault: boolean;
  menuAuthorityList: { menuCd: string; authority: AuthorityValue }[];
}

export const authorityApi = {
  menus: async () => (await requestJson<EditableMenusResult>("GET", `${BASE}/menus`)).menuCategoryList,
  sets: async () =>
    (await requestJson<PermissionSetListResult>("GET", `${BASE}/permission-sets`)).permissionSetList,
  set: (id: number) => requestJson<PermissionSetDetail>("GET", `${BASE}/permission-sets/${id}`),
  createSet: (body: PermissionSetBody) =>
    requestJson<PermissionSetDetail>("POST", `${BASE}/permission-sets`, body),
  updateSet: (id: number, body: PermissionSetBody) =>
    requestJson<PermissionSetDetail>("PUT", `${BASE}/permission-sets/${id}`, body),
  deleteSet: (id: number) => requestJson<void>("DELETE", `${BASE}/permission-sets/${id}`),
  scopeMaster: () => requestJson<ScopeMaster>("GET", `${BASE}/scope-master`),
  users: (keyword: string, page: number) =>
    requestJson<LoginUserPage>("GET", `${BASE}/login-users`, { keyword, page }),
  userPermission: async (loginUserId: number) =>
    (await requestJson<UserPermissionResult>("GET", `${BASE}/login-users/${loginUserId}/permission`))
      .permission,
  assign: (loginUserId: number, body: UserPermissionBody) =>
    requestJson<UserPermissionResult>("PUT", `${BASE}/login-users/${loginUserId}/permission`, body),
  unassign: (loginUserId: number) =>
    requestJson<void>("DELETE", `${BASE}/login-users/${loginUserId}/permission`),
};
