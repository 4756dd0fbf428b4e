import pg from "pg";
import { startBenchServer } from "./http-load";
import { createScratchPostgres } from "./in-process-app";
import type { BenchResult } from "./report";
import { keyOf, seedSpike, stateOf } from "./safety-answer-spike.bench";

// kill -9 during the answer spike: members answer through /safety-answer over real HTTP from this
// process while the server process is killed with SIGKILL mid-spike. Every answer the server had
// acknowledged (HTTP 200) must be a stored answer afterwards, and every stored 重傷 answer must have
// its staff alert job queued (the answer and its job commit together).

const ANSWER_PATH = "/app/api/safety-answer";
const RECIPIENTS = 20_000;
const CONNECTIONS = 20;
const KILL_AFTER_MS = 8_000;

export async function benchSafetyAnswerKill(): Promise<BenchResult> {
  const scratch = await createScratchPostgres();
  try {
    const { sendId } = await seedSpike(scratch.url, RECIPIENTS);
    const server = await startBenchServer({
      DATABASE_URL: scratch.url,
      ROLE: "all",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "fatal",
      SEED_DEMO: "false",
      SERVE_SPA: "false",
      NODE_ENV: "production",
    });
    const acknowledged: number[] = [];
    let failed = 0;
    let next = 0;
    let killed = false;
    // Each worker answers for the next member until the server is gone.
    const worker = async () => {
      while (!killed && next < RECIPIENTS) {
        const n = next++;
        try {
          const res = await fetch(`${server.url}${ANSWER_PATH}`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-requested-by": "gakumu-safety-answer" },
            body: JSON.stringify({ key: keyOf(n), safetyState: stateOf(n), answers: { LOCATION: "HOME" } }),
          });
          await res.arrayBuffer();
          if (res.status === 200) acknowledged.push(n);
          else failed++;
        } catch {
          failed++;
        }
      }
    };
    const workers = Array.from({ length: CONNECTIONS }, worker);
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    process.kill(server.pid, "SIGKILL");
    killed = true;
    await Promise.all(workers);
    // No server.stop(): the process is gone, and a killed child never reports an exit code to wait for.

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select n - 1 as n from (select answered_at, row_number() over (order by member_id) as n
           from safety_recipient where safety_send_id = $1) r where answered_at is not null`,
        [sendId],
      );
      const stored = new Set(rows.map((r: { n: string }) => Number(r.n)));
      const lost = acknowledged.filter((n) => !stored.has(n)).length;
      const { rows: orphans } = await client.query(
        `select count(*)::int as n from safety_recipient r where r.safety_send_id = $1 and r.safety_state = 3
            and not exists (select 1 from pgboss.job j where j.name = 'safety-alerts.serious'
                              and (j.data -> 'data' ->> 'recipientId')::bigint = r.id)`,
        [sendId],
      );
      console.log(
        `  ${KILL_AFTER_MS / 1000} 秒後に kill -9: 応答済みの回答 ${acknowledged.length} 件、保存された回答 ${stored.size} 件（保存済みで応答が届く前に切れたもの ${stored.size - acknowledged.length + lost} 件）、` +
          `失われた回答 ${lost} 件、通知ジョブのない重傷 ${orphans[0].n} 件、接続切れ ${failed} 件`,
      );
      if (lost > 0 || orphans[0].n > 0) throw new Error("an acknowledged answer or its alert was lost");
      return {
        name: "安否回答の集中中の kill -9（応答済みの回答は失われない）",
        rows: [
          {
            label: "kill -9 までの応答済み回答（すべて保存済み）",
            perSecond: acknowledged.length / (KILL_AFTER_MS / 1000),
          },
        ],
      };
    } finally {
      await client.end();
    }
  } finally {
    await scratch.drop();
  }
}
