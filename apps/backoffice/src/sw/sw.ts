/// <reference lib="WebWorker" />
import { backOfficePath, parsePushJson, readStaffPush } from "./staff-push";

// The back office's service worker (built to /backoffice-sw.js, scope /): Web Push of staff notices
// (通知設定) only. It keeps no caches and handles no fetches: the back office is an online tool.
// - push: shows the notice as a browser notification and tells open back offices;
// - notificationclick: opens the notice's item in an open back office, or a new window.

declare const self: ServiceWorkerGlobalScope;

self.addEventListener("install", () => {
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  const push = readStaffPush(parsePushJson(() => event.data?.json()));
  if (!push) return;
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(push.title, {
        body: push.body,
        tag: `staff-notice-${push.noticeId}`,
        lang: "ja",
        data: { url: push.url, noticeId: push.noticeId },
      });
      for (const client of await self.clients.matchAll({ type: "window" }))
        client.postMessage({ type: "staff-push-received", noticeId: push.noticeId, title: push.title });
    })(),
  );
});

/** Back-office pages: not the member app or the form frontend served under /app/. */
const isBackOffice = (url: string) => !new URL(url).pathname.startsWith("/app/");

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = backOfficePath(data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => isBackOffice(client.url));
      if (open) {
        open.postMessage({ type: "staff-notice-open", url: target });
        await open.focus();
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
