import crypto from "node:crypto";
import os from "node:os";
import { SAFETY_DASHBOARD_REFRESH_MS } from "@gakumu/domain";
import pg from "pg";
import { createPermissionTenant } from "../apps/server/test/permissions/permission-fixtures";
import { BARE_UPDATE_PATH, BARE_UPDATE_TABLE, seedBareUpdateRows } from "./bare-update";
import { drivePost, type LoadFigures, startBenchServer } from "./http-load";
import { createScratchPostgres, startInProcessApp } from "./in-process-app";
import type { BenchResult, BenchRow } from "./report";
import { type Counted, loginAdmin, requestCosts } from "./request-costs";

// The answer spike after an earthquake: one safety confirmation sent to 100,000 members on PostgreSQL,
// answered through the public /safety-answer API (each request a distinct member's mail-link key) over
// real HTTP from this process while the server (ROLE=all: web and job workers) runs as its own. Beside
// it, a bare route of the same server that updates one row by id, measured the same way in the same
// run. After the last answer: every 2xx answer is a stored row, and the results route counts them all.

const ANSWER_PATH = "/app/api/safety-answer";
const RECIPIENTS = Number(process.env.BENCH_SAFETY_RECIPIENTS ?? 100_000);
/** Answers per measured run; two runs (two connection counts) plus a warm-up stay within RECIPIENTS. */
const REQUESTS = Number(process.env.BENCH_SAFETY_ANSWERS ?? 30_000);
const WARM_UP = 2_000;
/** Answer pages opened after the answer runs, by members who have not answered yet (no target). */
const OPENS = 10_000;
const OPEN_CONNECTIONS = 20;
const CONNECTIONS = [20, 100];
const TARGET_PER_SECOND = 1_500;
const TARGET_P99_MS = 100;
/** Staff watching the live dashboard during the spike (principal, vice-principal, head of year). */
const DASHBOARD_WATCHERS = 3;
/** The screen's fresh-within-5-s promise: its polling interval plus one answer must fit. */
const FRESH_MS = 5_000;

/** The mail-link key of recipient n: the bench seeds its hash, as the delivery engine would. */
export const keyOf = (n: number) =>
  crypto.createHash("sha256").update(`bench-safety:${n}`).digest("base64url");
/** Mostly 無事, some 軽傷, one in fifty 重傷 (which also queues the staff alert job). */
export const stateOf = (n: number) => (n % 50 === 0 ? 3 : n % 7 === 0 ? 2 : 1);

/**
 * A school (with its staff login users) and one send to `recipients` members, written in SQL: the
 * members, the send, its delivery with one recipient row per member carrying the hash of a mail-link
 * key, and the safety rows. The delivery counts as gone out and each link as opened (the answer page
 * opens the link before it answers).
 */
export async function seedSpike(databaseUrl: string, recipients = RECIPIENTS) {
  const { database, close } = await startInProcessApp("postgres", { databaseUrl });
  try {
    const school = await createPermissionTenant(database.db);
    const tenantId = school.tenant.id;
    const organizationId = school.organization.id;
    const one = async (sql: string, values: unknown[]) =>
      Number(((await database.executeSql(sql, values)).rows[0] as { id: string }).id);
    await database.executeSql(
      `insert into member (tenant_id, organization_id, member_id, name, grade)
       select $1, $2, 'S' || lpad(i::text, 6, '0'), '生徒 ' || i, 1 + i % 3 from generate_series(0, $3 - 1) as i`,
      [tenantId, organizationId, recipients],
    );
    const sendId = await one(
      `insert into safety_send (tenant_id, organization_id, title, body_html, body_text, questions, target, send_target, recipient_count, status)
       values ($1, $2, '地震発生に伴う安否確認', '<p>安否を回答してください。</p>', '安否を回答してください。', '["LOCATION"]', '{}', 'ALL', $3, 1)
       returning id`,
      [tenantId, organizationId, recipients],
    );
    const deliveryId = await one(
      `insert into delivery (tenant_id, organization_id, kind, source_id, title, body_html, body_text, status, stage, started_at, finished_at)
       values ($1, $2, 2, $3, '地震発生に伴う安否確認', '<p>安否を回答してください。</p>', '安否を回答してください。', 1, 'finished', now(), now())
       returning id`,
      [tenantId, organizationId, sendId],
    );
    await database.executeSql("update safety_send set delivery_id = $1 where id = $2", [deliveryId, sendId]);
    // Recipient n is the n-th member by id; its key is keyOf(n), computed the same way here in SQL.
    await database.executeSql(
      `insert into delivery_recipient (delivery_id, tenant_id, member_id, read_at, answer_method, mail_token_hash, mail_token_expires_at)
       select $1, $2, m.id, now(), 'MAIL_LINK',
              encode(sha256(convert_to(rtrim(translate(encode(sha256(convert_to('bench-safety:' || (m.n - 1), 'UTF8')), 'base64'), '+/', '-_'), '='), 'UTF8')), 'hex'),
              now() + interval '30 days'
         from (select id, row_number() over (order by id) as n from member where tenant_id = $2) m`,
      [deliveryId, tenantId],
    );
    await database.executeSql(
      `insert into safety_recipient (tenant_id, organization_id, safety_send_id, member_id, grade)
       select $1, $2, $3, id, grade from member where tenant_id = $1 order by id`,
      [tenantId, organizationId, sendId],
    );
    await seedBareUpdateRows(database, recipients);
    await database.executeSql("analyze", []);
    return { tenantCd: school.tenant.tenantCd, sendId };
  } finally {
    await close();
  }
}

