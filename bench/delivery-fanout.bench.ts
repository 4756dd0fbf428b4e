import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import webpush from "web-push";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { migrateDatabase } from "../apps/server/src/db/migrate";
import { deliveryMemberDirectory } from "../apps/server/src/modules/members/member-contacts";
import { createSecretBox } from "../apps/server/src/platform/auth/secret-box";
import { pushPayload } from "../apps/server/src/platform/delivery/channels/push-channel";
import { createMailTransport } from "../apps/server/src/platform/mail/mail-transport";
import { createPlatformServices } from "../apps/server/src/platform/services";
import { startWebPushReceiver, type WebPushReceiver } from "../apps/server/test/loopback/web-push-receiver";
import { type CountingSmtp, seedDeliverySchool, startCountingSmtp } from "./delivery-school";
import { createScratchPostgres } from "./in-process-app";
import type { BenchResult } from "./report";

// A push to many members on PostgreSQL (issue 13, Performance): half have the member app subscribed
// (Web Push to a loopback push service that checks VAPID and decrypts every message), half only a
// mail address (a loopback SMTP server). Measured: time until every delivery was handed over, time to
// the first, deliveries per second per channel, peak RSS; and the same messages sent by a bare loop
// through the same libraries (web-push with a keep-alive agent, a pooled nodemailer transport, the
// same concurrency) without the platform, in the same run. Everything runs in this one process.

const MEMBERS = Number(process.env.BENCH_DELIVERY_MEMBERS ?? 10_000);
const PUSH_CONCURRENCY = 50;
const MAIL_CONNECTIONS = 4;
const TARGET_TOTAL_SECONDS = 120;
const TARGET_FIRST_SECONDS = 2;

async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The same messages without the platform: web-push and nodemailer in plain loops. */
async function bareLoop(
  push: WebPushReceiver,
  smtp: CountingSmtp,
  devices: { endpoint: string; keys: { p256dh: string; auth: string } }[],
  mailCount: number,
) {
  const vapid = webpush.generateVAPIDKeys();
  const agent = new https.Agent({ keepAlive: true, maxSockets: PUSH_CONCURRENCY, ca: push.ca });
  const body = JSON.stringify(
    pushPayload({
      id: 1,
      tenantId: 1,
      organizationId: 1,
      kind: 1,
      title: "明日の集合時間",
      bodyText: "明日は 8:30 に正門へ集合してください。",
      linkUrl: null,
      urgent: false,
    }),
  );
  const before = push.received.length;
  const pushStart = performance.now();
  const origin = new URL(devices[0]!.endpoint).origin;
  const headers = webpush.getVapidHeaders(
    origin,
    "mailto:bench@gakumu.example",
    vapid.publicKey,
    vapid.privateKey,
    "aes128gcm",
    Math.floor(Date.now() / 1000) + 3600,
  ) as unknown as Record<string, string>;
  await eachLimited(devices, PUSH_CONCURRENCY, async (device) => {
    await webpush.sendNotification(device, body, {
      TTL: 86400,
      agent,
      headers,
      contentEncoding: "aes128gcm",
    });
  });
  const pushSeconds = (performance.now() - pushStart) / 1000;
  agent.destroy();
  if (push.received.length - before !== devices.length) throw new Error("bare loop: pushes lost");

  // The platform's SMTP settings (pool, Nagle off), so both sides talk to the receiver alike.
  const transport = createMailTransport(smtp.url, { maxConnections: MAIL_CONNECTIONS })!;
  const mailStart = performance.now();
  await eachLimited(
    Array.from({ length: mailCount }, (_, i) => i),
    MAIL_CONNECTIONS,
    async (i) => {
      await transport.sendMail({
        from: "学務 <no-reply@gakumu.example>",
        to: `bare-${i}@family.example`,
        subject: "明日の集合時間",
        text: `明日は 8:30 に正門へ集合してください。\nhttps://gakumu.example/app/member/m/${"x".repeat(43)}`,
        messageId: `<bare-${i}@gakumu.example>`,
      });
    },
  );
  const mailSeconds = (performance.now() - mailStart) / 1000;
  transport.close();
  return { pushPerSecond: devices.length / pushSeconds, mailPerSecond: mailCount / mailSeconds };
}

