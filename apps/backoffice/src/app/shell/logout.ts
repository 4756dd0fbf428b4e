import { navigateTo } from "../navigation";
import { postLogout } from "../session";
import { endSession } from "../session/session-store";

/**
 * Ends the session on the server, then here. A failure (offline) is toasted by the HTTP helper and
 * leaves the user where they are, since the server session would still be alive.
 */
export async function logout(): Promise<void> {
  await postLogout();
  endSession();
  navigateTo("/login", { replace: true });
}
