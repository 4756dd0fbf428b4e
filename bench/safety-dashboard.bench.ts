// Safety dashboard (issue 14): the drill-down aggregation of one send over 100,000 recipients on
// PostgreSQL, at the school, each hierarchy level down to one class, and by grade; the aggregation
// alone (one grouped statement) and the whole route (gate, session, lists with phone numbers, time to
// 25/50/75 %), against a bare route answering `select 1` in the same run.

import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { breakdownOf, breakdownStatement } from "../apps/server/src/modules/safety/safety-dashboard";
import type { DashboardScope } from "../apps/server/src/modules/safety/safety-dashboard-scope";
import { DEMO_ADMIN, DEMO_RANDOM_SEED, DEMO_TENANT } from "../apps/server/src/seed/demo-school";
import { ensureDemoStudentOrganization } from "../apps/server/src/seed/demo-seed";
import { Random } from "../apps/server/src/seed/random";
import { academicYearOf, addDemoStudents } from "../apps/server/src/seed/seed-members";
import { loginAs } from "../apps/server/test/auth-helpers";
import { startInProcessApp } from "./in-process-app";
import type { BenchResult } from "./report";

const RECIPIENTS = 100_000;
/** Older sends of the same school share the table, as they would after a year of drills. */
const OLDER_SENDS = 2;
const CALLS_PER_LEVEL = 40;
const LEVEL_LABELS = ["学校全体", "学科", "コース", "学年", "組", "学年で絞り込み", "学科×学年"];

const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.95)] ?? 0;

/** A send to every student, with recipients copied from the roster as compose would, 70 % answered. */
async function makeSend(
  database: Awaited<ReturnType<typeof startInProcessApp>>["database"],
  organization: { id: number; tenantId: number },
): Promise<number> {
  const { rows } = await database.executeSql(
    `insert into safety_send (tenant_id, organization_id, title, body_html, body_text, target, send_target, sent_at, status)
     values ($1, $2, '地震発生時の安否確認', '<p>安否を回答してください</p>', '安否を回答してください', '{}'::jsonb, 'ALL', now() - interval '30 minutes', 1)
     returning id`,
    [organization.tenantId, organization.id],
  );
  const sendId = Number((rows[0] as { id: string | number }).id);
  await database.executeSql(
    `insert into safety_recipient (tenant_id, organization_id, safety_send_id, member_id, grade,
       division_cd, section_cd, subsection_cd, unit_cd, subunit_cd)
     select tenant_id, organization_id, $1, id, grade, division_cd, section_cd, subsection_cd, unit_cd, subunit_cd
       from member where organization_id = $2 order by id limit ${RECIPIENTS}`,
    [sendId, organization.id],
  );
  // Answers over the 30 minutes since the send: most safe, a few hurt, 30 % not yet.
  await database.executeSql(
    `update safety_recipient r
        set safety_state = case when x < 0.62 then 1 when x < 0.68 then 2 else 3 end,
            first_answered_at = s.sent_at + (x * interval '30 minutes'),
            answered_at = s.sent_at + (x * interval '30 minutes'),
            read_at = s.sent_at + (x * interval '29 minutes'),
            answer_method = 'MOBILE_APP'
       from (select id, random() as x from safety_recipient where safety_send_id = $1) a, safety_send s
      where r.id = a.id and s.id = $1 and a.x < 0.7`,
    [sendId],
  );
  return sendId;
}

