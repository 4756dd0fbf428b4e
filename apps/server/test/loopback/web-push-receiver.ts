// A Web Push service on 127.0.0.1 for tests and the fan-out benchmark (never imported by src code).
// It does what a browser vendor's push service and the browser do together: checks the VAPID
// signature (RFC 8292), decrypts the aes128gcm payload (RFC 8188/8291) with the subscription's
// private key, and records what arrived. Endpoints can be told to answer 410, 429 or never.
import crypto from "node:crypto";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { LOOPBACK_TLS } from "./loopback-tls";

export interface LoopbackDevice {
  /** Path part of the endpoint: /push/<id>. */
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  deviceId: string;
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
}

/**
 * ok: 201. gone: 410. busy: 429 for the first `times` requests, then ok. failing: `status` (a 5xx) for
 * the first `times` requests, then ok. hang: never answers.
 */
export type DeviceBehaviour =
  | { kind: "ok" }
  | { kind: "gone" }
  | { kind: "busy"; times: number }
  | { kind: "failing"; status: number; times: number }
  | { kind: "hang" };

export interface WebPushReceiver {
  /** The receiver's CA, for the engine's agent to trust. */
  ca: string;
  received: ReceivedPush[];
  /** Requests refused (bad VAPID, undecryptable) with why: a test expects none. */
  rejected: string[];
  /** Requests per device, answered or not. */
  requests: Map<string, number>;
  newDevice(behaviour?: DeviceBehaviour): LoopbackDevice;
  setBehaviour(deviceId: string, behaviour: DeviceBehaviour): void;
  close(): Promise<void>;
}

interface DeviceKeys {
  ecdh: crypto.ECDH;
  publicKey: Buffer;
  auth: Buffer;
  behaviour: DeviceBehaviour;
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac("sha256", key).update(data).digest();

/** RFC 8291 §3.4 + RFC 8188: the plaintext of an aes128gcm body for this device. */
export function decryptAes128gcm(
  body: Buffer,
  device: { ecdh: crypto.ECDH; publicKey: Buffer; auth: Buffer },
): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error("more than one record");
  const shared = device.ecdh.computeSecret(senderPublic);
  const prkKey = hmac(device.auth, shared);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    device.publicKey,
    senderPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("missing last-record delimiter");
  return padded.subarray(0, end);
}

/** RFC 8292: "vapid t=<jwt>, k=<public key>"; the JWT is ES256-signed by that key for this origin. */
export function checkVapid(authorization: string | undefined, origin: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) return "no vapid authorization";
  const [header, claims, signature] = match[1]!.split(".");
  const raw = Buffer.from(match[2]!, "base64url");
  const key = crypto.createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const ok = crypto.verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature ?? "", "base64url"),
  );
  if (!ok) return "bad vapid signature";
  const body = JSON.parse(Buffer.from(claims!, "base64url").toString("utf8")) as {
    aud?: string;
    exp?: number;
  };
  if (body.aud !== origin) return `vapid audience ${body.aud} is not ${origin}`;
  if (!body.exp || body.exp * 1000 < Date.now()) return "vapid token expired";
  return null;
}

export async function startWebPushReceiver(): Promise<WebPushReceiver> {
  const devices = new Map<string, DeviceKeys>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const requests = new Map<string, number>();
  const hanging = new Set<import("node:http").ServerResponse>();
  let origin = "";

  const server = https.createServer({ key: LOOPBACK_TLS.key, cert: LOOPBACK_TLS.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1] ?? "";
      const device = devices.get(id);
      requests.set(id, (requests.get(id) ?? 0) + 1);
      if (!device) return void res.writeHead(404).end();
      const behaviour = device.behaviour;
      if (behaviour.kind === "hang") return void hanging.add(res);
      if (behaviour.kind === "gone") return void res.writeHead(410).end();
      if (behaviour.kind === "busy" && behaviour.times > 0) {
        behaviour.times--;
        return void res.writeHead(429, { "retry-after": "1" }).end();
      }
      if (behaviour.kind === "failing" && behaviour.times > 0) {
        behaviour.times--;
        return void res.writeHead(behaviour.status).end();
      }
      const refused = checkVapid(req.headers.authorization, origin);
      if (refused) {
        rejected.push(`${id}: ${refused}`);
        return void res.writeHead(403).end();
      }
      try {
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const plain = decryptAes128gcm(Buffer.concat(chunks), device);
        received.push({
          deviceId: id,
          payload: JSON.parse(plain.toString("utf8")),
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          topic: req.headers.topic as string | undefined,
        });
        res.writeHead(201).end();
      } catch (err) {
        rejected.push(`${id}: ${(err as Error).message}`);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;

  return {
    ca: LOOPBACK_TLS.cert,
    received,
    rejected,
    requests,
    newDevice(behaviour = { kind: "ok" }) {
      const ecdh = crypto.createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const id = crypto.randomUUID();
      devices.set(id, { ecdh, publicKey, auth, behaviour });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    setBehaviour(deviceId, behaviour) {
      const device = devices.get(deviceId);
      if (device) device.behaviour = behaviour;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
