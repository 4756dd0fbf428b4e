import type {
  MemberMailLinkCheck,
  MemberMailLinkKindValue,
  MemberMe,
  MemberRegisterInput,
} from "@gakumu/domain";
import { http } from "../../app/http";

// The member accounts' public calls these pages make (server: modules/member-accounts). Never enriched
// with a staff session's tenant or organisation: a member names their own school.

const AUTH = "/app/api/member-app/auth";
const asVisitor = { enrich: false } as const;

/** Where a member goes after setting the password: the member app. */
export const MEMBER_APP_URL = "/app/member/";

export function requestRegistration(input: MemberRegisterInput): Promise<void> {
  return http.post<void>(`${AUTH}/register`, input, asVisitor);
}

export async function checkMailLink(
  kind: MemberMailLinkKindValue,
  token: string,
  signal?: AbortSignal,
): Promise<MemberMailLinkCheck> {
  return (
    (await http.get<MemberMailLinkCheck>(
      `${AUTH}/verify`,
      { kind, token },
      { ...asVisitor, busy: false, signal },
    )) ?? {
      valid: false,
    }
  );
}

export function setPasswordByMailLink(
  kind: MemberMailLinkKindValue,
  token: string,
  password: string,
  passwordConfirm: string,
): Promise<MemberMe> {
  return http.post<MemberMe>(`${AUTH}/verify`, { kind, token, password, passwordConfirm }, asVisitor);
}

export const memberRegisterKeys = {
  mailLink: (kind: string, token: string) => ["member-mail-link", kind, token] as const,
};
