import crypto from "node:crypto";
import os from "node:os";
import pg from "pg";
import { loginAs } from "../apps/server/test/auth-helpers";
import { createForm, issueKey, publish } from "../apps/server/test/forms/form-test-kit";
import { createPermissionTenant } from "../apps/server/test/permissions/permission-fixtures";
import { BARE_INSERT_PATH, BARE_TABLE, STATEMENTS_PATH } from "./bare-insert";
import { postgresCpuMs, processCpuMs } from "./cpu-time";
import { drivePost, type LoadFigures, startBenchServer } from "./http-load";
import { createScratchPostgres, startInProcessApp } from "./in-process-app";
import type { BenchResult, BenchRow } from "./report";
import { answerOf, twentyItemForm } from "./twenty-item-form";

// Answer submission over real HTTP on PostgreSQL: the server runs as its own process (ROLE=all: web and
// job workers, as `npm start` runs it), autocannon drives it from this one. Each request is a distinct
// valid answer with the access-key and X-Requested-By headers the form frontend sends. Beside it, the
// same JSON posted to a bare route of the same server that inserts it as one row, measured the same way.

const SUBMIT_PATH = "/app/form-api/form-answer/submit";
/** Requests per run: about ten seconds each at the target rate. */
const REQUESTS = Number(process.env.BENCH_HTTP_REQUESTS ?? 15_000);
const CONNECTIONS = [10, 200];
const TARGET_PER_SECOND = 1_500;
const TARGET_P99_MS = 200;

/** A tenant with a published 20-item form answered without login, and a link (access key) to it. */
async function seedForm(databaseUrl: string) {
  const { app, database, close } = await startInProcessApp("postgres", { databaseUrl });
  try {
    const school = await createPermissionTenant(database.db);
    const admin = await loginAs(app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
    const form = await publish(app, admin, await createForm(app, admin, twentyItemForm()));
    const { accessKeyValue } = await issueKey(app, admin, form.formId);
    return { formId: form.formId as number, accessKey: accessKeyValue };
  } finally {
    await close();
  }
}

async function countRows(databaseUrl: string, formId: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string, values: unknown[] = []) =>
      Number((await client.query(sql, values)).rows[0].n);
    return {
      answers: await one("select count(*) as n from form_answer where form_id = $1", [formId]),
      statusLogs: await one(
        "select count(*) as n from form_answer_status_log l join form_answer a on a.id = l.form_answer_id where a.form_id = $1",
        [formId],
      ),
      receiptNos: await one("select count(distinct receipt_no) as n from form_answer where form_id = $1", [
        formId,
      ]),
      lastReceiptNo: await one(
        "select coalesce(max(receipt_no), 0) as n from form_answer where form_id = $1",
        [formId],
      ),
      // The scratch database holds this form's answers only: every completion mail is one of theirs.
      mails: await one("select count(*) as n from mail_outbox"),
      bare: await one(`select count(*) as n from ${BARE_TABLE}`),
    };
  } finally {
    await client.end();
  }
}

/** Requests come through the trusted proxy, each from its own client address (see TRUST_PROXY). */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function rowsOf(label: string, submit: LoadFigures, bare: LoadFigures, atTarget: boolean): BenchRow[] {
  return [
    { label: `基準: 素の INSERT ルート ${label}`, perSecond: bare.perSecond },
    {
      label: `回答送信 ${label}`,
      perSecond: submit.perSecond,
      ratio: submit.perSecond / bare.perSecond,
      ...(atTarget ? { minimum: TARGET_PER_SECOND } : {}),
    },
    { label: `基準 p50 ${label}`, seconds: bare.p50Ms / 1000 },
    { label: `回答送信 p50 ${label}`, seconds: submit.p50Ms / 1000, ratio: submit.p50Ms / bare.p50Ms },
    { label: `基準 p99 ${label}`, seconds: bare.p99Ms / 1000 },
    {
      label: `回答送信 p99 ${label}`,
      seconds: submit.p99Ms / 1000,
      ratio: submit.p99Ms / bare.p99Ms,
      ...(atTarget ? { target: TARGET_P99_MS / 1000 } : {}),
    },
  ];
}

