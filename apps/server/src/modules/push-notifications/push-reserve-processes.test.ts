import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatDate } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { LOOPBACK_TLS } from "../../../test/loopback/loopback-tls";
import { startWebPushReceiver, type WebPushReceiver } from "../../../test/loopback/web-push-receiver";
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from "../../../test/mail/loopback-smtp-server";
import { databaseUrl, withAdminClient } from "../../../test/postgres-admin";
import {
  httpInjector,
  type PlatformProcess,
  startPlatformProcess,
} from "../../../test/processes/platform-process";
import { openDatabase } from "../../db/client";
import { saveSubscription } from "../../platform/delivery/push-subscriptions";
import { addMembers, createMemberSchool, idOf, memberRow } from "../members/member-fixtures.testing";

// Issue 13, Reliability: two web processes and one worker on one PostgreSQL database, as production
// runs them. Pushes reserved through either web process's API fire once: each member gets each
// message exactly once at the loopback receivers, and the history says completed (1).
// Several processes cannot share the embedded database (one process owns its data directory).

const serverUrl = process.env.TEST_DATABASE_URL;
const MEMBERS = ["P1", "P2", "P3", "M1", "M2", "M3"];

describe.skipIf(!serverUrl)(
  "reserved pushes with two web processes and one worker (PostgreSQL only: needs TEST_DATABASE_URL)",
  () => {
    let smtp: LoopbackSmtpServer;
    let push: WebPushReceiver;
    let dbName = "";
    const processes: PlatformProcess[] = [];
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-reserve-processes-"));
    const devices = new Map<string, string>();
    let webs: PlatformProcess[] = [];
    let tenantCd = "";

    beforeAll(async () => {
      smtp = await startLoopbackSmtpServer();
      push = await startWebPushReceiver();
      const source = inject("testDatabase");
      if (source.kind !== "postgres") throw new Error("needs PostgreSQL");
      dbName = `gakumu_t_${crypto.randomBytes(6).toString("hex")}`;
      await withAdminClient(source.url, (c) =>
        c.query(`create database ${dbName} template ${source.template}`),
      );
      const url = databaseUrl(source.url, dbName);

      const database = await openDatabase({ kind: "postgres", url, poolSize: 2 });
      const school = await createMemberSchool(database.db);
      await addMembers(
        database.db,
        MEMBERS.map((m) => memberRow(school, m)),
      );
      for (const m of MEMBERS.filter((m) => m.startsWith("P"))) {
        const device = push.newDevice();
        devices.set(device.id, m);
        const memberId = await idOf(database.db, school.organization.id, m);
        await saveSubscription(database.db, school.tenant.id, memberId, device, "test", true);
      }
      await database.close();

      const caFile = path.join(work, "loopback-ca.pem");
      fs.writeFileSync(caFile, LOOPBACK_TLS.cert);
      const env = (name: string) => ({
        NODE_ENV: "test",
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: "4",
        DATA_DIR: path.join(work, name),
        SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
        SMTP_URL: smtp.url,
        PUBLIC_URL: "https://gakumu.example",
        MAIL_FROM: "学務 <no-reply@gakumu.example>",
        SEED_DEMO: "false",
        SERVE_SPA: "false",
        LOG_LEVEL: "warn",
        // The worker's push agent trusts the loopback push service's certificate, as a phone's does its vendor's.
        NODE_EXTRA_CA_CERTS: caFile,
        // The push service is on 127.0.0.1, which a real installation refuses to send to.
        PUSH_ALLOW_PRIVATE_NETWORK: "true",
      });
      // One at a time: each migrates (a no-op here) and the machine has two cores.
      for (const [role, name] of [
        ["web", "web-1"],
        ["web", "web-2"],
        ["worker", "worker"],
      ] as const)
        processes.push(await startPlatformProcess(role, env(name)));
      webs = processes.slice(0, 2);
      tenantCd = school.tenant.tenantCd;
    }, 360_000);

    afterAll(async () => {
      for (const p of processes) await p.stop();
      await push?.close();
      await smtp?.close();
      if (dbName && serverUrl)
        await withAdminClient(serverUrl, (c) => c.query(`drop database if exists ${dbName} with (force)`));
      fs.rmSync(work, { recursive: true, force: true });
    });

    it("sends each reserved push once, whichever web process took it", async () => {
      const sessions = await Promise.all(
        webs.map((w) =>
          loginAs(httpInjector(w.url) as unknown as FastifyInstance, { tenantCd, displayUserId: "admin" }),
        ),
      );
      // The screen reserves by the minute: the next minute at least 15 s ahead.
      const at = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
      const reservedAt = formatDate(at, "yyyy-MM-dd HH:mm");
      const titles: string[] = [];
      const pushIds: number[] = [];
      for (let i = 0; i < 4; i++) {
        const web = webs[i % 2]!;
        const title = `予約配信 ${i + 1}（${i % 2 === 0 ? "web-1" : "web-2"}）`;
        const res = await httpInjector(web.url).inject({
          method: "POST",
          url: "/app/api/v2/push-notifications",
          headers: sessions[i % 2]!,
          payload: { title, bodyHtml: `<p>${title}</p>`, target: { nodes: ["F1A"] }, reservedAt },
        });
        expect(res.statusCode, res.body).toBe(201);
        titles.push(title);
        pushIds.push(res.json().id);
      }

      const history = (pushId: number, web: PlatformProcess, session: Record<string, string>) =>
        httpInjector(web.url)
          .inject({ url: `/app/api/v2/push-history/${pushId}`, headers: session })
          .then((r) => r.json());
      expect(await history(pushIds[0]!, webs[1]!, sessions[1]!)).toMatchObject({ status: 2 });
      await waitUntil(
        async () => {
          for (const id of pushIds)
            if ((await history(id, webs[0]!, sessions[0]!)).status !== 1) return false;
          return true;
        },
        { timeoutMs: 150_000, intervalMs: 500, what: "every reserved push to complete" },
      );
      // Anything sent twice would arrive within a few more seconds.
      await new Promise((r) => setTimeout(r, 3000));

      expect(push.rejected).toEqual([]);
      const pushes = push.received.map(
        (r) => `${devices.get(r.deviceId)} ${(r.payload as { title: string }).title}`,
      );
      const mails = smtp.received.map((m) => {
        const subject = m.headers.get("subject") ?? "";
        return `${m.envelopeTo.join(",")} ${titles.find((t) => subject.includes(t)) ?? subject}`;
      });
      const expectedPushes = MEMBERS.filter((m) => m.startsWith("P")).flatMap((m) =>
        titles.map((t) => `${m} ${t}`),
      );
      const expectedMails = MEMBERS.filter((m) => m.startsWith("M")).flatMap((m) =>
        titles.map((t) => `${m.toLowerCase()}@example.jp ${t}`),
      );
      expect(pushes.sort()).toEqual(expectedPushes.sort());
      expect(mails.sort()).toEqual(expectedMails.sort());
      for (const id of pushIds) {
        const detail = await history(id, webs[1]!, sessions[1]!);
        expect(detail).toMatchObject({ status: 1 });
      }
    }, 240_000);
  },
);
