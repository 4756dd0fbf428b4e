import type { QueryClient } from "@tanstack/react-query";
import { inboxKeys } from "../api/inbox-api";
import { APP_BASE } from "../app/paths";

export const SERVICE_WORKER_URL = `${APP_BASE}sw.js`;

/** Whether this browser can keep the app offline and receive Web Push at all. */
export function serviceWorkerSupported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator;
}

/** Registers the worker (the built app only: the dev server has no sw.js). */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported() || !import.meta.env.PROD) return null;
  try {
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: APP_BASE });
  } catch {
    // Private windows and some in-app browsers refuse workers; the app works without, online only.
    return null;
  }
}

/** The worker's registration once it is active (null where workers are not available). */
export async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration(APP_BASE);
  if (!existing) return null;
  return navigator.serviceWorker.ready;
}

/**
 * The worker tells open pages about a push (refresh the inbox and the unread count) and about a
 * tapped notification (open that message here instead of a new window).
 */
export function listenToServiceWorker(queryClient: QueryClient, open: (path: string) => void): void {
  if (!serviceWorkerSupported()) return;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type === "push-received") void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    if (data?.type === "open" && typeof data.url === "string" && data.url.startsWith(APP_BASE)) {
      open(data.url.slice(APP_BASE.length - 1));
    }
  });
}

/** Logging out: the worker forgets the member's kept messages. */
export async function clearOfflineData(): Promise<void> {
  const registration = serviceWorkerSupported()
    ? await navigator.serviceWorker.getRegistration(APP_BASE)
    : null;
  registration?.active?.postMessage({ type: "clear-data" });
}