export async function benchDeliveryFanout(): Promise<BenchResult> {
  const scratch = await createScratchPostgres();
  const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 10 });
  const push = await startWebPushReceiver();
  const smtp = await startCountingSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-bench-delivery-"));
  let stopJobs = async () => {};
  try {
    await migrateDatabase(database);
    const config = loadConfig({
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      PUBLIC_URL: "https://gakumu.example",
      MAIL_FROM: "学務 <no-reply@gakumu.example>",
      // The push service is a loopback stand-in.
      PUSH_ALLOW_PRIVATE_NETWORK: "true",
    });
    const services = createPlatformServices({
      config,
      database,
      logger: { info() {}, warn() {}, error() {} },
      jobTiming: { pollingIntervalSeconds: 0.5 },
      secretBox: createSecretBox(Buffer.alloc(32, 3)),
      deliveryOptions: { push: { tls: { ca: push.ca } } },
    });
    services.delivery.provideMemberDirectory(deliveryMemberDirectory);
    await services.jobs.start({ runWorkers: true });
    stopJobs = () => services.jobs.stop();

    // One school; even members have the app (a device at the loopback push service), odd ones mail.
    const { tenantId, organizationId, members, devices, mailCount } = await seedDeliverySchool(
      database,
      push,
      "bench",
      MEMBERS,
    );

    const bare = await bareLoop(push, smtp, devices, mailCount);
    push.received.length = 0;
    smtp.reset();

    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 100);
    const start = performance.now();
    let firstPushAt: number | null = null;
    let lastPushAt: number | null = null;
    const { deliveryId } = await services.db.transaction((tx) =>
      services.delivery.schedule(tx, {
        tenantId,
        organizationId,
        kind: 1,
        sourceId: 1,
        title: "明日の集合時間",
        bodyHtml: "<p>明日は 8:30 に正門へ集合してください。</p>",
        bodyText: "明日は 8:30 に正門へ集合してください。",
        replyEnabled: false,
        urgent: false,
        sendAt: null,
        recipientMemberIds: members.map((x) => x.id),
        createdBy: null,
      }),
    );
    const scheduledAt = performance.now();
    services.delivery.wake();
    const deadline = start + 15 * 60_000;
    while (push.received.length < devices.length || smtp.count() < mailCount) {
      if (performance.now() > deadline) throw new Error("the fan-out did not finish within 15 minutes");
      if (push.received.length > 0 && firstPushAt === null) firstPushAt = performance.now();
      if (push.received.length >= devices.length && lastPushAt === null) lastPushAt = performance.now();
      await new Promise((r) => setTimeout(r, 20));
    }
    const end = performance.now();
    lastPushAt ??= end;
    clearInterval(sampler);
    // The receivers have everything; the history catches up as the last units are marked.
    let summary = (await services.delivery.summaries(tenantId, [deliveryId])).get(deliveryId);
    for (let i = 0; i < 300 && summary?.status === 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      summary = (await services.delivery.summaries(tenantId, [deliveryId])).get(deliveryId);
    }
    const distinctPushes = new Set(push.received.map((r) => r.deviceId)).size;
    if (distinctPushes !== devices.length || push.received.length !== devices.length)
      throw new Error(
        `pushes: ${push.received.length} received, ${distinctPushes} distinct, ${devices.length} devices`,
      );
    if (smtp.count() !== mailCount || smtp.messageIds.size !== mailCount)
      throw new Error(
        `mails: ${smtp.count()} received, ${smtp.messageIds.size} distinct, ${mailCount} expected`,
      );

    const firstAt = Math.min(firstPushAt ?? end, smtp.firstAt ?? end);
    const pushPerSecond = devices.length / ((lastPushAt - start) / 1000);
    const mailPerSecond = mailCount / (((smtp.lastAt ?? end) - start) / 1000);
    await stopJobs();
    const label = MEMBERS.toLocaleString("ja-JP");
    return {
      name: `配信の振り分け（${label} 人, PostgreSQL, 半数アプリ通知・半数メール, 履歴: 送信済み ${summary?.sent ?? 0} 人・失敗 ${summary?.failed ?? 0} 人）`,
      rows: [
        {
          label: `全員に渡し終えるまで（${label} 人）`,
          seconds: (end - start) / 1000,
          target: TARGET_TOTAL_SECONDS,
        },
        { label: "最初の 1 通まで", seconds: (firstAt - start) / 1000, target: TARGET_FIRST_SECONDS },
        // The part of "first" spent writing the recipient list in the sender's transaction.
        { label: "うち配信の登録（受信者の書き込み）", seconds: (scheduledAt - start) / 1000 },
        { label: "基準: 素のループ Web Push", perSecond: bare.pushPerSecond },
        { label: "Web Push", perSecond: pushPerSecond, ratio: pushPerSecond / bare.pushPerSecond },
        { label: "基準: 素のループ メール", perSecond: bare.mailPerSecond },
        { label: "メール", perSecond: mailPerSecond, ratio: mailPerSecond / bare.mailPerSecond },
        { label: "RSS ピーク（プロセス全体・受信側を含む）", megabytes: peakRss / 1024 / 1024 },
      ],
    };
  } finally {
    await stopJobs();
    await push.close();
    await smtp.close();
    await database.close();
    await scratch.drop();
  }
}