async function countAnswered(databaseUrl: string, sendId: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string, values: unknown[] = []) =>
      Number((await client.query(sql, values)).rows[0].n);
    return {
      answered: await one(
        "select count(*) as n from safety_recipient where safety_send_id = $1 and answered_at is not null",
        [sendId],
      ),
      serious: await one(
        "select count(*) as n from safety_recipient where safety_send_id = $1 and safety_state = 3",
        [sendId],
      ),
      alertJobs: await one("select count(*) as n from pgboss.job where name = 'safety-alerts.serious'"),
      bare: await one(`select count(*) as n from ${BARE_UPDATE_TABLE} where answered_at is not null`),
    };
  } finally {
    await client.end();
  }
}

/**
 * The live dashboard as staff watch it during the spike: each watcher polls it every
 * SAFETY_DASHBOARD_REFRESH_MS, as the screen does. For each poll, the answers acknowledged (2xx) before
 * it was sent that its counts miss, and how old its figures are on arrival at worst: since the
 * previous poll's figures were read, i.e. the interval plus this poll's own time.
 */
function watchDashboard(url: string, headers: Record<string, string>, acknowledged: () => number) {
  const latencies: number[] = [];
  let missing = 0;
  let failed = 0;
  let stop = false;
  const watcher = async (offset: number) => {
    await new Promise((resolve) => setTimeout(resolve, offset));
    while (!stop) {
      const before = acknowledged();
      const sent = performance.now();
      const res = await fetch(url, { headers });
      const body = (await res.json()) as { counts?: { answered: number } };
      latencies.push(performance.now() - sent);
      if (res.status !== 200 || !body.counts) failed++;
      else missing = Math.max(missing, before - body.counts.answered);
      await new Promise((resolve) => setTimeout(resolve, SAFETY_DASHBOARD_REFRESH_MS));
    }
  };
  const running = Array.from({ length: DASHBOARD_WATCHERS }, (_, i) =>
    watcher((i * SAFETY_DASHBOARD_REFRESH_MS) / DASHBOARD_WATCHERS),
  );
  return async () => {
    stop = true;
    await Promise.all(running);
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { polls: sorted.length, failed, missing, p95Ms: at(0.95), maxMs: at(1) };
  };
}

const ratioTo = (value: number, base: number | undefined) => (base ? value / base : undefined);

const failures = (f: LoadFigures) =>
  f.non2xx + f.errors + f.timeouts === 0
    ? "エラーなし"
    : `2xx 以外 ${f.non2xx} 件、接続エラー ${f.errors} 件、タイムアウト ${f.timeouts} 件`;

