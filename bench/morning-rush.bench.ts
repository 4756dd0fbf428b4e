import os from "node:os";
import {
  CONTACT_BASE,
  CONTACT_PUBLIC_BASE,
  formatDate,
  HEALTH_CARE_BASE,
  HEALTH_LINK_API,
} from "@gakumu/domain";
import pg from "pg";
import { BARE_INSERT_PATH, BARE_TABLE, STATEMENTS_PATH } from "./bare-insert";
import { drivePaced, drivePost, type LoadFigures, startBenchServer } from "./http-load";
import { createScratchPostgres } from "./in-process-app";
import {
  CLASS_SIZE,
  classCodes,
  fillTheDay,
  healthKeyOf,
  memberNameOf,
  memberNoOf,
  type RushSchool,
  seedRushSchool,
} from "./morning-rush-school";
import type { BenchResult, BenchRow } from "./report";
import { type Counted, loginAdmin, requestCosts } from "./request-costs";

// The 7:00–8:30 morning rush (issue 16): a school group of 100,000 members on PostgreSQL; families post
// 30,000 contacts (欠席・遅刻) through their class's web link and members post 30,000 health
// observations through their personal health link, over real HTTP from this process while the server
// (ROLE=all: web and job workers) runs as its own. Beside them, the bare insert route of the same
// server, measured the same way in the same run. Then the class board of today (連絡一覧) and the
// health screens with every report in place, and at the end: every 2xx post is a stored row.

const MEMBERS = Number(process.env.BENCH_RUSH_MEMBERS ?? 100_000);
/** Posts of each kind per measured run (contacts, and as many health observations). */
const POSTS = Number(process.env.BENCH_RUSH_POSTS ?? 30_000);
/** Connections of the closed-loop (capacity) runs; "0" leaves them out and measures the rush pace only. */
const CONNECTIONS = (process.env.BENCH_RUSH_CONNECTIONS ?? "20")
  .split(",")
  .map(Number)
  .filter((c) => c > 0);
const WARM_UP = Math.min(1_000, Math.floor(POSTS / 10));
const BOARD_GETS = 200;
/** How long the posts also run at the rush's own pace (both kinds at once), for its latency. */
const PACED_SECONDS = Number(process.env.BENCH_RUSH_PACED_SECONDS ?? 120);
/** 30,000 contacts and 30,000 observations in the 30 minutes of the rush. */
const MORNING_PER_KIND = 30_000;
const RUSH_PER_SECOND = (2 * MORNING_PER_KIND) / 1_800;
const TARGET_P99_MS = 100;
const TARGET_BOARD_P95_MS = 100;

const today = () => formatDate(new Date(), "yyyy-MM-dd");

/**
 * The n-th post's member: classes in turn, so each class's board fills as the morning goes on and
 * every post of a kind is a different student (n < members).
 */
function memberOf(n: number, classes: number, members: number) {
  const m = (n % classes) * CLASS_SIZE + Math.floor(n / classes);
  if (m >= members || Math.floor(n / classes) >= CLASS_SIZE)
    throw new Error(`post ${n} has no member of its own`);
  return { m, c: n % classes };
}

/** Mostly 欠席 (体調不良 with a fever, 通院, 家庭の事情), one in four 遅刻 with the arrival time. */
export function contactBody(school: RushSchool, n: number, members: number) {
  const { m, c } = memberOf(n, school.classes, members);
  const who = {
    key: school.classKeys[c]!,
    memberNo: memberNoOf(m),
    memberName: memberNameOf(m),
    date: today(),
  };
  if (n % 4 === 3)
    return {
      ...who,
      typeId: school.lateTypeId,
      reason: n % 8 === 3 ? "交通機関の遅れ" : "通院",
      arrivalTime: "10:30",
      note: n % 8 === 3 ? "電車の遅延のため" : null,
    };
  if (n % 4 === 0)
    return {
      ...who,
      typeId: school.absenceTypeId,
      reason: "体調不良",
      symptoms: ["発熱", "頭痛"],
      temperature: 38.2,
      note: "朝から熱があります",
    };
  return { ...who, typeId: school.absenceTypeId, reason: n % 4 === 1 ? "通院" : "家庭の事情" };
}

