// Shared set-up of the delivery engine's tests (never imported by src code): the platform services on
// a database of the file's own, sending to a loopback Web Push receiver and a loopback SMTP server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "../../src/config";
import type { Database } from "../../src/db/client";
import { deliveryMemberDirectory } from "../../src/modules/members/member-contacts";
import { member } from "../../src/modules/members/members.tables";
import { createSecretBox } from "../../src/platform/auth/secret-box";
import type { DeliverySummary, ScheduleDeliveryInput } from "../../src/platform/delivery/delivery-engine";
import type { FanoutSizes } from "../../src/platform/delivery/delivery-fanout";
import { createPlatformServices, type PlatformServices } from "../../src/platform/services";
import { organization, tenant } from "../../src/platform/tenancy/tenancy.tables";
import { fastTiming, recordingLogger, waitUntil } from "../jobs/job-test-kit";
import { startWebPushReceiver, type WebPushReceiver } from "../loopback/web-push-receiver";
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from "../mail/loopback-smtp-server";
import { createTestDatabase } from "../test-database";

export interface DeliveryKit extends PlatformServices {
  database: Database;
  smtp: LoopbackSmtpServer;
  push: WebPushReceiver;
  logs: string[];
}

/** The members module's directory, for tests that build one of the engine's parts by hand. */
export { deliveryMemberDirectory };

export const PUBLIC_URL = "https://gakumu.example";

export interface DeliveryKitOptions {
  /** More environment, read when the kit starts (after earlier beforeAll hooks, e.g. a LINE stand-in). */
  env?: () => Record<string, string>;
  sizes?: Partial<FanoutSizes>;
}

export function useDeliveryKit(options: DeliveryKitOptions = {}): DeliveryKit {
  const kit = {} as DeliveryKit;
  beforeAll(async () => {
    kit.smtp = await startLoopbackSmtpServer();
    kit.push = await startWebPushReceiver();
    kit.database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-delivery-test-"));
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      SMTP_URL: kit.smtp.url,
      PUBLIC_URL,
      MAIL_FROM: "学務 <no-reply@gakumu.example>",
      // The push service is a loopback stand-in: endpoints at 127.0.0.1 are refused otherwise.
      PUSH_ALLOW_PRIVATE_NETWORK: "true",
      ...options.env?.(),
    });
    const logger = recordingLogger();
    kit.logs = logger.lines;
    const services = createPlatformServices({
      config,
      database: kit.database,
      logger,
      jobTiming: fastTiming,
      secretBox: createSecretBox(Buffer.alloc(32, 9)),
      deliveryOptions: {
        retry: { retryLimit: 2, retryDelay: 1, retryBackoff: false },
        push: { timeoutMs: 2500, tls: { ca: kit.push.ca } },
        sizes: { chunk: 7, firstChunk: 4, batch: 3, ...options.sizes },
      },
    });
    // The engine alone, without the modules: hand it the members' directory as registration would.
    services.delivery.provideMemberDirectory(deliveryMemberDirectory);
    Object.assign(kit, services);
    await services.jobs.start({ runWorkers: true });
  });
  afterAll(async () => {
    await kit.jobs?.stop();
    await kit.database?.close();
    await kit.smtp?.close();
    await kit.push?.close();
  });
  return kit;
}

let counter = 0;

/** A tenant with one school and `count` members; `mail` picks who has a mail address. */
export async function seedSchool(kit: DeliveryKit, count: number, mail: (i: number) => boolean = () => true) {
  const n = ++counter;
  const [t] = await kit.db
    .insert(tenant)
    .values({ tenantCd: `dl${n}`, name: `配信学園${n}`, contractType: "BASIC", operationType: "DEMO" })
    .returning({ id: tenant.id });
  const [o] = await kit.db
    .insert(organization)
    .values({ tenantId: t!.id, systemCd: 2, organizationCd: `dl${n}`, name: `配信高等学校${n}` })
    .returning({ id: organization.id });
  const rows = await kit.db
    .insert(member)
    .values(
      Array.from({ length: count }, (_, i) => ({
        tenantId: t!.id,
        organizationId: o!.id,
        memberId: `S${n}-${i}`,
        name: `生徒 ${n}-${i}`,
        mailAddress: mail(i) ? `s${n}-${i}@family.example` : null,
      })),
    )
    .returning({ id: member.id });
  return { tenantId: t!.id, organizationId: o!.id, memberIds: rows.map((r) => r.id) };
}

export function message(
  school: { tenantId: number; organizationId: number },
  memberIds: readonly number[],
  extra: Partial<ScheduleDeliveryInput> = {},
): ScheduleDeliveryInput {
  return {
    tenantId: school.tenantId,
    organizationId: school.organizationId,
    kind: 1,
    sourceId: 1,
    title: "明日の集合時間",
    bodyHtml: "<p>明日は 8:30 に正門へ集合してください。</p>",
    bodyText: "明日は 8:30 に正門へ集合してください。",
    replyEnabled: false,
    urgent: false,
    sendAt: null,
    recipientMemberIds: memberIds,
    createdBy: null,
    ...extra,
  };
}

/** Schedules in its own transaction and wakes the fan-out, as a caller does after its commit. */
export async function send(kit: DeliveryKit, input: ScheduleDeliveryInput): Promise<number> {
  const { deliveryId } = await kit.db.transaction((tx) => kit.delivery.schedule(tx, input));
  kit.delivery.wake();
  return deliveryId;
}

/** Waits until the delivery is no longer waiting (completed, failed or canceled). */
export async function settled(
  kit: DeliveryKit,
  tenantId: number,
  deliveryId: number,
): Promise<DeliverySummary> {
  return waitUntil(
    async () => {
      const summary = (await kit.delivery.summaries(tenantId, [deliveryId])).get(deliveryId);
      return summary && summary.status !== 2 ? summary : undefined;
    },
    { timeoutMs: 25_000, what: `delivery ${deliveryId} settled\n${kit.logs.slice(-10).join("\n")}` },
  );
}
