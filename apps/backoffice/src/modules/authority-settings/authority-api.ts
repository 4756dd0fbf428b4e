import { requestJson } from "../../app/http";
import type { LoginUserPage } from "../login-users/login-users-api";
import type { AuthorityValue, EditableCategory } from "./authority-grid";
import type { DivisionNode } from "./scope-options";

// The authority screen's calls (server: modules/authority-settings/authority-settings.routes.ts).
const BASE = "/app/api/v2/authority-setting";

export interface PermissionSetSummary {
  permissionSetId: number;
  name: string;
  description: string;
  isLecturerDefault: boolean;
  userCount: number;
  updatedAt: string;
}

export interface PermissionSetDetail extends PermissionSetSummary {
  menuAuthorityList: { menuCd: string; authority: number }[];
}

export interface PermissionSetBody {
  name: string;
  description: string;
  isLecturerDefault: boolean;
  menuAuthorityList: { menuCd: string; authority: AuthorityValue }[];
}

export interface PermissionScope {
  dataType: "PERMISSION" | "CLASS_PLAN" | "IN_CHARGE";
  divisionCd: string;
}

export interface UserPermission {
  permissionSetId: number;
  permissionSetName: string;
  referenceAuthority: number;
  gradePermission: number;
  scopeList: PermissionScope[];
}

export type UserPermissionBody = Omit<UserPermission, "permissionSetName">;

export interface ScopeMaster {
  gradeList: { gradeCd: number; name: string }[];
  divisionList: DivisionNode[];
}

export const authorityApi = {
  menus: async () =>
    (await requestJson<{ menuCategoryList: EditableCategory[] }>("GET", `${BASE}/menus`)).menuCategoryList,
  sets: async () =>
    (await requestJson<{ permissionSetList: PermissionSetSummary[] }>("GET", `${BASE}/permission-sets`))
      .permissionSetList,
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
    (
      await requestJson<{ permission: UserPermission | null }>(
        "GET",
        `${BASE}/login-users/${loginUserId}/permission`,
      )
    ).permission,
  assign: (loginUserId: number, body: UserPermissionBody) =>
    requestJson<{ permission: UserPermission }>("PUT", `${BASE}/login-users/${loginUserId}/permission`, body),
  unassign: (loginUserId: number) =>
    requestJson<void>("DELETE", `${BASE}/login-users/${loginUserId}/permission`),
};
