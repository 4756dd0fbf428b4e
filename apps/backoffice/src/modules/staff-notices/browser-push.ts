import { staffNoticesApi } from "./staff-notices-api";

// Web Push for this browser: the back office's service worker (apps/backoffice/src/sw, built to
// /backoffice-sw.js) and the browser's subscription, registered with the server for the staff member.

export const SERVICE_WORKER_URL = "/backoffice-sw.js";

export type BrowserPushState = "unsupported" | "denied" | "off" | "on";

export const browserPushSupported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

/** The VAPID key as PushManager wants it (bytes, from base64url). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
  return navigator.serviceWorker.ready;
}

export async function browserPushState(): Promise<BrowserPushState> {
  if (!browserPushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const existing = await navigator.serviceWorker.getRegistration("/");
  const sub = await existing?.pushManager.getSubscription();
  return sub && Notification.permission === "granted" ? "on" : "off";
}

/** Asks the browser's permission (a click must start this), subscribes, and tells the server. */
export async function enableBrowserPush(): Promise<BrowserPushState> {
  if (!browserPushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "denied" : "off";
  const reg = await registration();
  const { publicKey } = await staffNoticesApi.pushKey();
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    }));
  await staffNoticesApi.subscribe(sub.toJSON());
  return "on";
}

export async function disableBrowserPush(): Promise<BrowserPushState> {
  if (!browserPushSupported()) return "unsupported";
  const reg = await navigator.serviceWorker.getRegistration("/");
  const sub = await reg?.pushManager.getSubscription();
  if (sub) {
    await staffNoticesApi.unsubscribe(sub.endpoint);
    await sub.unsubscribe();
  }
  return "off";
}
