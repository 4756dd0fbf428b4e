import { PROCESS_MODE_UNSET } from "@gakumu/domain/constants";
import { addMissingParams } from "@gakumu/ui/http";
import type { FormSession } from "../session/form-session";

/** The values spec §7.1 adds to every form call, taken from the session when set. */
export function sessionParams(session: FormSession): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (session.processMode !== PROCESS_MODE_UNSET) params.processMode = session.processMode;
  if (session.organizationCd) params.organizationCd = session.organizationCd;
  if (session.login && session.formUser) params.formUserId = session.formUser.formUserId;
  if (session.formCd) params.formCd = session.formCd;
  return params;
}

/**
 * Adds the session values the payload does not carry yet. A value the caller set (even null) is
 * kept; arrays, strings and FormData pass through untouched.
 */
export function enrichPayload(payload: unknown, session: FormSession): unknown {
  return addMissingParams(payload, sessionParams(session));
}
