import type https from "node:https";
import { and, eq, inArray, sql } from "drizzle-orm";
import webpush, { WebPushError } from "web-push";
import type { Db } from "../../../db/client";
import { PRIVATE_ADDRESS_CODE } from "../../net/public-address";
import type {
  ChannelSender,
  ClaimedSend,
  OutgoingMessage,
  ReportOutcome,
  SendOutcome,
} from "../channel-batch";
import { pushSubscription } from "../delivery.tables";
import type { InstallationKeys } from "../installation-keys";
import { PRIVATE_ENDPOINT_REASON, pushAgent } from "../push-endpoint";

/** A member's subscribed device, as a unit loads it. */
interface Device {
  id: number;
  memberId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushChannelOptions {
  /** A push service that does not answer within this is a transient failure (retried). */
  timeoutMs: number;
  /** Requests in flight at once per batch job. */
  concurrency: number;
  /** TLS options of the keep-alive agent (tests trust their loopback receiver's certificate). */
  tls?: Pick<https.AgentOptions, "ca">;
  /** Who the VAPID claim names: mailto: or an https URL. */
  subject: string;
  /** PUSH_ALLOW_PRIVATE_NETWORK: endpoints at loopback or private addresses are sent to (tests). */
  allowPrivateNetwork: boolean;
}

/** What the service worker reads (apps/member-app/src/sw/push-payload.ts); well under 4 KB. */
export interface PushPayload {
  deliveryId: number;
  title: string;
  body: string;
  urgent: boolean;
  url: string;
}

const BODY_MAX = 500;
/** Normal messages wait up to a day on the push service for an offline phone; urgent ones an hour. */
const TTL_SECONDS = { normal: 24 * 3600, urgent: 3600 };
/** VAPID tokens are signed once per push service origin and reused until shortly before expiry. */
const VAPID_LIFETIME_SECONDS = 12 * 3600;

export function pushPayload(message: OutgoingMessage): PushPayload {
  return {
    deliveryId: message.id,
    title: message.title,
    body:
      message.bodyText.length > BODY_MAX ? `${message.bodyText.slice(0, BODY_MAX - 1)}…` : message.bodyText,
    urgent: message.urgent,
    url: `/app/member/messages/${message.id}`,
  };
}

type DeviceResult = "ok" | { gone: true; reason: string } | { permanent: boolean; reason: string };

/**
 * How a push service's answer is recorded: 404/410 remove the subscription, 429/5xx/timeouts retry. An
 * endpoint in a private network is removed too, with a reason that tells nothing about what listens
 * there (no port scanning through the history).
 */
export function classifyPushError(err: unknown): DeviceResult {
  if ((err as { code?: unknown } | null)?.code === PRIVATE_ADDRESS_CODE)
    return { gone: true, reason: PRIVATE_ENDPOINT_REASON };
  if (err instanceof WebPushError) {
    const code = err.statusCode;
    if (code === 404 || code === 410) return { gone: true, reason: `購読が無効になっていました（${code}）` };
    if (code === 429) return { permanent: false, reason: "プッシュサービスが混雑しています（429）" };
    if (code >= 500) return { permanent: false, reason: `プッシュサービスのエラーです（${code}）` };
    return { permanent: true, reason: `プッシュサービスが受け付けませんでした（${code}）` };
  }
  const text = err instanceof Error ? err.message : String(err);
  if (/timeout/i.test(text))
    return { permanent: false, reason: "プッシュサービスが応答しませんでした（タイムアウト）" };
  return { permanent: false, reason: `プッシュサービスに接続できませんでした（${text.slice(0, 100)}）` };
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/**
 * Web Push (RFC 8030/8291) to every device a member subscribed, through web-push with one keep-alive
 * agent. A member counts as reached when any device accepted the message. The payload carries the
 * delivery id and the request a Topic, so a message sent again after a crash replaces the undelivered
 * one at the push service and the service worker shows one notification per delivery.
 */
export function pushChannel(deps: {
  db: Db;
  keys: () => Promise<InstallationKeys>;
  options: PushChannelOptions;
}): ChannelSender & { close(): void } {
  const { db, options } = deps;
  const agent = pushAgent({
    keepAlive: true,
    maxSockets: options.concurrency,
    ...options.tls,
    allowPrivateNetwork: options.allowPrivateNetwork,
  });
  const vapidByAudience = new Map<string, { headers: Record<string, string>; renewAt: number }>();

  const vapidHeaders = (audience: string, keys: InstallationKeys) => {
    const cached = vapidByAudience.get(audience);
    if (cached && cached.renewAt > Date.now()) return cached.headers;
    const expiration = Math.floor(Date.now() / 1000) + VAPID_LIFETIME_SECONDS;
    const headers = webpush.getVapidHeaders(
      audience,
      options.subject,
      keys.vapidPublicKey,
      keys.vapidPrivateKey,
      "aes128gcm",
      expiration,
    ) as unknown as Record<string, string>;
    vapidByAudience.set(audience, { headers, renewAt: Date.now() + (VAPID_LIFETIME_SECONDS - 600) * 1000 });
    return headers;
  };

  return {
    channel: "push",
    unitSize: 50,
    close: () => agent.destroy(),
    async prepare(message) {
      const keys = await deps.keys();
      const body = JSON.stringify(pushPayload(message));
      const sendOptions = {
        TTL: message.urgent ? TTL_SECONDS.urgent : TTL_SECONDS.normal,
        urgency: (message.urgent ? "high" : "normal") as webpush.Urgency,
        topic: `d${message.id}`,
        timeout: options.timeoutMs,
        agent,
        contentEncoding: "aes128gcm" as const,
      };
      return async (sends: ClaimedSend[]) => {
        const memberIds = sends.map((s) => s.memberId);
        const devices = await db
          .select({
            id: pushSubscription.id,
            memberId: pushSubscription.memberId,
            endpoint: pushSubscription.endpoint,
            p256dh: pushSubscription.p256dh,
            auth: pushSubscription.auth,
          })
          .from(pushSubscription)
          .where(
            and(
              eq(pushSubscription.tenantId, message.tenantId),
              sql`${pushSubscription.memberId} = any(${sql.param(memberIds)}::bigint[])`,
            ),
          )
          // A member's devices go out together, so their result is known (and recorded) early.
          .orderBy(pushSubscription.memberId, pushSubscription.id);
        return (report?: ReportOutcome) => sendToDevices(sends, devices, report);
      };
      async function sendToDevices(sends: ClaimedSend[], devices: Device[], report?: ReportOutcome) {
        const results = new Map<number, DeviceResult[]>();
        // A member's result is known when the last of their devices answered: reported then.
        const devicesLeft = new Map<number, number>();
        for (const d of devices) devicesLeft.set(d.memberId, (devicesLeft.get(d.memberId) ?? 0) + 1);
        const sendOf = new Map(sends.map((s) => [s.memberId, s.sendId]));
        const succeeded: number[] = [];
        const gone: number[] = [];
        const failing: number[] = [];
        await eachLimited(devices, options.concurrency, async (device) => {
          let result: DeviceResult;
          try {
            await webpush.sendNotification(
              { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
              body,
              { ...sendOptions, headers: vapidHeaders(new URL(device.endpoint).origin, keys) },
            );
            result = "ok";
            succeeded.push(device.id);
          } catch (err) {
            result = classifyPushError(err);
            (typeof result === "object" && "gone" in result ? gone : failing).push(device.id);
          }
          const memberResults = [...(results.get(device.memberId) ?? []), result];
          results.set(device.memberId, memberResults);
          const left = devicesLeft.get(device.memberId)! - 1;
          devicesLeft.set(device.memberId, left);
          const sendId = sendOf.get(device.memberId);
          if (left === 0 && sendId !== undefined) report?.(sendId, memberOutcome(memberResults));
        });
        await recordDevices(db, message.tenantId, { succeeded, gone, failing });

        const outcomes = new Map<number, SendOutcome>();
        for (const s of sends) outcomes.set(s.sendId, memberOutcome(results.get(s.memberId) ?? []));
        return outcomes;
      }
    },
  };
}

/** Reached on any device; else retried when a device may still take it; else failed with the reasons. */
function memberOutcome(results: DeviceResult[]): SendOutcome {
  if (results.length === 0)
    return { ok: false, permanent: true, reason: "通知を受け取る端末の登録がありません" };
  if (results.includes("ok")) return { ok: true };
  const failures = results.filter((r): r is Exclude<DeviceResult, "ok"> => r !== "ok");
  const reason = [...new Set(failures.map((f) => f.reason))].join("、");
  const retry = failures.some((f) => "permanent" in f && !f.permanent);
  return { ok: false, permanent: !retry, reason };
}

/** One statement per kind: successes stamped, gone subscriptions removed, failures counted. */
async function recordDevices(
  db: Db,
  tenantId: number,
  ids: { succeeded: number[]; gone: number[]; failing: number[] },
): Promise<void> {
  const own = (list: number[]) =>
    and(eq(pushSubscription.tenantId, tenantId), inArray(pushSubscription.id, list));
  if (ids.succeeded.length > 0)
    await db
      .update(pushSubscription)
      .set({ lastSuccessAt: sql`now()`, failureCount: 0 })
      .where(own(ids.succeeded));
  if (ids.gone.length > 0) await db.delete(pushSubscription).where(own(ids.gone));
  if (ids.failing.length > 0)
    await db
      .update(pushSubscription)
      .set({ failureCount: sql`${pushSubscription.failureCount} + 1` })
      .where(own(ids.failing));
}
