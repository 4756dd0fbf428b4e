import type { MemberMe, MemberQrCheck } from "@gakumu/domain/member-accounts/member-auth-api";
import { memberHttp } from "../http/member-http";
import { API } from "./inbox-api";

// The member accounts' login calls (server: modules/member-accounts, contract: the domain's
// member-accounts/member-auth-api.ts). The member app signs in (password or login QR), out, checks
// who is signed in and changes the password.

export type SignedInMember = MemberMe;

export interface LoginInput {
  organizationCd: string;
  loginId: string;
  password: string;
}

export const meKey = ["member", "me"] as const;

/** The signed-in member; null when nobody is (a 401 is an answer here, not a lost session). */
export async function fetchMe(signal?: AbortSignal): Promise<SignedInMember | null> {
  try {
    return await memberHttp.get<SignedInMember>(`${API}/auth/me`, {
      notify: false,
      expectUnauthenticated: true,
      signal,
    });
  } catch (error) {
    if ((error as { status?: number }).status === 401) return null;
    throw error;
  }
}

export function login(input: LoginInput): Promise<SignedInMember> {
  return memberHttp.post<SignedInMember>(`${API}/auth/login`, input, {
    notify: false,
    expectUnauthenticated: true,
  });
}

/** Whose login QR this is, before it is used (or that it is used up or expired). */
export function checkQr(token: string): Promise<MemberQrCheck> {
  return memberHttp.get<MemberQrCheck>(`${API}/auth/qr-login?token=${encodeURIComponent(token)}`, {
    notify: false,
    expectUnauthenticated: true,
  });
}

/** The login QR's visit: the member chooses a password and is signed in. */
export function qrLogin(token: string, password: string): Promise<SignedInMember> {
  return memberHttp.post<SignedInMember>(
    `${API}/auth/qr-login`,
    { token, password, passwordConfirm: password },
    { notify: false, expectUnauthenticated: true },
  );
}

export function logout(): Promise<void> {
  return memberHttp.post<void>(`${API}/auth/logout`, undefined, { expectUnauthenticated: true });
}

/** The member's own password: the current one proves it is them. */
export function changePassword(currentPassword: string, password: string): Promise<void> {
  return memberHttp.post<void>(
    `${API}/auth/password`,
    { currentPassword, password, passwordConfirm: password },
    { notify: false },
  );
}

/**
 * Asks for a password reset mail. The server answers the same whether or not the member has a
 * verified mail address, so the screen says only that a mail goes to a registered address.
 */
export function requestPasswordReminder(organizationCd: string, loginId: string): Promise<void> {
  return memberHttp.post<void>(
    `${API}/auth/reminder`,
    { organizationCd, loginId },
    { notify: false, expectUnauthenticated: true },
  );
}
