/** What a push message of the delivery engine carries (JSON in the encrypted payload). */
export interface PushPayload {
  deliveryId: number;
  title: string;
  body: string;
  /** Urgent messages stay on screen until the member acts (requireInteraction). */
  urgent: boolean;
  /** The address the notification opens, inside the app. */
  url: string;
}

export const APP_BASE = "/app/member/";

export function messagePath(deliveryId: number): string {
  return `${APP_BASE}messages/${deliveryId}`;
}

const text = (value: unknown, max: number): string => (typeof value === "string" ? value.slice(0, max) : "");

/**
 * Reads a push message's data; null when it is not one of ours (no delivery id), so nothing is shown
 * for it. A missing title still gives a notification the member can recognise.
 */
export function readPushPayload(data: unknown): PushPayload | null {
  if (!data || typeof data !== "object") return null;
  const raw = data as Record<string, unknown>;
  const deliveryId = Number(raw.deliveryId);
  if (!Number.isSafeInteger(deliveryId) || deliveryId <= 0) return null;
  return {
    deliveryId,
    title: text(raw.title, 200) || "新しいお知らせ",
    body: text(raw.body ?? raw.bodyText, 500),
    urgent: raw.urgent === true,
    url: messagePath(deliveryId),
  };
}

/** The JSON of a push event's data, or null when there is none or it is not JSON. */
export function parsePushData(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return null;
  }
}