/** Most members well (36.x ℃), one in 25 with a fever of 38.0 ℃, one in 10 with a headache. */
export function healthBody(school: RushSchool, n: number, members: number) {
  const { m } = memberOf(n, school.classes, members);
  const fever = n % 25 === 7;
  return {
    key: healthKeyOf(m),
    temperature: fever ? 38.0 : (362 + (n % 7)) / 10,
    symptomIds: fever || n % 10 === 3 ? [school.symptomId] : [],
    note: fever ? "朝から熱っぽい" : "",
  };
}

async function countStored(databaseUrl: string, school: RushSchool) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string, values: unknown[] = []) =>
      Number((await client.query(sql, values)).rows[0].n);
    const org = [school.tenantId, school.organizationId];
    return {
      contacts: await one(
        "select count(*) as n from contact where tenant_id = $1 and organization_id = $2 and via = 'WEB'",
        org,
      ),
      withdrawKeys: await one(
        "select count(*) as n from non_login_access_key where tenant_id = $1 and data_type = 'CONTACT_FROM_MEMBER' and member_id is not null",
        [school.tenantId],
      ),
      observations: await one(
        "select count(*) as n from health_observation where tenant_id = $1 and organization_id = $2 and source = 'WEB_LINK'",
        org,
      ),
      fevers: await one(
        "select count(*) as n from health_observation where tenant_id = $1 and organization_id = $2 and fever",
        org,
      ),
      alerts: await one(
        "select count(*) as n from health_alert where tenant_id = $1 and organization_id = $2",
        org,
      ),
      notices: await one("select count(*) as n from staff_notice where tenant_id = $1", [school.tenantId]),
      bare: await one(`select count(*) as n from ${BARE_TABLE}`),
    };
  } finally {
    await client.end();
  }
}

const failures = (f: LoadFigures) =>
  f.non2xx + f.errors + f.timeouts === 0
    ? "エラーなし"
    : `2xx 以外 ${f.non2xx} 件、接続エラー ${f.errors} 件、タイムアウト ${f.timeouts} 件`;

