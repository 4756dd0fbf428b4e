import { useOutletContext } from "react-router";
import type { SignedInMember } from "../api/auth-api";

/** The signed-in member, inside the member's own screens (MemberGate passes it down). */
export function useMember(): SignedInMember {
  return useOutletContext<SignedInMember>();
}
