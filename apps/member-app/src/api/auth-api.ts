import { memberHttp } from "../http/member-http";
import { API } from "./inbox-api";

// The member accounts' login calls (server: modules/member-accounts, contract in the domain's
// member-accounts). The member app only signs in, out and checks who is signed in.

export interface SignedInMember {
  memberId: number;
  name: string;
  organizationName: string;
}

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

/** The login QR's first visit: the member chooses a password and is signed in. */
export function qrLogin(token: string, password: string): Promise<SignedInMember> {
  return memberHttp.post<SignedInMember>(
    `${API}/auth/qr-login`,
    { token, password },
    { notify: false, expectUnauthenticated: true },
  );
}

export function logout(): Promise<void> {
  return memberHttp.post<void>(`${API}/auth/logout`, undefined, { expectUnauthenticated: true });
}