export async function benchSafetyDashboard(): Promise<BenchResult> {
  const { app, database, close } = await startInProcessApp("postgres");
  try {
    const db = database.db;
    const { organization } = await ensureDemoStudentOrganization(database, {});
    const { rows } = await database.executeSql(
      "select count(*)::int as n from member where organization_id = $1",
      [organization.id],
    );
    await addDemoStudents(db, organization, {
      count: RECIPIENTS - (rows[0] as { n: number }).n,
      academicYear: academicYearOf(new Date()),
      seed: DEMO_RANDOM_SEED,
      batchSize: 5000,
    });
    const org = { id: organization.id, tenantId: organization.tenantId };
    for (let i = 0; i < OLDER_SENDS; i++) await makeSend(database, org);
    const sendId = await makeSend(database, org);
    // Statistics as autovacuum's analyze leaves them; the answered rows are not vacuumed (a live spike).
    await database.executeSql("analyze safety_recipient");
    const { rows: counted } = await database.executeSql(
      "select count(*)::int as n from safety_recipient where safety_send_id = $1",
      [sendId],
    );
    const recipients = (counted[0] as { n: number }).n;

    // A path of each depth that holds recipients, and the grades present.
    const { rows: pathRows } = await database.executeSql(
      `select division_cd, section_cd, subsection_cd, unit_cd, subunit_cd, grade, count(*)::int as n
         from safety_recipient where safety_send_id = $1
        group by 1, 2, 3, 4, 5, 6 order by n desc limit 50`,
      [sendId],
    );
    const paths = (pathRows as Record<string, string | number | null>[]).map((r) =>
      [r.division_cd, r.section_cd, r.subsection_cd, r.unit_cd, r.subunit_cd].filter(
        (c): c is string => typeof c === "string" && c !== "",
      ),
    );
    const grades = [
      ...new Set((pathRows as { grade: number | null }[]).map((r) => r.grade).filter((g) => g !== null)),
    ] as number[];
    const deepest = Math.max(...paths.map((p) => p.length));
    const random = new Random(14);
    const nodeAt = (depth: number) => {
      const candidates = paths.filter((p) => p.length >= depth);
      return candidates.length === 0 ? null : random.pick(candidates).slice(0, depth);
    };
    const scopes: (() => { path: string[]; grade: number | null } | null)[] = [
      () => ({ path: [], grade: null }),
      ...[1, 2, 3, 4].map((depth) => () => {
        const path = nodeAt(Math.min(depth, deepest));
        return path && depth <= deepest ? { path, grade: null } : null;
      }),
      () => ({ path: [], grade: random.pick(grades) }),
      () => {
        const path = nodeAt(1);
        return path ? { path, grade: random.pick(grades) } : null;
      },
    ];

    const headers = await loginAs(app, {
      tenantCd: DEMO_TENANT.tenantCd,
      displayUserId: DEMO_ADMIN.loginId,
      password: DEMO_ADMIN.password,
    });
    const aggregateMs: number[][] = scopes.map(() => []);
    const routeMs: number[][] = scopes.map(() => []);
    for (let i = 0; i < CALLS_PER_LEVEL; i++) {
      for (const [k, make] of scopes.entries()) {
        const scope = make();
        if (!scope) continue;
        let started = performance.now();
        await breakdownOf(db, organization.tenantId, sendId, scope);
        aggregateMs[k]!.push(performance.now() - started);
        const node = scope.path.at(-1) ?? "";
        const url = `/app/api/v2/safety/results/${sendId}/dashboard?node=${node}&grade=${scope.grade ?? ""}`;
        started = performance.now();
        const res = await app.inject({ method: "GET", url, headers });
        routeMs[k]!.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (k === 0 && res.json().counts.recipients !== recipients)
          throw new Error(`the school counted ${res.json().counts.recipients} of ${recipients}`);
      }
    }

    // How PostgreSQL reads the school and one class: printed so a slow figure can be told from a bad plan.
    const plans: [string, DashboardScope][] = [
      ["学校全体", { path: [], grade: null }],
      ["組", { path: nodeAt(Math.min(4, deepest)) ?? [], grade: null }],
    ];
    for (const [label, scope] of plans) {
      const plan = (await db.execute(
        sql`explain (analyze, buffers) ${breakdownStatement(organization.tenantId, sendId, scope)}`,
      )) as unknown as { rows: { "QUERY PLAN": string }[] };
      console.log(`\n[実行計画: ${label}]\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
    }

    const bare = Fastify();
    bare.get("/one", async () => (await database.executeSql("select 1 as one")).rows);
    const baselineMs: number[] = [];
    for (let i = 0; i < CALLS_PER_LEVEL * 3; i++) {
      const started = performance.now();
      await bare.inject({ url: "/one" });
      baselineMs.push(performance.now() - started);
    }
    await bare.close();

    const allAggregate = aggregateMs.flat();
    const allRoute = routeMs.flat();
    const measured = LEVEL_LABELS.map((label, i) => ({
      label,
      agg: aggregateMs[i]!,
      route: routeMs[i]!,
    })).filter((m) => m.agg.length > 0);
    return {
      name: `安否確認ダッシュボード: 所属・学年の内訳（1 送信 ${recipients.toLocaleString("ja-JP")} 名、表に ${OLDER_SENDS + 1} 送信分、PostgreSQL）`,
      rows: [
        { label: "基準: select 1 を返す素の Fastify ルート p95", seconds: p95(baselineMs) / 1000 },
        {
          label: `内訳の集計（グループ化 1 文）p95、全階層 ${allAggregate.length} 回`,
          seconds: p95(allAggregate) / 1000,
          ratio: p95(allAggregate) / p95(baselineMs),
          target: 0.2,
        },
        ...measured.map((m) => ({ label: `　うち${m.label} p95`, seconds: p95(m.agg) / 1000 })),
        {
          label: `ダッシュボード全体（ルート、一覧・電話番号・到達時間を含む）p95、${allRoute.length} 回`,
          seconds: p95(allRoute) / 1000,
          ratio: p95(allRoute) / p95(baselineMs),
          target: 0.2,
        },
        ...measured.map((m) => ({ label: `　うち${m.label} p95`, seconds: p95(m.route) / 1000 })),
      ],
    };
  } finally {
    await close();
  }
}
