import { FullPageLoader } from "@gakumu/ui";
import { useQuery } from "@tanstack/react-query";
import { Navigate, Outlet, useLocation } from "react-router";
import { fetchMe, meKey, type SignedInMember } from "../api/auth-api";
import { errorMessage } from "../http/member-http";
import { ProblemPage } from "./ProblemPage";

/** The member's own screens: signed-in members pass, everyone else goes to the login. */
export function MemberGate() {
  const location = useLocation();
  const me = useQuery({ queryKey: meKey, queryFn: ({ signal }) => fetchMe(signal), staleTime: 300_000 });
  if (me.isPending) return <FullPageLoader />;
  if (me.isError) {
    return (
      <ProblemPage
        title="接続できません"
        message={errorMessage(me.error)}
        onRetry={() => void me.refetch()}
      />
    );
  }
  if (!me.data) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login${next === "/" ? "" : `?next=${encodeURIComponent(next)}`}`} replace />;
  }
  return <Outlet context={me.data satisfies SignedInMember} />;
}