function rowsOf(label: string, answer: LoadFigures, bare: LoadFigures): BenchRow[] {
  return [
    { label: `基準: 素の 1 行 UPDATE ルート ${label}`, perSecond: bare.perSecond },
    {
      label: `安否回答 ${label}`,
      perSecond: answer.perSecond,
      ratio: answer.perSecond / bare.perSecond,
      minimum: TARGET_PER_SECOND,
    },
    { label: `基準 p50 ${label}`, seconds: bare.p50Ms / 1000 },
    { label: `安否回答 p50 ${label}`, seconds: answer.p50Ms / 1000, ratio: answer.p50Ms / bare.p50Ms },
    { label: `基準 p99 ${label}`, seconds: bare.p99Ms / 1000 },
    {
      label: `安否回答 p99 ${label}`,
      seconds: answer.p99Ms / 1000,
      ratio: answer.p99Ms / Math.max(bare.p99Ms, 0.001),
      target: TARGET_P99_MS / 1000,
    },
  ];
}

export async function benchSafetyAnswerSpike(): Promise<BenchResult> {
  const scratch = await createScratchPostgres();
  try {
    const seedStarted = performance.now();
    const { tenantCd, sendId } = await seedSpike(scratch.url);
    console.log(
      `  準備: ${RECIPIENTS.toLocaleString("ja-JP")} 人への安否確認を SQL で作成（${((performance.now() - seedStarted) / 1000).toFixed(1)} 秒）`,
    );
    const server = await startBenchServer({
      DATABASE_URL: scratch.url,
      ROLE: "all",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      SERVE_SPA: "false",
      NODE_ENV: "production",
    });
    try {
      const staff = await loginAdmin(server.url, tenantCd);
      const counted = requestCosts(server, scratch.url, 6);
      // Recipients are handed out in order: every answer of the benchmark is a different member's.
      let next = 0;
      let acknowledged = 0;
      const answerRun = (connections: number, amount: number) => {
        const first = next;
        next += amount;
        return counted(() =>
          drivePost({
            url: `${server.url}${ANSWER_PATH}`,
            connections,
            amount,
            headers: { "x-requested-by": "gakumu-safety-answer" },
            body: (n) => ({
              key: keyOf(first + n),
              safetyState: stateOf(first + n),
              answers: { LOCATION: "HOME" },
            }),
            onResponse: (status) => {
              if (status >= 200 && status < 300) acknowledged++;
            },
          }),
        );
      };
      const dashboardUrl = `${server.url}/app/api/v2/safety/results/${sendId}/dashboard`;
      let nextBare = 1;
      const bareRun = (connections: number, amount: number) => {
        const first = nextBare;
        nextBare += amount;
        return counted(() =>
          drivePost({
            url: `${server.url}${BARE_UPDATE_PATH}`,
            connections,
            amount,
            headers: { "x-requested-by": "gakumu-safety-answer" },
            body: (n) => ({ id: first + n, state: stateOf(first + n) }),
          }),
        );
      };
      const loadBefore = os.loadavg()[0]!;
      const warm = [await answerRun(10, WARM_UP), await bareRun(10, WARM_UP)];
      const figures = new Map<number, { answer: Counted; bare: Counted }>();
      let lastAnswerEnded = 0;
      for (const connections of CONNECTIONS) {
        const watched = watchDashboard(dashboardUrl, staff, () => acknowledged);
        const answer = await answerRun(connections, REQUESTS);
        lastAnswerEnded = performance.now();
        // The dashboard right after the last answer: its counts must already include every one.
        const detail = await fetch(`${server.url}/app/api/v2/safety/results/${sendId}`, { headers: staff });
        const counts = ((await detail.json()) as { counts?: { answered: number } }).counts;
        const freshAfterMs = performance.now() - lastAnswerEnded;
        const okSoFar = warm[0]!.ok + [...figures.values()].reduce((s, f) => s + f.answer.ok, 0) + answer.ok;
        console.log(
          `  同時 ${connections}: 最後の回答の ${freshAfterMs.toFixed(0)} ms 後に結果画面の API（HTTP ${detail.status}）が数えた回答 ${counts?.answered ?? "?"} 件 ／ 2xx の回答 ${okSoFar} 件`,
        );
        const w = await watched();
        console.log(
          `  同時 ${connections}: 回答中のダッシュボード（職員 ${DASHBOARD_WATCHERS} 人が ${SAFETY_DASHBOARD_REFRESH_MS / 1000} 秒ごとに更新）${w.polls} 回、失敗 ${w.failed} 回、` +
            `送る前に受け付けた回答の数え漏れ 最大 ${w.missing} 件、応答 p95 ${w.p95Ms.toFixed(0)} ms・最大 ${w.maxMs.toFixed(0)} ms` +
            `（表示の古さ 最大 ${((SAFETY_DASHBOARD_REFRESH_MS + w.maxMs) / 1000).toFixed(1)} 秒 ／ 目標 ${FRESH_MS / 1000} 秒以内）`,
        );
        figures.set(connections, { answer, bare: await bareRun(connections, REQUESTS) });
      }
      // Each member opens the answer page before answering: the links not answered above, opened once.
      const opens = Math.min(OPENS, RECIPIENTS - next);
      const opened =
        opens < OPEN_CONNECTIONS
          ? null
          : await counted(() =>
              drivePost({
                url: `${server.url}${ANSWER_PATH}/open`,
                connections: OPEN_CONNECTIONS,
                amount: opens,
                headers: { "x-requested-by": "gakumu-safety-answer" },
                body: (n) => ({ key: keyOf(next + n) }),
              }),
            );
      if (opened)
        console.log(
          `  同時 ${OPEN_CONNECTIONS}: 回答ページを開く ${opened.ok} 件 ${opened.perSecond.toFixed(0)} 件/秒、p50 ${opened.p50Ms} ms・p99 ${opened.p99Ms} ms、${failures(opened)}` +
            `（SQL ${opened.statementsPerRequest.toFixed(1)} 文/件、CPU サーバー ${opened.cpuMs.server.toFixed(2)} ms・PostgreSQL ${opened.cpuMs.postgres.toFixed(2)} ms/件）`,
        );
      console.log(
        `  負荷（1 分平均 loadavg, CPU ${os.cpus().length} 個、他の作業と共用）: 開始時 ${loadBefore.toFixed(1)}、終了時 ${os.loadavg()[0]!.toFixed(1)}`,
      );
      const answers = [warm[0]!, ...[...figures.values()].map((f) => f.answer)];
      const bares = [warm[1]!, ...[...figures.values()].map((f) => f.bare)];
      // Let the queued 重傷 alert jobs settle before counting (they do not change the answers).
      const counts = await countAnswered(scratch.url, sendId);
      const okAnswers = answers.reduce((s, f) => s + f.ok, 0);
      const okBares = bares.reduce((s, f) => s + f.ok, 0);
      const seriousSent = [...Array(next).keys()].filter((n) => stateOf(n) === 3).length;
      console.log(
        `  安否回答 2xx ${okAnswers} 件 → 回答済みの行 ${counts.answered} 行（失われた回答 ${okAnswers - counts.answered} 件）、重傷 ${counts.serious} 行（送った重傷 ${seriousSent} 件）、職員通知ジョブ ${counts.alertJobs} 件` +
          `；素の UPDATE 2xx ${okBares} 件 → ${counts.bare} 行`,
      );
      for (const [connections, f] of figures)
        console.log(
          `  同時 ${connections}: 安否回答 ${f.answer.seconds.toFixed(1)} 秒 ${failures(f.answer)}（SQL ${f.answer.statementsPerRequest.toFixed(1)} 文/件、CPU サーバー ${f.answer.cpuMs.server.toFixed(2)} ms・PostgreSQL ${f.answer.cpuMs.postgres.toFixed(2)} ms/件）、` +
            `素の UPDATE ${f.bare.seconds.toFixed(1)} 秒 ${failures(f.bare)}（SQL ${f.bare.statementsPerRequest.toFixed(1)} 文/件、CPU サーバー ${f.bare.cpuMs.server.toFixed(2)} ms・PostgreSQL ${f.bare.cpuMs.postgres.toFixed(2)} ms/件）`,
        );
      return {
        name: `安否回答の集中 POST ${ANSWER_PATH} を実 HTTP で（${RECIPIENTS.toLocaleString("ja-JP")} 人への 1 配信、PostgreSQL、各 ${REQUESTS.toLocaleString("ja-JP")} 件、共用マシン）`,
        rows: [
          ...CONNECTIONS.flatMap((c) => {
            const f = figures.get(c)!;
            return rowsOf(`同時 ${c} 接続`, f.answer, f.bare);
          }),
          ...(opened
            ? [
                {
                  label: `回答ページを開く 同時 ${OPEN_CONNECTIONS} 接続（目標なし）`,
                  perSecond: opened.perSecond,
                  ratio: ratioTo(opened.perSecond, figures.get(OPEN_CONNECTIONS)?.bare.perSecond),
                },
              ]
            : []),
        ],
      };
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}
