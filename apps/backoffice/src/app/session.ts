import {
  IMPORT_FIELDS_PATH,
  type ImportFieldSetting,
  type Manual,
  type ManualList,
  type OrganizationParameter,
  ProcessMode,
  type SessionOrganization,
  type SessionUser,
} from "@gakumu/domain";
import { http } from "./http";

// Calls of spec §7.3 that the authentication gate makes once logged in (server:
// platform/auth/session-info.routes.ts); the answers' shapes are the domain's contract.

/** The logged-in user as GET login/loginuser answers (a name every screen of the back office reads). */
export type LoginUser = SessionUser;

/** Where a call applies: organisation and process mode (the query of the §7.3 calls). */
export interface Scope {
  processMode: number;
  systemCd: number;
  organizationCd: string;
}

export function scopeOf(user: LoginUser, processMode = user.processMode): Scope {
  return { processMode, systemCd: user.systemCd, organizationCd: user.organizationCd };
}

/** The concern-mode twin of a scope: parameters and import fields are loaded for both (spec §7.3). */
export function concernScopeOf(user: LoginUser): Scope {
  return scopeOf(user, ProcessMode.CONCERN);
}

// Query-key factory: everything tied to the admin session lives under ["session"], so login, logout
// and a process-mode switch can drop it all at once.
export const sessionKeys = {
  all: ["session"] as const,
  loginUser: () => [...sessionKeys.all, "loginUser"] as const,
  organization: (systemCd: number, organizationCd: string) =>
    [...sessionKeys.all, "organization", systemCd, organizationCd] as const,
  manual: () => [...sessionKeys.all, "manual"] as const,
  menu: (scope: Scope) => [...sessionKeys.all, "menu", scope] as const,
  parameters: (scope: Scope) => [...sessionKeys.all, "parameters", scope] as const,
  importFields: (scope: Scope) => [...sessionKeys.all, "importFields", scope] as const,
};

// The gate's loads run behind a full-page loader: no busy overlay on top, and no toast for the
// expected 401 of a visitor who is not logged in (the gate sends them to /login instead).
const quiet = { busy: false, notify: false } as const;
const background = { busy: false } as const;

export function fetchLoginUser(signal?: AbortSignal): Promise<LoginUser> {
  return http.get<LoginUser>("/app/api/v2/login/loginuser", undefined, { ...quiet, signal });
}

export function fetchOrganization(systemCd: number, organizationCd: string, signal?: AbortSignal) {
  return http.get<SessionOrganization>(
    "/app/api/v2/login/organization",
    { systemCd, organizationCd },
    { ...background, signal },
  );
}

export async function fetchManuals(signal?: AbortSignal): Promise<Manual[]> {
  const answer = await http.get<ManualList>("/app/api/v2/login/manual", undefined, {
    ...background,
    signal,
  });
  return answer?.manuals ?? [];
}

export async function fetchParameters(scope: Scope, signal?: AbortSignal): Promise<OrganizationParameter[]> {
  const path = "/app/api/v2/organization/parameter";
  return (await http.get<OrganizationParameter[]>(path, { ...scope }, { ...background, signal })) ?? [];
}

export async function fetchImportFields(scope: Scope, signal?: AbortSignal): Promise<ImportFieldSetting[]> {
  const path = IMPORT_FIELDS_PATH;
  return (await http.get<ImportFieldSetting[]>(path, { ...scope }, { ...background, signal })) ?? [];
}

/** POST select-process: the session now works in this organisation and process mode. */
export function selectProcess(scope: Scope): Promise<void> {
  return http.post<void>("/app/api/v2/login/select-process", { ...scope });
}

export function postLogout(): Promise<void> {
  return http.post<void>("/app/api/v2/manage/logout");
}
