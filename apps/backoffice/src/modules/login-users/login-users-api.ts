import type {
  CreateLoginUserBody,
  LoginUserPage,
  LoginUserResponse,
  LoginUserWithPassword,
  PermissionSetOptions,
  UpdateLoginUserBody,
} from "@gakumu/domain";
import { requestJson } from "../../app/http";

export type {
  CreateLoginUserBody,
  LoginUserItem,
  LoginUserPage,
  LoginUserPermissionBody,
  UpdateLoginUserBody,
} from "@gakumu/domain";
export type WithGeneratedPassword = LoginUserWithPassword;

// The login-user screen's calls (server: modules/login-users/login-users.routes.ts).
const BASE = "/app/api/v2/login-user";

export type SecurityAction = "lock" | "unlock" | "reset-totp";

export const loginUsersApi = {
  search: (keyword: string, page: number) => requestJson<LoginUserPage>("GET", BASE, { keyword, page }),
  permissionSets: async () =>
    (await requestJson<PermissionSetOptions>("GET", `${BASE}/permission-sets`)).permissionSetList,
  create: (body: CreateLoginUserBody) => requestJson<LoginUserWithPassword>("POST", BASE, body),
  update: (loginUserId: number, body: UpdateLoginUserBody) =>
    requestJson<LoginUserResponse>("PUT", `${BASE}/${loginUserId}`, body),
  action: (loginUserId: number, action: SecurityAction) =>
    requestJson<LoginUserResponse>("POST", `${BASE}/${loginUserId}/${action}`, {}),
  resetPassword: (loginUserId: number) =>
    requestJson<LoginUserWithPassword>("POST", `${BASE}/${loginUserId}/reset-password`, { password: "" }),
};
