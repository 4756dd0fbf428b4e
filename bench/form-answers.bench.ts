import crypto from "node:crypto";
import Fastify from "fastify";
import { apiHeaders, loginAs } from "../apps/server/test/auth-helpers";
import { createForm, issueKey, publish, sampleDefinition } from "../apps/server/test/forms/form-test-kit";
import { createPermissionTenant } from "../apps/server/test/permissions/permission-fixtures";
import { type BenchDatabaseKind, percentiles, startInProcessApp } from "./in-process-app";
import type { BenchResult } from "./report";

const SUBMISSIONS = 1_000;
/** Requests in flight at once, as a burst of applicants right after a link is mailed. */
const CONCURRENCY = 10;

const choices = (...labels: string[]) => labels.map((label, i) => ({ value: String(i + 1), label }));

/** A 20-item application form of the kinds schools ask most, answered without login. */
export function twentyItemForm() {
  const text = (itemKey: string, label: string, extra: object = {}) => ({
    itemKey,
    itemType: "TEXT_SINGLE",
    label,
    required: true,
    validation: { maxLength: 50 },
    ...extra,
  });
  const items = [
    text("name", "氏名"),
    text("nameKana", "氏名（カナ）", { validation: { maxLength: 50, format: "kana" } }),
    { itemKey: "birthday", itemType: "DATE", label: "生年月日", required: true },
    {
      itemKey: "gender",
      itemType: "SELECT",
      label: "性別",
      required: true,
      choices: choices("男", "女", "回答しない"),
    },
    { itemKey: "tel", itemType: "TEL_NO", label: "電話番号", required: true },
    { itemKey: "mail", itemType: "MAIL_ADDRESS", label: "メールアドレス", required: true },
    { itemKey: "address", itemType: "ADDRESS", label: "住所", required: true },
    { itemKey: "school", itemType: "SCHOOL", label: "出身中学校", required: true },
    { itemKey: "graduation", itemType: "DATE", label: "卒業見込み日" },
    {
      itemKey: "course",
      itemType: "SELECT",
      label: "志望学科",
      required: true,
      choices: choices("普通科", "理数科", "商業科"),
    },
    { itemKey: "second", itemType: "LIST", label: "第2志望", choices: choices("普通科", "理数科", "商業科") },
    {
      itemKey: "clubs",
      itemType: "MULTIPLE",
      label: "興味のある部活動",
      choices: choices("野球", "吹奏楽", "美術", "陸上"),
    },
    {
      itemKey: "score",
      itemType: "NUMBER",
      label: "英語検定（級）",
      validation: { minValue: 1, maxValue: 5 },
    },
    text("guardian", "保護者氏名"),
    { itemKey: "guardianTel", itemType: "TEL_NO", label: "保護者電話番号", required: true },
    {
      itemKey: "visit",
      itemType: "PLAN_DATE",
      label: "個別相談の希望日",
      choices: [
        { value: "2027-01-10", label: "2027-01-10" },
        { value: "2027-01-17", label: "2027-01-17" },
      ],
    },
    { itemKey: "reason", itemType: "TEXT_MULTI", label: "志望理由", validation: { maxLength: 800 } },
    { itemKey: "note", itemType: "TEXT_MULTI", label: "連絡事項" },
    {
      itemKey: "howKnown",
      itemType: "MULTIPLE",
      label: "本校を知ったきっかけ",
      choices: choices("説明会", "Web", "知人"),
    },
    { itemKey: "consent", itemType: "CHECKBOX", label: "個人情報の取り扱いに同意する", required: true },
  ];
  return sampleDefinition({
    loginRequired: 0,
    sections: [{ title: "出願情報", items }],
    messages: [],
  });
}

export const ANSWER = {
  name: "東雲　花子",
  nameKana: "シノノメ　ハナコ",
  birthday: "2011-05-20",
  gender: "2",
  tel: "090-1234-5678",
  mail: "hanako@example.jp",
  address: { postalCd: "100-0001", prefectureCd: "13", address1: "千代田区千代田1-1", address2: "" },
  school: { schoolCd: null, schoolName: "千代田区立第一中学校" },
  graduation: "2027-03-20",
  course: "2",
  second: "1",
  clubs: ["2", "3"],
  score: 3,
  guardian: "東雲　一郎",
  guardianTel: "03-1234-5678",
  visit: "2027-01-10",
  reason: "理数科で数学をさらに深く学びたいと考え、志望しました。".repeat(4),
  note: "",
  howKnown: ["1"],
  consent: true,
};

