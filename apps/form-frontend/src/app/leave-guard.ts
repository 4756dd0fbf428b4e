import { confirmDialog, tUi, useBeforeUnloadWarning } from "@gakumu/ui";
import { useEffect } from "react";
import { type HistoryRouterProps, type Location, NavigationType, parsePath, type To } from "react-router";

/**
 * Spec §2.1: leaving a screen with unsaved edits asks first. The back office's data router holds the
 * navigation itself (useBlocker); the form frontend's declarative router cannot (half the
 * react-router code on the first load, issue 5), so the history under it waits for the answer: a link,
 * navigate() or back/forward to another path while a screen is dirty opens the confirm dialog, and
 * only はい moves on. Changing only the search or hash of the same screen keeps the edits on screen.
 */
export type RouterHistory = HistoryRouterProps["history"];
type Update = Parameters<Parameters<RouterHistory["listen"]>[0]>[0];

// Screens mounted with unsaved edits; a count, so one screen cleaning up cannot clear another's.
let dirtyScreens = 0;

/** The declarative counterpart of @gakumu/ui's useUnsavedChangesGuard (which needs a data router). */
export function useLeaveGuard(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    dirtyScreens += 1;
    return () => {
      dirtyScreens -= 1;
    };
  }, [isDirty]);
  useBeforeUnloadWarning(isDirty);
}

const askToLeave = () => confirmDialog({ message: tUi("guard.leave") });

/** `history` as the router sees it, with moves away from a dirty screen held until confirmed. */
export function guardHistory(history: RouterHistory, confirmLeave = askToLeave): RouterHistory {
  // The location on screen: during back/forward the browser's history is already elsewhere.
  let shown: Location = history.location;
  let asking = false;
  // The back/forward that undoes a held one, and the one that finally goes after はい.
  let undoing = false;
  let proceeding = false;

  const leaves = (to: To) => {
    const { pathname } = typeof to === "string" ? parsePath(to) : to;
    return dirtyScreens > 0 && pathname !== undefined && pathname !== shown.pathname;
  };
  const ask = (go: () => void) => {
    if (asking) return; // one dialog at a time; the other attempts are dropped
    asking = true;
    void confirmLeave().then((leave) => {
      asking = false;
      if (leave) go();
    });
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push(to, state) {
      if (leaves(to)) ask(() => history.push(to, state));
      else history.push(to, state);
    },
    replace(to, state) {
      if (leaves(to)) ask(() => history.replace(to, state));
      else history.replace(to, state);
    },
    listen(listener) {
      return history.listen((update: Update) => {
        if (undoing) {
          undoing = false; // back where the screen is: nothing changed for the router
          return;
        }
        const { action, location, delta } = update;
        // Without a delta (an entry from before the app) the move cannot be undone, so it goes.
        if (action === NavigationType.Pop && delta && !proceeding && leaves(location)) {
          undoing = true;
          history.go(-delta);
          ask(() => {
            proceeding = true;
            history.go(delta);
          });
          return;
        }
        proceeding = false;
        shown = location;
        listener(update);
      });
    },
  };
}
