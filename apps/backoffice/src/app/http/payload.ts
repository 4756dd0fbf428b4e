import { addMissingParams } from "@gakumu/ui/http";
import type { AdminSession } from "../session/session-store";

/** The five values spec §7.2 adds to every call of a logged-in user, taken from the session. */
export function sessionParams(session: AdminSession): Record<string, string | number> | null {
  if (!session.authenticated || !session.loginUser) return null;
  const params: Record<string, string | number> = {
    tenantCd: session.loginUser.tenantCd,
    userId: session.loginUser.loginUserId,
  };
  if (session.processMode !== null) params.processMode = session.processMode;
  if (session.organization) {
    params.systemCd = session.organization.systemCd;
    params.organizationCd = session.organization.organizationCd;
  }
  return params;
}

/**
 * Spec §7.2: adds the session values the payload does not already carry (a value the caller set,
 * even null, is kept; arrays, FormData and strings pass through untouched). Nothing when logged out.
 */
export function enrichPayload<T>(payload: T, session: AdminSession): T | Record<string, unknown> {
  return addMissingParams(payload, sessionParams(session));
}
