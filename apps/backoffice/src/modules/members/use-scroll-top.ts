import { useEffect } from "react";

/**
 * Starts a screen at its top: the shell scrolls the window, and a save or a link at the bottom of a
 * long form would otherwise open the next screen scrolled down.
 */
export function useScrollTop(key: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the screen shown; a new one starts at the top
  useEffect(() => {
    document.documentElement.scrollTop = 0;
    document.body.scrollTop = 0;
  }, [key]);
}