const failures = (f: LoadFigures) =>
  f.non2xx + f.errors + f.timeouts === 0
    ? "エラーなし"
    : `2xx 以外 ${f.non2xx} 件、接続エラー ${f.errors} 件、タイムアウト ${f.timeouts} 件`;

/** Answer submission and the bare insert, each at 10 and 200 connections, over real HTTP on PostgreSQL. */
export async function benchFormAnswers(): Promise<BenchResult> {
  const scratch = await createScratchPostgres();
  try {
    const { formId, accessKey } = await seedForm(scratch.url);
    const server = await startBenchServer({
      DATABASE_URL: scratch.url,
      ROLE: "all",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      SERVE_SPA: "false",
      NODE_ENV: "production",
      // The load balancer in front is this machine: X-Forwarded-For carries each applicant's address.
      TRUST_PROXY: "127.0.0.1",
    });
    const statements = async () =>
      ((await (await fetch(`${server.url}${STATEMENTS_PATH}`)).json()) as { statements: number }).statements;
    const databaseName = new URL(scratch.url).pathname.slice(1);
    /** CPU milliseconds so far of the server process, the database's PostgreSQL processes and this one. */
    const cpuNow = () => {
      const postgres = postgresCpuMs(databaseName);
      const own = process.cpuUsage();
      return [processCpuMs(server.pid), postgres.backends + postgres.shared, (own.user + own.system) / 1000];
    };
    /**
     * The run's figures, with the statements the server sent to PostgreSQL per request meanwhile and
     * the CPU time each process spent per request.
     */
    const counted = async (run: () => Promise<LoadFigures>) => {
      await fetch(`${server.url}${STATEMENTS_PATH}?slowest`);
      const before = await statements();
      const cpuBefore = cpuNow();
      const figures = await run();
      // Per request: what the 2xx answers cost each process, whatever else the machine was running.
      const [onServer, onPostgres, onLoadGenerator] = cpuNow().map(
        (ms, i) => (ms - cpuBefore[i]!) / figures.ok,
      );
      const cpuMsPerRequest = { server: onServer!, postgres: onPostgres!, loadGenerator: onLoadGenerator! };
      const statementsPerRequest = ((await statements()) - before) / figures.ok;
      // BENCH_SQL_WAITS=1: where the run waited on PostgreSQL, statement by statement.
      if (process.env.BENCH_SQL_WAITS) {
        const { slowest } = (await (await fetch(`${server.url}${STATEMENTS_PATH}?slowest`)).json()) as {
          slowest: { kind: string; count: number; avgMs: number; totalMs: number }[];
        };
        console.log(`  同時 ${figures.connections}、${figures.ok} 件: SQL の待ち時間（合計順）`);
        for (const s of slowest)
          console.log(
            `    ${s.totalMs.toFixed(0)} ms ${s.count} 回 平均 ${s.avgMs.toFixed(1)} ms  ${s.kind}`,
          );
      }
      return { ...figures, statementsPerRequest, cpuMsPerRequest };
    };
    // Each run numbers its requests from 0: a run's own range keeps every answer of the bench distinct.
    let runs = 0;
    const submitRun = (connections: number, amount: number) => {
      const first = runs++ * 10_000_000;
      return counted(() =>
        drivePost({
          url: `${server.url}${SUBMIT_PATH}`,
          connections,
          amount,
          headers: { "x-access-key": accessKey, "x-requested-by": "gakumu-form-frontend" },
          headersOf: (n) => ({ "x-forwarded-for": clientAddress(n) }),
          body: (n) => ({ formId, values: answerOf(first + n), submissionToken: crypto.randomUUID() }),
        }),
      );
    };
    const bareRun = (connections: number, amount: number) =>
      counted(() =>
        drivePost({
          url: `${server.url}${BARE_INSERT_PATH}`,
          connections,
          amount,
          headers: { "x-requested-by": "gakumu-form-frontend" },
          body: (n) => ({ formId, values: answerOf(n), submissionToken: crypto.randomUUID() }),
        }),
      );
    try {
      // The machine's load matters on a shared machine: printed before and after, with the figures.
      const loadBefore = os.loadavg()[0]!;
      // Warm-up: compiles the form's schema, fills the pools and lets V8 optimise both paths.
      const warm = [await submitRun(10, 500), await bareRun(10, 500)];
      type Counted = LoadFigures & {
        statementsPerRequest: number;
        cpuMsPerRequest: { server: number; postgres: number; loadGenerator: number };
      };
      const figures = new Map<number, { submit: Counted; bare: Counted }>();
      for (const connections of CONNECTIONS)
        figures.set(connections, {
          submit: await submitRun(connections, REQUESTS),
          bare: await bareRun(connections, REQUESTS),
        });
      console.log(
        `  負荷（1 分平均 loadavg, CPU ${os.cpus().length} 個）: 開始時 ${loadBefore.toFixed(1)}、終了時 ${os.loadavg()[0]!.toFixed(1)}`,
      );
      const all = [...warm, ...[...figures.values()].flatMap((f) => [f.submit, f.bare])];
      const submitted = [warm[0]!, ...[...figures.values()].map((f) => f.submit)];
      const bares = [warm[1]!, ...[...figures.values()].map((f) => f.bare)];
      const counts = await countRows(scratch.url, formId);
      const okSubmits = submitted.reduce((sum, f) => sum + f.ok, 0);
      const okBares = bares.reduce((sum, f) => sum + f.ok, 0);
      console.log(
        `  回答送信 2xx ${okSubmits} 件 → 回答 ${counts.answers} 行、状態履歴 ${counts.statusLogs} 行、受付番号 ${counts.receiptNos} 種（最大 ${counts.lastReceiptNo}）、完了メール ${counts.mails} 通` +
          `；素の INSERT 2xx ${okBares} 件 → ${counts.bare} 行`,
      );
      for (const [connections, f] of figures)
        console.log(
          `  同時 ${connections}: 回答送信 ${f.submit.seconds.toFixed(1)} 秒 ${failures(f.submit)}（SQL ${f.submit.statementsPerRequest.toFixed(1)} 文/件）、` +
            `素の INSERT ${f.bare.seconds.toFixed(1)} 秒 ${failures(f.bare)}（SQL ${f.bare.statementsPerRequest.toFixed(1)} 文/件）`,
        );
      // CPU per request decides the ceiling on a machine whose cores the server, PostgreSQL and the
      // load generator share: N cores give at most N × 1000 / (sum of the three) requests a second.
      const cpu = (c: Counted["cpuMsPerRequest"]) =>
        `サーバー ${c.server.toFixed(2)} ms、PostgreSQL ${c.postgres.toFixed(2)} ms、負荷生成 ${c.loadGenerator.toFixed(2)} ms`;
      for (const [connections, f] of figures)
        console.log(
          `  同時 ${connections}: 1 件あたりの CPU 時間 回答送信 ${cpu(f.submit.cpuMsPerRequest)}；素の INSERT ${cpu(f.bare.cpuMsPerRequest)}`,
        );
      const landed =
        counts.answers === okSubmits &&
        counts.statusLogs === okSubmits &&
        counts.receiptNos === okSubmits &&
        counts.lastReceiptNo === okSubmits &&
        counts.mails === okSubmits &&
        counts.bare === okBares;
      if (!landed || all.some((f) => f.non2xx + f.errors + f.timeouts > 0))
        throw new Error("answers were refused or lost: see the counts above");
      return {
        name: `フォーム回答の送信 POST ${SUBMIT_PATH} を実 HTTP で（20 項目、PostgreSQL、各 ${REQUESTS.toLocaleString("ja-JP")} 件）`,
        rows: CONNECTIONS.flatMap((c) => {
          const f = figures.get(c)!;
          return rowsOf(`同時 ${c} 接続`, f.submit, f.bare, c === 200);
        }),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}
