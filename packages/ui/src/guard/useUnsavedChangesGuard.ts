import { useEffect } from "react";
import { useBlocker } from "react-router";
import { confirmDialog } from "../dialogs/confirm-dialog";
import { tUi } from "../i18n";
import { useBeforeUnloadWarning } from "./useBeforeUnloadWarning";

/**
 * While `isDirty`, asks before leaving the screen (spec §2.1): in-app navigation is held by the
 * router and confirmed in a dialog; reload/close/external links get the browser's own warning,
 * because a page cannot show custom UI during unload.
 * Needs a data router (createBrowserRouter), which the back office uses; the form frontend's
 * declarative router holds navigation in its history instead (apps/form-frontend/src/app/leave-guard.ts).
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      // Changing only the hash or search of the same screen keeps the edits on screen.
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let cancelled = false;
    void confirmDialog({ message: tUi("guard.leave") }).then((leave) => {
      if (cancelled) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      cancelled = true;
    };
  }, [blocker]);

  useBeforeUnloadWarning(isDirty);
}
