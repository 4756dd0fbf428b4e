import crypto from "node:crypto";
import { HTTPFetchError, messagingApi } from "@line/bot-sdk";
import type { SendOutcome } from "../channel-batch";

// The organisation's LINE official account through @line/bot-sdk's Messaging API client, at a base
// URL the installation sets (LINE_API_URL: LINE itself, or a test's loopback stand-in).

/** LINE takes at most this many user ids per multicast request. */
export const LINE_MULTICAST_MAX = 500;
/** A LINE text message's limit. */
const TEXT_MAX = 5000;

export interface LineQuota {
  /** "none": no monthly limit (a paid plan without one); "limited": `limit` messages a month. */
  type: "none" | "limited";
  limit: number | null;
  /** Messages counted this month (one per recipient of a multicast). */
  used: number;
}

export interface LineApi {
  /** One multicast; an answer of 409 (this retry key was accepted before) counts as sent. */
  multicast(to: string[], text: string, retryKey: string): Promise<void>;
  quota(): Promise<LineQuota>;
}

/** A request that gets no answer in time has an unknown outcome: retried with the same retry key. */
async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timeout after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function lineApi(baseUrl: string, channelAccessToken: string, timeoutMs: number): LineApi {
  const client = new messagingApi.MessagingApiClient({ channelAccessToken, baseURL: baseUrl });
  return {
    async multicast(to, text, retryKey) {
      try {
        await withTimeout(client.multicast({ to, messages: [{ type: "text", text }] }, retryKey), timeoutMs);
      } catch (err) {
        // 409: LINE already accepted a request with this retry key (the same unit, sent before a crash).
        if (err instanceof HTTPFetchError && err.status === 409) return;
        throw err;
      }
    },
    async quota() {
      const [quota, consumption] = await Promise.all([
        withTimeout(client.getMessageQuota(), timeoutMs),
        withTimeout(client.getMessageQuotaConsumption(), timeoutMs),
      ]);
      return {
        type: quota.type === "limited" ? "limited" : "none",
        limit: quota.type === "limited" ? (quota.value ?? 0) : null,
        used: consumption.totalUsage,
      };
    },
  };
}

/**
 * The retry key of one unit of LINE sends: a UUID derived from the delivery and the unit's send rows,
 * so the retry of a unit whose outcome is unknown (killed process, timeout) sends the same key and LINE
 * answers 409 instead of delivering it twice. LINE keeps a key for 24 hours, longer than any retry.
 */
export function lineRetryKey(tenantId: number, deliveryId: number, sendIds: readonly number[]): string {
  const ids = [...sendIds].sort((a, b) => a - b).join(",");
  const hash = crypto.createHash("sha256").update(`gakumu-line:${tenantId}:${deliveryId}:${ids}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50; // version 5 (name-based)
  hash[8] = (hash[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** LINE's answer as a send outcome: the monthly limit and refusals are final; 429 and 5xx pass. */
export function classifyLineError(err: unknown): Exclude<SendOutcome, { ok: true }> {
  if (err instanceof HTTPFetchError) {
    const code = err.status;
    let message = "";
    try {
      message = String((JSON.parse(err.body) as { message?: unknown }).message ?? "");
    } catch {
      message = "";
    }
    if (code === 429 && /monthly limit/i.test(message))
      return {
        ok: false,
        permanent: true,
        reason: "LINE公式アカウントの今月の送信数の上限に達したため送信できませんでした（429）",
      };
    if (code === 429) return { ok: false, permanent: false, reason: "LINEへの送信が混雑しています（429）" };
    if (code >= 500) return { ok: false, permanent: false, reason: `LINEのサーバーエラーです（${code}）` };
    if (code === 401)
      return {
        ok: false,
        permanent: true,
        reason: "LINE公式アカウントのチャネルアクセストークンが無効です（401）",
      };
    return {
      ok: false,
      permanent: true,
      reason: `LINEが受け付けませんでした（${code}${message ? `：${message.slice(0, 100)}` : ""}）`,
    };
  }
  const text = err instanceof Error ? err.message : String(err);
  if (/timeout/i.test(text))
    return { ok: false, permanent: false, reason: "LINEが応答しませんでした（タイムアウト）" };
  return { ok: false, permanent: false, reason: `LINEに接続できませんでした（${text.slice(0, 100)}）` };
}

/** The text of a multicast: urgent mark, title, the plain body (cut to fit) and the app's message link. */
export function lineText(message: { title: string; bodyText: string; urgent: boolean }, appUrl: string) {
  const head = `${message.urgent ? "【緊急】" : ""}${message.title}`;
  const tail = `\n\n▼学務アプリで開く\n${appUrl}`;
  const room = TEXT_MAX - head.length - tail.length - 2;
  const body = message.bodyText.trim();
  const cut = body.length > room ? `${body.slice(0, Math.max(0, room - 1))}…` : body;
  return `${head}${cut ? `\n\n${cut}` : ""}${tail}`;
}
