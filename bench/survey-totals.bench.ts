// Survey totals (issue 15): a survey of 30 questions answered by 10,000 members on PostgreSQL. The
// per-question totals route (rates overall, by class and grade, every question's counts) and one cross
// tabulation by class, through the real routes (gate, session, authority, filters, shaping), against
// the plain SQL GROUP BYs of the same data in the same run.

import {
  type AnswerSeed,
  type SeedQuestion,
  seedSurvey,
} from "../apps/server/src/modules/surveys/totals/totals-fixtures.testing";
import { DEMO_ADMIN, DEMO_RANDOM_SEED, DEMO_TENANT } from "../apps/server/src/seed/demo-school";
import { ensureDemoStudentOrganization } from "../apps/server/src/seed/demo-seed";
import { Random } from "../apps/server/src/seed/random";
import { academicYearOf, addDemoStudents } from "../apps/server/src/seed/seed-members";
import { loginAs } from "../apps/server/test/auth-helpers";
import { startInProcessApp } from "./in-process-app";
import type { BenchResult } from "./report";

const ANSWERS = 10_000;
const RUNS = 40;
const WARMUP = 3;
const R = "/app/api/v2/surveys/results";

const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.95)] ?? 0;

/** 30 questions of every countable type, as a school's longer survey mixes them. */
function questions(): SeedQuestion[] {
  const out: SeedQuestion[] = [];
  const add = (n: number, make: (i: number) => Omit<SeedQuestion, "key">) => {
    for (let i = 0; i < n; i++) out.push({ key: `q${out.length + 1}`, ...make(i) });
  };
  add(8, (i) => ({ answerType: "SELECT_SINGLE", label: `単一選択${i + 1}`, choices: ["A", "B", "C", "D"] }));
  add(5, (i) => ({
    answerType: "SELECT_MULTI",
    label: `複数選択${i + 1}`,
    choices: ["月", "火", "水", "木", "金"],
  }));
  add(5, (i) => ({ answerType: "YES_NO", label: `はい・いいえ${i + 1}` }));
  add(3, (i) => ({ answerType: "ARI_NASHI", label: `あり・なし${i + 1}` }));
  add(3, (i) => ({
    answerType: "LIST",
    label: `リスト${i + 1}`,
    choices: ["1号車", "2号車", "3号車", "4号車", "5号車", "6号車"],
  }));
  add(1, () => ({ answerType: "DIVISION", label: "所属", divisionDepth: 3 }));
  add(2, (i) => ({ answerType: "DATE", label: `日付${i + 1}` }));
  add(1, () => ({ answerType: "CHECKBOX", label: "同意" }));
  add(2, (i) => ({ answerType: "TEXT_MULTI", label: `自由記述${i + 1}` }));
  return out;
}

function answerOf(random: Random, q: SeedQuestion, path: string[]): string[] | string | boolean | undefined {
  if (random.int(1, 20) === 1) return undefined; // a question left empty now and then
  switch (q.answerType) {
    case "SELECT_MULTI":
      return q
        .choices!.filter(() => random.int(0, 1) === 1)
        .concat(q.choices![0]!)
        .filter((v, i, a) => a.indexOf(v) === i);
    case "YES_NO":
      return [random.pick(["はい", "いいえ"])];
    case "ARI_NASHI":
      return [random.pick(["あり", "なし"])];
    case "DIVISION":
      return path.slice(0, 3);
    case "DATE":
      return `2026-12-${String(random.int(1, 28)).padStart(2, "0")}`;
    case "CHECKBOX":
      return random.int(0, 3) > 0;
    case "TEXT_MULTI":
      return random.pick(["特になし", "バスの時間を教えてください", "よろしくお願いします"]);
    default:
      return [random.pick(q.choices!)];
  }
}

async function timed(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  return ms;
}

/** The demo school with 10,000 students and the 30-question survey every one of them answered. */
export async function prepareSurveyTotals(
  database: Awaited<ReturnType<typeof startInProcessApp>>["database"],
) {
  const db = database.db;
  const { organization } = await ensureDemoStudentOrganization(database, {});
  const { rows: counted } = await database.executeSql(
    "select count(*)::int as n from member where organization_id = $1",
    [organization.id],
  );
  const missing = ANSWERS - (counted[0] as { n: number }).n;
  if (missing > 0)
    await addDemoStudents(db, organization, {
      count: missing,
      academicYear: academicYearOf(new Date()),
      seed: DEMO_RANDOM_SEED,
      batchSize: 5000,
    });
  const { rows: memberRows } = await database.executeSql(
    `select id, grade, division_cd, section_cd, subsection_cd, unit_cd, subunit_cd from member
      where organization_id = $1 and deleted_at is null order by id limit ${ANSWERS}`,
    [organization.id],
  );
  const members = memberRows as Record<string, string | number | null>[];
  const random = new Random(15);
  const qs = questions();
  const started = performance.now();
  const surveyId = await seedSurvey(
    db,
    { tenant: { id: organization.tenantId }, organization },
    {
      title: "ベンチマーク用アンケート（30問）",
      questions: qs,
      recipients: members.map((m) => {
        const path = ["division_cd", "section_cd", "subsection_cd", "unit_cd", "subunit_cd"]
          .map((c) => m[c])
          .filter((c): c is string => typeof c === "string");
        const answers: AnswerSeed = {};
        for (const q of qs) {
          const value = answerOf(random, q, path);
          if (value !== undefined) answers[q.key] = value;
        }
        return {
          memberId: Number(m.id),
          grade: m.grade === null ? null : Number(m.grade),
          path,
          answeredAt: new Date(Date.now() - random.int(0, 7 * 86_400) * 1000).toISOString(),
          answers,
        };
      }),
    },
  );
  const seedSeconds = (performance.now() - started) / 1000;
  await database.executeSql("vacuum analyze survey_answer");
  await database.executeSql("vacuum analyze survey_recipient");
  const { rows: answerCount } = await database.executeSql(
    "select count(*)::int as n from survey_answer where survey_id = $1",
    [surveyId],
  );

  return { organization, surveyId, members, qs, seedSeconds, answerCount };
}

