/// <reference lib="WebWorker" />
import {
  CURRENT_CACHES,
  DATA_CACHE,
  firstTimeSeen,
  isOfflineReadable,
  markedCopy,
  markInboxCache,
  SHELL_CACHE,
} from "./caches";
import { APP_BASE, parsePushData, readPushPayload } from "./push-payload";

// The member app's service worker (built to /app/member/sw.js, scope /app/member/):
// - push: shows the notification once per delivery and marks the inbox (cached copy and open pages);
// - notificationclick: opens the message in an open window of the app, or a new one;
// - fetch: the app shell and the last inbox answers from cache when the network is gone.

declare const self: ServiceWorkerGlobalScope;

const SHELL = [APP_BASE, `${APP_BASE}manifest.webmanifest`, `${APP_BASE}icons/icon-192.png`];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("gakumu-member-") && !CURRENT_CACHES.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname.startsWith(APP_BASE)) {
    event.respondWith(networkFirst(request, SHELL_CACHE, APP_BASE));
  } else if (url.pathname.startsWith(`${APP_BASE}assets/`)) {
    event.respondWith(cacheFirst(request));
  } else if (isOfflineReadable(url)) {
    event.respondWith(networkFirst(request, DATA_CACHE));
  }
});

/** The network's answer (kept for later); the kept one when the network cannot be reached. */
async function networkFirst(request: Request, cacheName: string, cacheKey?: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(cacheKey ?? request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(cacheKey ?? request);
    if (kept) return cacheName === DATA_CACHE ? markedCopy(kept) : kept;
    throw error;
  }
}

/** Hashed build files never change: once kept, never fetched again. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("push", (event) => {
  const payload = readPushPayload(parsePushData(() => event.data?.json()));
  if (!payload) return;
  event.waitUntil(
    (async () => {
      if (!(await firstTimeSeen(payload.deliveryId))) return;
      await markInboxCache(payload, new Date());
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: `delivery-${payload.deliveryId}`,
        icon: `${APP_BASE}icons/icon-192.png`,
        badge: `${APP_BASE}icons/badge-96.png`,
        lang: "ja",
        requireInteraction: payload.urgent,
        data: { deliveryId: payload.deliveryId, url: payload.url },
      });
      for (const client of await self.clients.matchAll({ type: "window" })) {
        client.postMessage({ type: "push-received", deliveryId: payload.deliveryId });
      }
    })(),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = typeof data?.url === "string" && data.url.startsWith(APP_BASE) ? data.url : APP_BASE;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith(APP_BASE));
      if (open) {
        // The page's router moves to the message without reloading the app.
        open.postMessage({ type: "open", url: target });
        await open.focus();
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown } | null;
  // Logging out: the member's messages must not stay readable on the device.
  if (data?.type === "clear-data") event.waitUntil(caches.delete(DATA_CACHE));
});
