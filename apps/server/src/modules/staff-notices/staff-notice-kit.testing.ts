import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { ListReferenceAuthority, type NoticeSettingTypeCode, ProcessMode } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { fastTiming, recordingLogger } from "../../../test/jobs/job-test-kit";
import { startWebPushReceiver, type WebPushReceiver } from "../../../test/loopback/web-push-receiver";
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from "../../../test/mail/loopback-smtp-server";
import { createTestDatabase } from "../../../test/test-database";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import type { Database, Db } from "../../db/client";
import { createSecretBox } from "../../platform/auth/secret-box";
import { createPlatformServices, type PlatformServices } from "../../platform/services";
import { insertMembersBatch } from "../members/members.service";
import { member } from "../members/members.tables";
import { defineModuleJobs } from "../register-modules";
import { staffNoticeSetting } from "./staff-notices.tables";

export const PUBLIC_URL = "https://gakumu.example";

export interface StaffNoticeKit extends PlatformServices {
  app: FastifyInstance;
  database: Database;
  smtp: LoopbackSmtpServer;
  push: WebPushReceiver;
}

/** The app with its workers, a loopback SMTP server and a loopback Web Push service, for one test file. */
export function useStaffNoticeKit(): StaffNoticeKit {
  const kit = {} as StaffNoticeKit;
  beforeAll(async () => {
    kit.smtp = await startLoopbackSmtpServer();
    kit.push = await startWebPushReceiver();
    kit.database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-staff-notice-test-"));
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      SMTP_URL: kit.smtp.url,
      PUBLIC_URL,
      MAIL_FROM: "学務 <no-reply@gakumu.example>",
      // The push service is a loopback stand-in: endpoints at 127.0.0.1 are refused otherwise.
      PUSH_ALLOW_PRIVATE_NETWORK: "true",
    });
    const secretBox = createSecretBox(Buffer.alloc(32, 5));
    const services = createPlatformServices({
      config,
      database: kit.database,
      logger: recordingLogger(),
      jobTiming: fastTiming,
      secretBox,
      mailRetry: { retryLimit: 1, retryDelay: 1 },
      deliveryOptions: { push: { timeoutMs: 2500, tls: { ca: kit.push.ca } } },
    });
    Object.assign(kit, services);
    defineModuleJobs(services);
    await services.jobs.start({ runWorkers: true });
    kit.app = await buildApp({ config, database: kit.database, spaDirs: null, secretBox, ...services });
    await kit.app.ready();
    // Two loopback servers, migrations and a worker start: slow on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await kit.app?.close();
    await kit.jobs?.stop();
    await kit.database?.close();
    await kit.smtp?.close();
    await kit.push?.close();
  });
  return kit;
}

/** Turns a type on or off for a staff member, as the 通知設定 screen saves it. */
export async function setNotice(
  db: Db,
  tenantId: number,
  loginUserId: number,
  type: NoticeSettingTypeCode,
  ways: { byMail: boolean; byPush: boolean },
) {
  await db
    .insert(staffNoticeSetting)
    .values({ tenantId, loginUserId, noticeType: type, ...ways })
    .onConflictDoUpdate({
      target: [staffNoticeSetting.tenantId, staffNoticeSetting.loginUserId, staffNoticeSetting.noticeType],
      set: ways,
    });
}

let counter = 0;
/** A member of the organisation, registered by `createdBy` (who then sees them under 2 only myself). */
export async function addMember(
  db: Db,
  where: { tenantId: number; organizationId: number },
  createdBy: number | null,
): Promise<number> {
  const memberId = `SN${++counter}${Date.now() % 100000}`;
  await insertMembersBatch(db, [
    {
      ...where,
      processMode: ProcessMode.NORMAL,
      memberId,
      name: `通知 生徒${counter}`,
      nameKana: "ツウチ　セイト",
      createdByLoginUserId: createdBy,
    },
  ]);
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, where.organizationId), eq(member.memberId, memberId)));
  return row!.id;
}

export const ONLY_MYSELF = ListReferenceAuthority.ONLY_MYSELF;

/** One server-sent events connection on a listening app: the events as they arrive. */
export async function openStream(
  app: FastifyInstance,
  headers: Record<string, string> | undefined,
  lastEventId?: number,
): Promise<{ events: { id: string; event: string; data: unknown }[]; status: number; close(): void }> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: "127.0.0.1",
        port,
        path: "/app/api/staff-notices/stream",
        headers: {
          cookie: headers?.cookie ?? "",
          ...(lastEventId ? { "last-event-id": String(lastEventId) } : {}),
        },
      },
      (res) => {
        const events: { id: string; event: string; data: unknown }[] = [];
        let buffer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let cut = buffer.indexOf("\n\n");
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const fields = Object.fromEntries(
              block
                .split("\n")
                .filter((l) => !l.startsWith(":") && l.includes(": "))
                .map((l) => [l.slice(0, l.indexOf(": ")), l.slice(l.indexOf(": ") + 2)]),
            );
            if (fields.data)
              events.push({ id: fields.id ?? "", event: fields.event ?? "", data: JSON.parse(fields.data) });
            cut = buffer.indexOf("\n\n");
          }
        });
        resolve({ events, status: res.statusCode ?? 0, close: () => req.destroy() });
      },
    );
    req.on("error", reject);
  });
}
