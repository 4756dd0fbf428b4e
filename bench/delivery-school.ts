import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { Database } from "../apps/server/src/db/client";
import type { WebPushReceiver } from "../apps/server/test/loopback/web-push-receiver";

// The delivery benchmarks' world: a school whose even members have the member app subscribed at the
// loopback push service and whose odd members have only a mail address, and an SMTP server that counts.

export interface CountingSmtp {
  url: string;
  count(): number;
  messageIds: Set<string>;
  firstAt: number | null;
  lastAt: number | null;
  reset(): void;
  close(): Promise<void>;
}

/** An SMTP server that only counts messages and their distinct Message-IDs. */
export async function startCountingSmtp(): Promise<CountingSmtp> {
  let n = 0;
  const state = {
    messageIds: new Set<string>(),
    firstAt: null as number | null,
    lastAt: null as number | null,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 4000) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const id = /^message-id:\s*(\S+)/im.exec(head)?.[1];
        if (id) state.messageIds.add(id);
        n++;
        const now = performance.now();
        state.firstAt ??= now;
        state.lastAt = now;
        callback();
      });
    },
  });
  // A killed sender's connections end with a reset; that is the client's end, not the receiver's.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => n,
    get messageIds() {
      return state.messageIds;
    },
    get firstAt() {
      return state.firstAt;
    },
    get lastAt() {
      return state.lastAt;
    },
    reset() {
      n = 0;
      state.messageIds = new Set();
      state.firstAt = null;
      state.lastAt = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } as CountingSmtp;
}

export interface DeliverySchool {
  tenantId: number;
  organizationId: number;
  members: { id: number; even: boolean }[];
  /** The subscribed devices of the even members, in member order. */
  devices: ReturnType<WebPushReceiver["newDevice"]>[];
  /** How many members have only mail. */
  mailCount: number;
}

/** One school of `count` members under tenant code `code`, half with a subscribed device, half mail. */
export async function seedDeliverySchool(
  database: Database,
  push: WebPushReceiver,
  code: string,
  count: number,
): Promise<DeliverySchool> {
  const { rows: t } = await database.executeSql(
    "insert into tenant (tenant_cd, name, contract_type, operation_type) values ($1, 'ベンチ学園', 'BASIC', 'DEMO') returning id",
    [code],
  );
  const tenantId = (t[0] as { id: number }).id;
  const { rows: o } = await database.executeSql(
    "insert into organization (tenant_id, system_cd, organization_cd, name) values ($1, 2, $2, 'ベンチ高等学校') returning id",
    [tenantId, code],
  );
  const organizationId = (o[0] as { id: number }).id;
  const prefix = code.slice(0, 1).toUpperCase();
  const { rows: m } = await database.executeSql(
    `insert into member (tenant_id, organization_id, member_id, name, mail_address)
     select $1, $2, $4 || i, '生徒 ' || i, case when i % 2 = 1 then lower($4) || i || '@family.example' end
       from generate_series(0, $3 - 1) as i returning id, member_id`,
    [tenantId, organizationId, count, prefix],
  );
  const members = (m as { id: string; member_id: string }[]).map((r) => ({
    id: Number(r.id),
    even: Number(r.member_id.slice(1)) % 2 === 0,
  }));
  const withApp = members.filter((x) => x.even);
  const devices = withApp.map(() => push.newDevice());
  await database.executeSql(
    `insert into push_subscription (tenant_id, member_id, endpoint, p256dh, auth)
     select $1, u.m, u.e, u.p, u.a from unnest($2::bigint[], $3::text[], $4::text[], $5::text[]) as u(m, e, p, a)`,
    [
      tenantId,
      withApp.map((x) => x.id),
      devices.map((d) => d.endpoint),
      devices.map((d) => d.keys.p256dh),
      devices.map((d) => d.keys.auth),
    ],
  );
  return { tenantId, organizationId, members, devices, mailCount: members.length - withApp.length };
}
