import { requestJson } from "./http";

/** The login user as the server returns it; typed fully once the login module defines it. */
export type LoginUser = Record<string, unknown>;

// Query-key factory: everything tied to the admin session lives under ["session"], so login and
// logout can drop it all at once.
export const sessionKeys = {
  all: ["session"] as const,
  loginUser: () => [...sessionKeys.all, "loginUser"] as const,
};

export function fetchLoginUser(signal?: AbortSignal): Promise<LoginUser> {
  return requestJson<LoginUser>("GET", "/app/api/v2/login/loginuser", undefined, { busy: false, signal });
}
