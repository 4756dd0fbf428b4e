import { clientMessage, SESSION_TIMEOUT_TOAST_THROTTLE_MS } from "@gakumu/domain";
import { notify } from "@gakumu/ui";
import { navigateTo } from "../navigation";
import { endSession } from "./session-store";

let lastToastAt = Number.NEGATIVE_INFINITY;

/**
 * Spec §8.2, a 401 while logged in (or the idle timer running out): say so at most once per 5 s —
 * several calls in flight fail together — forget the session and go to /login.
 */
export function expireSession(now = Date.now()): void {
  endSession();
  if (now - lastToastAt >= SESSION_TIMEOUT_TOAST_THROTTLE_MS) {
    lastToastAt = now;
    notify.warning({ message: clientMessage("AUTO_LOGOUT") });
  }
  navigateTo("/login", { replace: true });
}

/** For tests only. */
export function resetExpiryThrottle(): void {
  lastToastAt = Number.NEGATIVE_INFINITY;
}
