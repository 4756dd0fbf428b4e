import { requestJson } from "../../app/http";

// The login-user screen's calls (server: modules/login-users/login-users.routes.ts).
const BASE = "/app/api/v2/login-user";

export interface LoginUserItem {
  loginUserId: number;
  displayUserId: string;
  name: string;
  mailAddress: string;
  locked: boolean;
  lockedUntil: string | null;
  totpEnabled: boolean;
  passwordChangeRequired: boolean;
  passwordChangedAt: string;
  lastLoginAt: string | null;
  /** The permission in the current organisation and process mode. */
  permission: {
    permissionSetId: number;
    permissionSetName: string;
    referenceAuthority: number;
    gradePermission: number;
  } | null;
}

export interface LoginUserPage {
  totalCount: number;
  page: number;
  pageSize: number;
  loginUserList: LoginUserItem[];
}

export interface LoginUserPermissionBody {
  permissionSetId: number;
  referenceAuthority: number;
}

export interface CreateLoginUserBody {
  displayUserId: string;
  name: string;
  mailAddress: string;
  /** "" lets the server generate one. */
  password: string;
  permission: LoginUserPermissionBody | null;
}

export interface UpdateLoginUserBody {
  name: string;
  mailAddress: string;
  permission: LoginUserPermissionBody | null;
}

export interface WithGeneratedPassword {
  loginUser: LoginUserItem;
  generatedPassword: string | null;
}

export type SecurityAction = "lock" | "unlock" | "reset-totp";

export const loginUsersApi = {
  search: (keyword: string, page: number) => requestJson<LoginUserPage>("GET", BASE, { keyword, page }),
  permissionSets: async () =>
    (
      await requestJson<{ permissionSetList: { permissionSetId: number; name: string }[] }>(
        "GET",
        `${BASE}/permission-sets`,
      )
    ).permissionSetList,
  create: (body: CreateLoginUserBody) => requestJson<WithGeneratedPassword>("POST", BASE, body),
  update: (loginUserId: number, body: UpdateLoginUserBody) =>
    requestJson<{ loginUser: LoginUserItem }>("PUT", `${BASE}/${loginUserId}`, body),
  action: (loginUserId: number, action: SecurityAction) =>
    requestJson<{ loginUser: LoginUserItem }>("POST", `${BASE}/${loginUserId}/${action}`, {}),
  resetPassword: (loginUserId: number) =>
    requestJson<WithGeneratedPassword>("POST", `${BASE}/${loginUserId}/reset-password`, { password: "" }),
};
