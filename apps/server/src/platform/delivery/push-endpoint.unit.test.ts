import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { startWebPushReceiver, type WebPushReceiver } from "../../../test/loopback/web-push-receiver";
import { browserPush } from "./channels/browser-push";
import { classifyPushError } from "./channels/push-channel";
import { PRIVATE_ENDPOINT_REASON, pushEndpointMessages, pushEndpointProblem } from "./push-endpoint";

// Endpoints stored before the registration check, or names that resolve to a private address only
// later, are refused again where the connection is made: nothing reaches a loopback listener.

describe("push endpoints", () => {
  let receiver: WebPushReceiver;
  const vapid = webpush.generateVAPIDKeys();
  const keys = async () => ({ vapidPublicKey: vapid.publicKey, vapidPrivateKey: vapid.privateKey });
  const request = { payload: { title: "テスト" }, topic: "t1", ttlSeconds: 60 };
  const sender = (allowPrivateNetwork: boolean) =>
    browserPush({
      keys: keys as never,
      options: {
        timeoutMs: 2500,
        concurrency: 2,
        tls: { ca: receiver.ca },
        subject: "mailto:no-reply@gakumu.example",
        allowPrivateNetwork,
      },
    });

  beforeAll(async () => {
    receiver = await startWebPushReceiver();
  });
  afterAll(() => receiver?.close());

  it("sends nothing to a loopback address, however the endpoint spells it", async () => {
    const push = sender(false);
    try {
      const device = receiver.newDevice();
      const port = new URL(device.endpoint).port;
      for (const host of ["127.0.0.1", "localhost", "2130706433", "[::ffff:127.0.0.1]"]) {
        const endpoint = `https://${host}:${port}/push/${device.id}`;
        const result = await push.send(
          { endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth },
          request,
        );
        // Removed like a subscription the push service no longer knows.
        expect(result, host).toBe("gone");
      }
      expect(receiver.requests.get(device.id) ?? 0).toBe(0);
    } finally {
      push.close();
    }
  });

  it("records a refused endpoint with a reason that says nothing about what listens there", () => {
    const refused = Object.assign(new Error("x"), { code: "EPRIVATEADDRESS" });
    expect(classifyPushError(refused)).toEqual({ gone: true, reason: PRIVATE_ENDPOINT_REASON });
  });

  it("sends to the loopback push service when the installation allows private networks", async () => {
    const push = sender(true);
    try {
      const device = receiver.newDevice();
      const result = await push.send(
        { endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth },
        request,
      );
      expect(result).toBe("ok");
      expect(receiver.received.filter((r) => r.deviceId === device.id)).toHaveLength(1);
    } finally {
      push.close();
    }
  });

  it("accepts public https endpoints and, with the setting on, loopback ones", async () => {
    expect(await pushEndpointProblem("https://push.example.net/send/abc", false)).toBeNull();
    expect(await pushEndpointProblem("https://[2001:db8::1]/send/abc", false)).toBeNull();
    expect(await pushEndpointProblem("https://127.0.0.1:8443/push/x", true)).toBeNull();
    expect(await pushEndpointProblem("http://127.0.0.1:8443/push/x", true)).toBe(pushEndpointMessages.form);
    expect(await pushEndpointProblem("https://169.254.169.254/", false)).toBe(
      pushEndpointMessages.privateNetwork,
    );
  });
});
