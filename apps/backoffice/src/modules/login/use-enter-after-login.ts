import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { processSelection } from "../../app/session/session-store";

/**
 * After a successful login: forget anything cached from an earlier session and this tab's earlier
 * organisation choice, then let the gate decide where to go (password change, expiry, organisation
 * choice or the home screen).
 */
export function useEnterAfterLogin(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    processSelection.reset();
    queryClient.removeQueries();
    navigate("/", { replace: true });
  };
}
