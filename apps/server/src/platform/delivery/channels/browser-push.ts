import webpush from "web-push";
import type { InstallationKeys } from "../installation-keys";
import { pushAgent } from "../push-endpoint";
import { classifyPushError, type PushChannelOptions } from "./push-channel";

/** One browser's subscription, as a module keeps it (staff browsers: the staff-notices module). */
export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface BrowserPushRequest {
  /** What the service worker reads; JSON, well under 4 KB. */
  payload: unknown;
  /** The push service replaces an undelivered message of the same topic (a retried send). */
  topic: string;
  ttlSeconds: number;
}

/** "ok", "gone" (404/410: the subscription should be removed) or a failure, retried when not permanent. */
export type BrowserPushResult = "ok" | "gone" | { permanent: boolean; reason: string };

/**
 * Web Push to browsers a module subscribed itself (staff back offices), signed with the installation's
 * VAPID key like the members' push channel, so one key serves every service worker of the site.
 */
export function browserPush(deps: { keys: () => Promise<InstallationKeys>; options: PushChannelOptions }): {
  send(sub: BrowserSubscription, request: BrowserPushRequest): Promise<BrowserPushResult>;
  close(): void;
} {
  const { options } = deps;
  const agent = pushAgent({
    keepAlive: true,
    maxSockets: options.concurrency,
    ...options.tls,
    allowPrivateNetwork: options.allowPrivateNetwork,
  });
  return {
    close: () => agent.destroy(),
    async send(sub, request) {
      const keys = await deps.keys();
      try {
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(request.payload),
          {
            TTL: request.ttlSeconds,
            topic: request.topic,
            timeout: options.timeoutMs,
            agent,
            contentEncoding: "aes128gcm",
            vapidDetails: {
              subject: options.subject,
              publicKey: keys.vapidPublicKey,
              privateKey: keys.vapidPrivateKey,
            },
          },
        );
        return "ok";
      } catch (err) {
        const result = classifyPushError(err);
        if (result === "ok") return "ok";
        return "gone" in result ? "gone" : result;
      }
    },
  };
}
