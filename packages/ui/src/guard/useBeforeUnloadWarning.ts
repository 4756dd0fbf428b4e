import { useEffect } from "react";

/**
 * While `isDirty`, reload/close/external links get the browser's own warning (spec §2.1); a page
 * cannot show custom UI during unload. In-app navigation is held by the router's guard instead.
 */
export function useBeforeUnloadWarning(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only show the prompt when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);
}