/** Runs `count` calls, `concurrency` at a time; returns each call's milliseconds and the wall time. */
async function drive(count: number, concurrency: number, call: (i: number) => Promise<void>) {
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await call(i);
        timings.push(performance.now() - t0);
      }
    }),
  );
  return { timings, seconds: (performance.now() - started) / 1000 };
}

async function benchKind(kind: BenchDatabaseKind): Promise<BenchResult> {
  // Every answer writes its completion mail to the outbox with its sending job. The queue is there;
  // its workers are not, so the figure is the answer's own cost, not that of the SMTP deliveries.
  const { app, database, close } = await startInProcessApp(kind, { jobs: "queue" });
  try {
    const school = await createPermissionTenant(database.db);
    const admin = await loginAs(app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
    const created = await createForm(app, admin, twentyItemForm());
    const form = await publish(app, admin, created);
    const { accessKeyValue } = await issueKey(app, admin, form.formId);
    const headers = { ...apiHeaders, "x-access-key": accessKeyValue };

    const submit = async () => {
      const res = await app.inject({
        method: "POST",
        url: "/app/form-api/form-answer/submit",
        headers,
        payload: { formId: form.formId, values: ANSWER, submissionToken: crypto.randomUUID() },
      });
      if (res.statusCode !== 200) throw new Error(`submit answered ${res.statusCode}: ${res.body}`);
    };
    await submit(); // warm-up: the first call compiles the form's schema and fills caches
    const answers = await drive(SUBMISSIONS, CONCURRENCY, submit);

    // Baseline: the same JSON posted to a bare Fastify route that inserts it as one row, same database.
    await database.executeSql("create table bench_bare_answer (id serial primary key, body jsonb not null)");
    const bare = Fastify();
    bare.post("/answer", async (request) => {
      await database.executeSql("insert into bench_bare_answer (body) values ($1)", [
        JSON.stringify(request.body),
      ]);
      return { ok: true };
    });
    const payload = { formId: form.formId, values: ANSWER, submissionToken: crypto.randomUUID() };
    const baseline = await drive(SUBMISSIONS, CONCURRENCY, async () => {
      await bare.inject({ method: "POST", url: "/answer", headers: apiHeaders, payload });
    });
    await bare.close();

    const rate = SUBMISSIONS / answers.seconds;
    const bareRate = SUBMISSIONS / baseline.seconds;
    const p99 = percentiles(answers.timings).p99;
    const bareP99 = percentiles(baseline.timings).p99;
    const label = kind === "postgres" ? "PostgreSQL" : "組み込みデータベース（PGlite）";
    console.log(
      `  ${label}: 回答送信 ${rate.toFixed(0)} 件/秒、素の INSERT ${bareRate.toFixed(0)} 件/秒 → ${((rate / bareRate) * 100).toFixed(0)}%` +
        (kind === "postgres" ? "（目標 50% 以上）" : ""),
    );
    return {
      name: `フォーム回答の送信 POST /app/form-api/form-answer/submit（20 項目、${SUBMISSIONS} 件、同時 ${CONCURRENCY}、${label}）`,
      rows: [
        {
          label: "基準: 同じ JSON を 1 行 INSERT する素の Fastify ルート、1 件あたり",
          seconds: 1 / bareRate,
        },
        { label: "回答送信 1 件あたり（= 1 / 件毎秒）", seconds: 1 / rate, ratio: bareRate / rate },
        { label: "基準 p99", seconds: bareP99 / 1000 },
        { label: "回答送信 p99", seconds: p99 / 1000, ratio: p99 / bareP99 },
      ],
    };
  } finally {
    await close();
  }
}

/** Answer submission against a bare one-row insert, on PostgreSQL and on the embedded database. */
export async function benchFormAnswers(): Promise<BenchResult[]> {
  return [await benchKind("postgres"), await benchKind("pglite")];
}
