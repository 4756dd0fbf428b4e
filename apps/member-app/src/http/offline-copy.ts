import { useSyncExternalStore } from "react";

/**
 * Whether the last answer the app read came from the service worker's kept copy because the network
 * could not be reached (the worker marks such answers with this header). More truthful than
 * navigator.onLine, which says "online" on a network that reaches nothing.
 */
export const OFFLINE_COPY_HEADER = "x-gakumu-offline-copy";

let offlineCopy = false;
const listeners = new Set<() => void>();

export function noteAnswer(response: Response): void {
  const fromCopy = response.headers.get(OFFLINE_COPY_HEADER) === "1";
  if (fromCopy === offlineCopy) return;
  offlineCopy = fromCopy;
  for (const listener of listeners) listener();
}

export function isOfflineCopy(): boolean {
  return offlineCopy;
}

export function useOfflineCopy(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offlineCopy,
  );
}
