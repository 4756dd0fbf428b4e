// Recipient count preview (issue 13): the compose screen's live count for targets over 100,000
// members of the demo school on PostgreSQL, through the real route (gate, session, authority,
// hierarchy lookup, one count statement), against a bare route answering `select 1` in the same run.
import Fastify from "fastify";
import { DEMO_ADMIN, DEMO_RANDOM_SEED, DEMO_TENANT } from "../apps/server/src/seed/demo-school";
import { ensureDemoStudentOrganization } from "../apps/server/src/seed/demo-seed";
import { Random } from "../apps/server/src/seed/random";
import { academicYearOf, addDemoStudents } from "../apps/server/src/seed/seed-members";
import { loginAs } from "../apps/server/test/auth-helpers";
import { startInProcessApp } from "./in-process-app";
import type { BenchResult } from "./report";

const MEMBERS = 100_000;
const COUNTS = 200;
const COUNT_URL = "/app/api/v2/push-notifications/target-count";

const KIND_LABELS = [
  "学校全体（全員）",
  "学校全体（有効なメンバーのみ）",
  "学年",
  "クラス2つ＋個別50名",
  "学科×学年",
];

const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.95)] ?? 0;

export async function benchPushTargetCount(): Promise<BenchResult> {
  const { app, database, close } = await startInProcessApp("postgres");
  try {
    const db = database.db;
    const { organization } = await ensureDemoStudentOrganization(database, {});
    const { rows } = await database.executeSql(
      "select count(*)::int as n from member where organization_id = $1",
      [organization.id],
    );
    await addDemoStudents(db, organization, {
      count: MEMBERS - (rows[0] as { n: number }).n,
      academicYear: academicYearOf(new Date()),
      seed: DEMO_RANDOM_SEED,
      batchSize: 5000,
    });
    // A table in use is vacuumed by autovacuum; right after a bulk insert the benchmark does it, so the
    // count meets the steady state (index-only scans need the visibility map).
    await database.executeSql("vacuum analyze member");
    const headers = await loginAs(app, {
      tenantCd: DEMO_TENANT.tenantCd,
      displayUserId: DEMO_ADMIN.loginId,
      password: DEMO_ADMIN.password,
    });
    const { rows: nodeRows } = await database.executeSql(
      "select division_cd, depth from hierarchy_node where organization_id = $1",
      [organization.id],
    );
    const nodes = nodeRows as { division_cd: string; depth: number }[];
    const tops = nodes.filter((n) => n.depth === 1).map((n) => n.division_cd);
    const deep = nodes.filter((n) => n.depth >= 3).map((n) => n.division_cd);
    const { rows: idRows } = await database.executeSql(
      "select id from member where organization_id = $1 order by random() limit 300",
      [organization.id],
    );
    const someIds = (idRows as { id: string | number }[]).map((r) => Number(r.id));
    const random = new Random(11);
    // What staff pick: the whole school, a grade across it, classes with picked members, VALID or not.
    const targets = [
      () => ({ nodes: tops, sendTarget: "ALL" }),
      () => ({ nodes: tops, sendTarget: "VALID" }),
      () => ({ grades: [random.int(1, 3)], sendTarget: "VALID" }),
      () => ({
        nodes: [random.pick(deep), random.pick(deep)],
        memberIds: someIds.slice(0, 50),
        sendTarget: "VALID",
      }),
      () => ({ nodes: [random.pick(tops)], grades: [1, 2], sendTarget: "ALL" }),
    ];
    const countMs: number[] = [];
    const byKind: number[][] = targets.map(() => []);
    let biggest = 0;
    for (let i = 0; i < COUNTS; i++) {
      const target = targets[i % targets.length]!();
      const started = performance.now();
      const res = await app.inject({ method: "POST", url: COUNT_URL, headers, payload: { target } });
      countMs.push(performance.now() - started);
      byKind[i % targets.length]!.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${COUNT_URL}: ${res.statusCode} ${res.body}`);
      biggest = Math.max(biggest, res.json().count);
    }
    if (biggest < MEMBERS * 0.9) throw new Error(`the whole-school target counted only ${biggest}`);

    const bare = Fastify();
    bare.get("/one", async () => (await database.executeSql("select 1 as one")).rows);
    const baselineMs: number[] = [];
    for (let i = 0; i < COUNTS; i++) {
      const started = performance.now();
      await bare.inject({ url: "/one" });
      baselineMs.push(performance.now() - started);
    }
    await bare.close();

    return {
      name: `プッシュ通知: 送信対象の人数プレビュー（${MEMBERS.toLocaleString("ja-JP")} 名、PostgreSQL）`,
      rows: [
        { label: "基準: select 1 を返す素の Fastify ルート p95", seconds: p95(baselineMs) / 1000 },
        {
          label: `人数プレビュー p95（学校全体・学年・クラス＋個別、${COUNTS} 回）`,
          seconds: p95(countMs) / 1000,
          ratio: p95(countMs) / p95(baselineMs),
          target: 0.1,
        },
        ...KIND_LABELS.map((label, i) => ({ label: `　うち${label} p95`, seconds: p95(byKind[i]!) / 1000 })),
      ],
    };
  } finally {
    await close();
  }
}