const percentile = (ms: number[], q: number) =>
  [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;

function postRows(label: string, route: string, f: Counted, bare: Counted): BenchRow[] {
  return [
    { label: `${route} ${label}`, perSecond: f.perSecond, ratio: f.perSecond / bare.perSecond },
    { label: `${route} p50 ${label}`, seconds: f.p50Ms / 1000, ratio: f.p50Ms / Math.max(bare.p50Ms, 0.001) },
    // Capacity, not the rush: every connection sends again as soon as it is answered, so the latency
    // here is mostly the queue. The p99 target is checked at the rush's own pace (pacedRows).
    { label: `${route} p99 ${label}`, seconds: f.p99Ms / 1000, ratio: f.p99Ms / Math.max(bare.p99Ms, 0.001) },
  ];
}

/** Latency at the rush's own pace, against the bare insert at the same pace. */
function pacedRows(route: string, f: LoadFigures, bare: LoadFigures): BenchRow[] {
  const ratio = (a: number, b: number) => a / Math.max(b, 0.001);
  return [
    { label: `${route} p50 朝の集中の速さ`, seconds: f.p50Ms / 1000, ratio: ratio(f.p50Ms, bare.p50Ms) },
    {
      label: `${route} p99 朝の集中の速さ`,
      seconds: f.p99Ms / 1000,
      ratio: ratio(f.p99Ms, bare.p99Ms),
      target: TARGET_P99_MS / 1000,
    },
  ];
}

export async function benchMorningRush(): Promise<BenchResult> {
  const pacedPerKind = Math.round((PACED_SECONDS * RUSH_PER_SECOND) / 2);
  if (WARM_UP + POSTS * CONNECTIONS.length + pacedPerKind > MEMBERS)
    throw new Error("BENCH_RUSH_POSTS × 接続数 + ウォームアップがメンバー数を超えています（1 人 1 件ずつ）");
  const scratch = await createScratchPostgres();
  try {
    const seedStarted = performance.now();
    const school = await seedRushSchool(scratch.url, MEMBERS);
    console.log(
      `  準備: ${MEMBERS.toLocaleString("ja-JP")} 人・${school.classes.toLocaleString("ja-JP")} クラスの学校、クラスごとの連絡用リンク、全員の体調報告リンク（${((performance.now() - seedStarted) / 1000).toFixed(1)} 秒）`,
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
      const staff = await loginAdmin(server.url, school.tenantCd);
      const counted = requestCosts(server, scratch.url, 8);
      // Posts are handed out in order: no member reports twice in a kind.
      let nextContact = 0;
      let nextHealth = 0;
      let nextBare = 0;
      const load = (
        url: string,
        connections: number,
        amount: number,
        body: (n: number) => unknown,
        rate?: number,
      ) => {
        const run = { url, connections, amount, headers: { "x-requested-by": "gakumu-bench" }, body };
        return rate === undefined ? drivePost(run) : drivePaced({ ...run, perSecond: rate });
      };
      const contactLoad = (connections: number, amount: number, rate?: number) => {
        const first = nextContact;
        nextContact += amount;
        const body = (n: number) => contactBody(school, first + n, MEMBERS);
        return load(`${server.url}${CONTACT_PUBLIC_BASE}`, connections, amount, body, rate);
      };
      const healthLoad = (connections: number, amount: number, rate?: number) => {
        const first = nextHealth;
        nextHealth += amount;
        const body = (n: number) => healthBody(school, first + n, MEMBERS);
        return load(`${server.url}${HEALTH_LINK_API}`, connections, amount, body, rate);
      };
      const bareLoad = (connections: number, amount: number, rate?: number) => {
        const first = nextBare;
        nextBare += amount;
        const body = (n: number) => contactBody(school, first + n, MEMBERS);
        return load(`${server.url}${BARE_INSERT_PATH}`, connections, amount, body, rate);
      };
      const contactRun = (connections: number, amount: number) =>
        counted(() => contactLoad(connections, amount));
      const healthRun = (connections: number, amount: number) =>
        counted(() => healthLoad(connections, amount));
      const bareRun = (connections: number, amount: number) => counted(() => bareLoad(connections, amount));

      const loadBefore = os.loadavg()[0]!;
      const warm = [await contactRun(10, WARM_UP), await healthRun(10, WARM_UP), await bareRun(10, WARM_UP)];
      const figures = new Map<number, { contact: Counted; health: Counted; bare: Counted }>();
      for (const connections of CONNECTIONS)
        figures.set(connections, {
          contact: await contactRun(connections, POSTS),
          health: await healthRun(connections, POSTS),
          bare: await bareRun(connections, POSTS),
        });
      // The rush at its own pace: contacts and observations at once, 16.7 of each per second, as
      // families and students send them; then the bare insert at the same total pace.
      const perKind = RUSH_PER_SECOND / 2;
      const [pacedContact, pacedHealth] = await Promise.all([
        contactLoad(20, pacedPerKind, perKind),
        healthLoad(20, pacedPerKind, perKind),
      ]);
      const pacedBare = await bareLoad(20, 2 * pacedPerKind, RUSH_PER_SECOND);
      const loadAfterPosts = os.loadavg()[0]!;

      // The screens with the whole morning in place (the day topped up to 30,000 of each kind).
      const filled = await fillTheDay(scratch.url, school, today(), Math.min(MORNING_PER_KIND, MEMBERS));
      if (filled.contacts + filled.observations > 0)
        console.log(
          `  画面の前に今日の残り（メンバーアプリから）を SQL で追加: 連絡 ${filled.contacts} 件、体調報告 ${filled.observations} 件`,
        );
      // The screens: GETs one after another over classes in turn.
      const timedGets = async (path: (i: number) => string) => {
        const ms: number[] = [];
        let failed = 0;
        for (let i = 0; i < BOARD_GETS; i++) {
          const started = performance.now();
          const res = await fetch(`${server.url}${path(i)}`, { headers: staff });
          await res.arrayBuffer();
          ms.push(performance.now() - started);
          if (res.status !== 200) failed++;
        }
        return { p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), failed };
      };
      // Classes that had reports: the first classes of the round, spread over the school.
      const classOf = (i: number) => classCodes((i * 37) % school.classes)[2];
      const firstBoard = (await (
        await fetch(`${server.url}${CONTACT_BASE}/board?node=${classOf(0)}`, { headers: staff })
      ).json()) as { items?: unknown[] };
      const screens = {
        bare: await timedGets(() => STATEMENTS_PATH),
        board: await timedGets((i) => `${CONTACT_BASE}/board?node=${classOf(i)}`),
        observations: await timedGets((i) => `${HEALTH_CARE_BASE}/observations?classCd=${classOf(i)}`),
        dashboard: await timedGets(() => `${HEALTH_CARE_BASE}/dashboard`),
      };
      console.log(
        `  負荷（1 分平均 loadavg, CPU ${os.cpus().length} 個、他の作業と共用）: 開始時 ${loadBefore.toFixed(1)}、投稿後 ${loadAfterPosts.toFixed(1)}、終了時 ${os.loadavg()[0]!.toFixed(1)}`,
      );

      // Let the queued staff-notice jobs settle; they do not change the posts.
      const stored = await countStored(scratch.url, school);
      const sum = (list: Counted[]) => list.reduce((s, f) => s + f.ok, 0);
      const runs = [...figures.values()];
      const okContacts = warm[0]!.ok + sum(runs.map((r) => r.contact)) + pacedContact.ok;
      const okHealth = warm[1]!.ok + sum(runs.map((r) => r.health)) + pacedHealth.ok;
      const okBare = warm[2]!.ok + sum(runs.map((r) => r.bare)) + pacedBare.ok;
      const feversSent = [...Array(nextHealth).keys()].filter(
        (n) => healthBody(school, n, MEMBERS).temperature >= 37.5,
      ).length;
      console.log(
        `  連絡 2xx ${okContacts} 件 → 連絡の行 ${stored.contacts} 行（失われた連絡 ${okContacts - stored.contacts} 件）、取消用キー ${stored.withdrawKeys} 件；` +
          `体調報告 2xx ${okHealth} 件 → 体調の行 ${stored.observations} 行（失われた報告 ${okHealth - stored.observations} 件）、発熱 ${stored.fevers} 行（送った発熱 ${feversSent} 件）、` +
          `クラスのアラート ${stored.alerts} 件、職員通知 ${stored.notices} 件；素の INSERT 2xx ${okBare} 件 → ${stored.bare} 行`,
      );
      for (const [connections, f] of figures) {
        const rushPerSecond = (f.contact.ok + f.health.ok) / (f.contact.seconds + f.health.seconds);
        console.log(
          `  同時 ${connections}: 連絡と体調報告あわせて ${rushPerSecond.toFixed(0)} 件/秒 = 朝の集中（30 分で 60,000 件、${RUSH_PER_SECOND.toFixed(1)} 件/秒）の ${(rushPerSecond / RUSH_PER_SECOND).toFixed(1)} 倍`,
        );
        for (const [name, run] of [
          ["連絡（Webリンク）", f.contact],
          ["体調報告（Webリンク）", f.health],
          ["素の INSERT", f.bare],
        ] as const)
          console.log(
            `    ${name}: ${run.seconds.toFixed(1)} 秒 ${failures(run)}（SQL ${run.statementsPerRequest.toFixed(1)} 文/件、CPU サーバー ${run.cpuMs.server.toFixed(2)} ms・PostgreSQL ${run.cpuMs.postgres.toFixed(2)} ms/件）`,
          );
      }
      console.log(
        `  朝の集中の速さで ${PACED_SECONDS} 秒（連絡と体調報告を同時に各 ${perKind.toFixed(1)} 件/秒、同時 20 接続まで）: 連絡 ${pacedContact.ok} 件 ${failures(pacedContact)}、体調報告 ${pacedHealth.ok} 件 ${failures(pacedHealth)}、素の INSERT ${pacedBare.ok} 件 ${failures(pacedBare)}`,
      );
      console.log(
        `  画面（${BOARD_GETS} 回ずつ順に、管理者でログイン）: 連絡一覧の最初のクラスに ${firstBoard.items?.length ?? "?"} 件；` +
          `失敗 連絡一覧 ${screens.board.failed}・体調報告一覧 ${screens.observations.failed}・ダッシュボード ${screens.dashboard.failed} 件`,
      );
      const screenRows = (label: string, s: { p50: number; p95: number }, target?: number): BenchRow[] => [
        { label: `${label} p50`, seconds: s.p50 / 1000, ratio: s.p50 / Math.max(screens.bare.p50, 0.001) },
        {
          label: `${label} p95`,
          seconds: s.p95 / 1000,
          ratio: s.p95 / Math.max(screens.bare.p95, 0.001),
          ...(target === undefined ? {} : { target: target / 1000 }),
        },
      ];
      return {
        name: `朝の集中 7:00–8:30: 連絡 ${CONTACT_PUBLIC_BASE} と体調報告 ${HEALTH_LINK_API} を実 HTTP で（${MEMBERS.toLocaleString("ja-JP")} 人・${school.classes.toLocaleString("ja-JP")} クラス、PostgreSQL、各 ${POSTS.toLocaleString("ja-JP")} 件、共用マシン）`,
        rows: [
          ...CONNECTIONS.flatMap((c) => {
            const f = figures.get(c)!;
            const label = `同時 ${c} 接続`;
            return [
              { label: `基準: 素の 1 行 INSERT ルート ${label}`, perSecond: f.bare.perSecond },
              { label: `基準 p50 ${label}`, seconds: f.bare.p50Ms / 1000 },
              { label: `基準 p99 ${label}`, seconds: f.bare.p99Ms / 1000 },
              ...postRows(label, "連絡（Webリンク）", f.contact, f.bare),
              ...postRows(label, "体調報告（Webリンク）", f.health, f.bare),
            ];
          }),
          { label: "基準: 素の 1 行 INSERT ルート p50 朝の集中の速さ", seconds: pacedBare.p50Ms / 1000 },
          { label: "基準: 素の 1 行 INSERT ルート p99 朝の集中の速さ", seconds: pacedBare.p99Ms / 1000 },
          ...pacedRows("連絡（Webリンク）", pacedContact, pacedBare),
          ...pacedRows("体調報告（Webリンク）", pacedHealth, pacedBare),
          { label: "基準: 素の GET ルート p50", seconds: screens.bare.p50 / 1000 },
          { label: "基準: 素の GET ルート p95", seconds: screens.bare.p95 / 1000 },
          ...screenRows("今日の連絡一覧（1 クラス）", screens.board, TARGET_BOARD_P95_MS),
          ...screenRows("今日の体調報告一覧（1 クラス）", screens.observations, TARGET_BOARD_P95_MS),
          ...screenRows("今日の体調ダッシュボード（学校全体とクラスごと）", screens.dashboard),
        ],
      };
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}
