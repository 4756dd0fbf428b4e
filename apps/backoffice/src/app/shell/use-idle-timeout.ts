import { useEffect } from "react";
import { lastServerActivity, recordServerActivity } from "../session/activity";
import { expireSession } from "../session/session-expiry";
import { sessionStore } from "../session/session-store";

// Leave the server a few seconds to lapse the session itself, so the client never logs out a
// session the server would still have accepted.
const GRACE_MS = 5_000;
// Other tabs may extend the session at any time: look again at least this often.
const RECHECK_MS = 60_000;

/** When an idle session lapses: the last request any tab sent plus the idle timeout. */
export function idleDeadline(lastActivity: number, idleTimeoutMinutes: number): number {
  return lastActivity + idleTimeoutMinutes * 60_000 + GRACE_MS;
}

/**
 * Spec §8.2 / issue 3 item 9: the server lapses a session after idleTimeoutMinutes without a
 * request. An idle screen sends nothing, so it would sit there until the next click; this timer
 * takes it to /login with the auto-logout toast at the moment the server forgets the session.
 */
export function useIdleTimeout(idleTimeoutMinutes: number): void {
  useEffect(() => {
    if (!(idleTimeoutMinutes > 0)) return;
    if (lastServerActivity() === 0) recordServerActivity();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const wait = idleDeadline(lastServerActivity(), idleTimeoutMinutes) - Date.now();
      if (wait <= 0) {
        if (sessionStore.get().authenticated) expireSession();
        return;
      }
      timer = setTimeout(check, Math.min(wait, RECHECK_MS));
    };
    // Background tabs throttle timers: check again the moment the tab is looked at.
    const onVisible = () => document.visibilityState === "visible" && check();
    check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [idleTimeoutMinutes]);
}