/**
 * kill -9 of the worker in the middle of a fan-out, then a new worker (issue 13, Reliability): every
 * recipient gets the message on its channel, counted at the receivers; repeats are only the units in
 * flight at the kill (each carrying the same delivery id / Message-ID), and the history ends true.
 */
export async function benchDeliveryKill(): Promise<BenchResult> {
  const { spawn } = await import("node:child_process");
  const members = Number(process.env.BENCH_DELIVERY_KILL_MEMBERS ?? 4_000);
  const scratch = await createScratchPostgres();
  const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 4 });
  const push = await startWebPushReceiver();
  const smtp = await startCountingSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-bench-delivery-kill-"));
  const env = { ...process.env, DATABASE_URL: scratch.url, SMTP_URL: smtp.url, DATA_DIR: dataDir };
  const startWorker = async () => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "delivery.worker.ts")],
      {
        env,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (d: Buffer) => d.toString().includes("ready") && resolve());
      child.once("exit", (code) => reject(new Error(`delivery worker exited (${code})`)));
    });
    return child;
  };
  let worker: Awaited<ReturnType<typeof startWorker>> | null = null;
  try {
    await migrateDatabase(database);
    // The web side: schedules only (no workers), as a web process does.
    const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir, SMTP_URL: smtp.url });
    const web = createPlatformServices({
      config,
      database,
      logger: { info() {}, warn() {}, error() {} },
      secretBox: createSecretBox(Buffer.alloc(32, 3)),
    });
    web.delivery.provideMemberDirectory(deliveryMemberDirectory);
    await web.jobs.start({ runWorkers: false });
    const {
      tenantId,
      organizationId,
      members: all,
      devices,
      mailCount,
    } = await seedDeliverySchool(database, push, "kill", members);

    worker = await startWorker();
    const start = performance.now();
    const { deliveryId } = await web.db.transaction((tx) =>
      web.delivery.schedule(tx, {
        tenantId,
        organizationId,
        kind: 1,
        sourceId: 1,
        title: "停止試験",
        bodyHtml: "<p>停止試験</p>",
        bodyText: "停止試験",
        replyEnabled: false,
        urgent: false,
        sendAt: null,
        recipientMemberIds: all.map((x) => x.id),
        createdBy: null,
      }),
    );
    const handedOver = () => push.received.length + smtp.count();
    while (handedOver() < members * 0.3) await new Promise((r) => setTimeout(r, 20));
    worker.kill("SIGKILL");
    const atKill = handedOver();
    await new Promise((r) => setTimeout(r, 500));
    worker = await startWorker();
    const deadline = performance.now() + 15 * 60_000;
    const distinctPushes = () => new Set(push.received.map((r) => r.deviceId)).size;
    while (distinctPushes() < devices.length || smtp.messageIds.size < mailCount) {
      if (performance.now() > deadline) throw new Error("the fan-out did not finish after the restart");
      await new Promise((r) => setTimeout(r, 50));
    }
    let summary = (await web.delivery.summaries(tenantId, [deliveryId])).get(deliveryId);
    while (summary?.status === 2 && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      summary = (await web.delivery.summaries(tenantId, [deliveryId])).get(deliveryId);
    }
    const end = performance.now();
    await web.jobs.stop();
    const repeats = push.received.length - distinctPushes() + (smtp.count() - smtp.messageIds.size);
    if (summary?.sent !== members) throw new Error(`history shows ${summary?.sent} of ${members} sent`);
    return {
      name: `配信中のワーカーを kill -9 して再起動（${members.toLocaleString("ja-JP")} 人, PostgreSQL; 停止時点で ${atKill} 件受信済み, 受信側で重複 ${repeats} 件（同じ配信 ID / Message-ID）, 欠落 0, 履歴: 送信済み ${summary.sent} 人）`,
      rows: [
        {
          label: "送信開始から全員に渡し終え履歴が完了になるまで（再起動を含む）",
          seconds: (end - start) / 1000,
        },
      ],
    };
  } finally {
    worker?.kill("SIGKILL");
    await push.close();
    await smtp.close();
    await database.close();
    await scratch.drop();
  }
}