export async function benchSurveyTotals(): Promise<BenchResult> {
  const { app, database, close } = await startInProcessApp("postgres");
  try {
    const { organization, surveyId, members, qs, seedSeconds, answerCount } =
      await prepareSurveyTotals(database);
    const headers = await loginAs(app, {
      tenantCd: DEMO_TENANT.tenantCd,
      displayUserId: DEMO_ADMIN.loginId,
      password: DEMO_ADMIN.password,
    });
    const first = await app.inject({ method: "GET", url: `${R}/${surveyId}/totals`, headers });
    if (first.statusCode !== 200) throw new Error(`totals: ${first.statusCode} ${first.body}`);
    const totals = first.json() as { answered: number; classLevel: number; byClass: unknown[] };
    if (totals.answered !== members.length)
      throw new Error(`answered ${totals.answered} of ${members.length}`);
    const levelColumn = ["division_cd", "section_cd", "subsection_cd", "unit_cd", "subunit_cd"][
      totals.classLevel - 1
    ]!;
    const crossUrl = `${R}/${surveyId}/cross?question=q1&by=level:${totals.classLevel}`;

    const totalsMs = await timed(RUNS, async () => {
      const res = await app.inject({ method: "GET", url: `${R}/${surveyId}/totals`, headers });
      if (res.statusCode !== 200) throw new Error(`totals: ${res.statusCode}`);
    });
    const crossMs = await timed(RUNS, async () => {
      const res = await app.inject({ method: "GET", url: crossUrl, headers });
      if (res.statusCode !== 200) throw new Error(`cross: ${res.statusCode} ${res.body}`);
    });
    // The same counts as bare statements: every choice question's values, and q1 by class.
    const { rows: q1 } = await database.executeSql(
      "select id from survey_question where survey_id = $1 and key = 'q1'",
      [surveyId],
    );
    const q1Id = Number((q1[0] as { id: string | number }).id);
    const bareTotalsMs = await timed(RUNS, () =>
      database.executeSql(
        `select a.question_id, v, count(*) from survey_answer a
          cross join lateral unnest(a.choice_values) as v
          where a.tenant_id = $1 and a.survey_id = $2 group by 1, 2`,
        [organization.tenantId, surveyId],
      ),
    );
    const bareCrossMs = await timed(RUNS, () =>
      database.executeSql(
        `select a.choice_values[1], r.${levelColumn}, count(*) from survey_answer a
          join survey_recipient r on r.id = a.recipient_id
          where a.tenant_id = $1 and a.survey_id = $2 and a.question_id = $3 group by 1, 2`,
        [organization.tenantId, surveyId, q1Id],
      ),
    );
    const count = (answerCount[0] as { n: number }).n;
    return {
      name: `アンケート集計（${members.length.toLocaleString("ja-JP")} 件の回答 × ${qs.length} 問 = 回答行 ${count.toLocaleString("ja-JP")}、PostgreSQL）`,
      rows: [
        { label: "準備: アンケートと回答の書き込み", seconds: seedSeconds },
        {
          label: "基準: 素の SQL GROUP BY（全選択式の質問の値ごとの件数）p95",
          seconds: p95(bareTotalsMs) / 1000,
        },
        {
          label: `質問ごとの集計ルート p95（回答率・クラス別・学年別・全30問、${RUNS} 回）`,
          seconds: p95(totalsMs) / 1000,
          ratio: p95(totalsMs) / p95(bareTotalsMs),
          target: 0.3,
        },
        { label: "基準: 素の SQL GROUP BY（1問 × クラス）p95", seconds: p95(bareCrossMs) / 1000 },
        {
          label: `クロス集計ルート p95（1問 × クラス ${totals.byClass.length} 組、${RUNS} 回）`,
          seconds: p95(crossMs) / 1000,
          ratio: p95(crossMs) / p95(bareCrossMs),
          target: 0.3,
        },
      ],
    };
  } finally {
    await close();
  }
}

// `npx tsx bench/survey-totals.bench.ts` runs this one alone.
if (process.argv[1]?.endsWith("survey-totals.bench.ts")) {
  const { printResult } = await import("./report");
  printResult(await benchSurveyTotals());
}
