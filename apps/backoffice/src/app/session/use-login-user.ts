import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { fetchLoginUser, type LoginUser, sessionKeys } from "../session";
import { startSession } from "./session-store";

// Like the other session data: refreshed by explicit invalidation (login, switch, password change),
// never in the background, so an idle screen stays idle for the server's idle timeout.
const NEVER_STALE = Number.POSITIVE_INFINITY;

/**
 * GET loginuser, shared by the gate and the session screens outside it (/SelectProcess, /expired,
 * …). A successful answer marks the session authenticated, which the HTTP helper's 401 handling
 * and payload enrichment rely on.
 */
export function useLoginUserQuery() {
  const query = useQuery<LoginUser>({
    queryKey: sessionKeys.loginUser(),
    queryFn: async ({ signal }) => {
      const user = await fetchLoginUser(signal);
      startSession(user);
      return user;
    },
    retry: false,
    staleTime: NEVER_STALE,
  });
  // A cached answer (no fetch) must also restore the flag, e.g. right after a logout-less reload.
  useEffect(() => {
    if (query.data) startSession(query.data);
  }, [query.data]);
  return query;
}
