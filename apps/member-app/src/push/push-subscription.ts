import { API } from "../api/inbox-api";
import { memberHttp } from "../http/member-http";
import { readyRegistration } from "./service-worker";

// Web Push on this device: asked for only after the member taps (browsers block a prompt that comes
// unasked), subscribed with the installation's VAPID key, and the subscription handed to the server.

export type PushState =
  /** No service worker or Push API here (an in-app browser, iOS before adding to the home screen). */
  | "unsupported"
  /** The member refused notifications for this site; only the browser's settings can undo it. */
  | "denied"
  | "off"
  | "on";

function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The key as PushManager.subscribe takes it (base64url → bytes). */
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

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await readyRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  if (!(await readyRegistration())) return "unsupported";
  return Notification.permission === "granted" && (await currentSubscription()) ? "on" : "off";
}

/** Asks for permission (call from a tap), subscribes and registers the device with the server. */
export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "off";
  const registration = await readyRegistration();
  if (!registration) return "unsupported";
  const { publicKey } = await memberHttp.get<{ publicKey: string }>(`${API}/vapid-public-key`);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the installation's keys were replaced) cannot be used.
  if (subscription && !sameKey(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
  await memberHttp.put<void>(`${API}/subscription`, subscription.toJSON());
  return "on";
}

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const expected = applicationServerKey(publicKey);
  const actual = new Uint8Array(key);
  return actual.length === expected.length && actual.every((byte, i) => byte === expected[i]);
}

/** Stops notifications to this device: the server forgets it first, then the browser. */
export async function turnPushOff(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await memberHttp.delete<void>(`${API}/subscription`, { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return "off";
}
