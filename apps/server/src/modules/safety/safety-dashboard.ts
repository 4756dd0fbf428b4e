import {
  SAFETY_DASHBOARD_LIST_SIZE,
  type SafetyBreakdownRow,
  type SafetyCounts,
  type SafetyDashboard,
  type SafetyDashboardQuery,
  type SafetyGradeRow,
  type SafetyPeopleList,
  SafetyState,
} from "@gakumu/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { SAFETY_READ_MENUS } from "./safety.menu";
import { safetyRecipient } from "./safety.tables";
import {
  type DashboardScope,
  gradeName,
  type HierarchyView,
  loadHierarchyView,
  PLACEMENT_COLUMNS,
  pathRefs,
  recipientsSeenBy,
  resolveScope,
  scopeCondition,
} from "./safety-dashboard-scope";
import type { SafetyDeps } from "./safety-deps";
import { milestoneRanks, milestonesOf } from "./safety-milestones";
import { recipientRowsOf } from "./safety-recipients";
import { countsOf, findOwnSend, loginUserNames, rate, statusesOf, toItem } from "./safety-results";

// 安否確認結果's live dashboard of one send. Everything is aggregated from safety_recipient on each
// read (the screen asks every few seconds): one grouped statement gives the scope's counts per state,
// the level below and each grade at once (grouping sets, one pass over the scope's rows), then the
// three lists and the ranked answers of the milestones. The placement snapshot makes the drill-down
// count what each class was when the question went out, without a join to members.

type Tally = Omit<SafetyCounts, "answerRate">;

const emptyTally = (): Tally => ({
  recipients: 0,
  answered: 0,
  noContact: 0,
  safe: 0,
  minorInjury: 0,
  seriousInjury: 0,
  read: 0,
});

function add(tally: Tally, state: number, n: number, read: number) {
  tally.recipients += n;
  tally.read += read;
  if (state === SafetyState.NO_CONTACT) tally.noContact += n;
  else tally.answered += n;
  if (state === SafetyState.SAFE) tally.safe += n;
  if (state === SafetyState.MINOR_INJURY) tally.minorInjury += n;
  if (state === SafetyState.SERIOUS_INJURY) tally.seriousInjury += n;
}

const finish = (t: Tally): SafetyCounts => ({ ...t, answerRate: rate(t.answered, t.recipients) });

interface GroupedRow {
  child: string | null;
  grade: number | null;
  state: number;
  /** grouping(child, grade): 1 = by child, 2 = by grade, 3 = the scope's total. */
  g: number;
  n: number;
  read: number;
}

/** The grouped statement of breakdownOf (the benchmark explains it). */
export function breakdownStatement(tenantId: number, sendId: number, scope: DashboardScope) {
  const child = PLACEMENT_COLUMNS[Math.min(scope.path.length, PLACEMENT_COLUMNS.length - 1)]!;
  const { grade, safetyState: state, readAt } = safetyRecipient;
  return sql`
    select ${child} as child, ${grade} as grade, ${state} as state,
           grouping(${child}, ${grade})::int as g, count(*)::int as n, count(${readAt})::int as read
      from ${safetyRecipient}
     where ${scopeCondition(tenantId, sendId, scope)}
     group by grouping sets ((${child}, ${state}), (${grade}, ${state}), (${state}))`;
}

/** Counts per state of the scope, of each node one level down and of each grade, in one pass. */
export async function breakdownOf(db: Db, tenantId: number, sendId: number, scope: DashboardScope) {
  const result = (await db.execute(breakdownStatement(tenantId, sendId, scope))) as unknown as {
    rows: GroupedRow[];
  };
  const total = emptyTally();
  const children = new Map<string | null, Tally>();
  const grades = new Map<number | null, Tally>();
  for (const r of result.rows) {
    const [n, read, s] = [Number(r.n), Number(r.read), Number(r.state)];
    if (Number(r.g) === 3) add(total, s, n, read);
    else if (Number(r.g) === 1) {
      const t = children.get(r.child) ?? emptyTally();
      add(t, s, n, read);
      children.set(r.child, t);
    } else {
      const key = r.grade === null ? null : Number(r.grade);
      const t = grades.get(key) ?? emptyTally();
      add(t, s, n, read);
      grades.set(key, t);
    }
  }
  return { total, children, grades };
}

function childRows(view: HierarchyView, scope: DashboardScope, children: Map<string | null, Tally>) {
  const depth = scope.path.length + 1;
  // A class without smaller units: everyone is "directly on the node", a bar that says nothing new.
  if (depth > PLACEMENT_COLUMNS.length || [...children.keys()].every((code) => code === null)) return [];
  const rows: SafetyBreakdownRow[] = [...children].map(([code, tally]) => ({
    code,
    name:
      code === null
        ? scope.path.length === 0
          ? "所属なし（職員など）"
          : "この所属の直下"
        : (view.index.get(code)?.name ?? code),
    depth,
    drillable: code !== null && depth < PLACEMENT_COLUMNS.length && view.parents.has(code),
    counts: finish(tally),
  }));
  const position = (code: string | null) =>
    code === null ? Number.MAX_SAFE_INTEGER : (view.order.get(code) ?? Number.MAX_SAFE_INTEGER - 1);
  return rows.sort(
    (a, b) => position(a.code) - position(b.code) || (a.code ?? "").localeCompare(b.code ?? ""),
  );
}

function gradeRows(view: HierarchyView, grades: Map<number | null, Tally>): SafetyGradeRow[] {
  return [...grades]
    .sort(([a], [b]) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER))
    .map(([grade, tally]) => ({
      grade,
      name: grade === null ? "学年なし" : gradeName(view, grade),
      counts: finish(tally),
    }));
}

const LIST_STATES = {
  seriousInjury: SafetyState.SERIOUS_INJURY,
  minorInjury: SafetyState.MINOR_INJURY,
  noContact: SafetyState.NO_CONTACT,
} as const;
type ListKey = keyof typeof LIST_STATES;

/**
 * The first people of each list within the scope, in placement order (a class together, to call),
 * named and with their phone numbers in one lookup for the three lists.
 */
async function peopleLists(
  deps: SafetyDeps,
  ctx: RequestContext,
  sendId: number,
  scope: DashboardScope,
  counts: SafetyCounts,
): Promise<Record<ListKey, SafetyPeopleList>> {
  const keys = Object.keys(LIST_STATES) as ListKey[];
  const rowsByList = await Promise.all(
    keys.map((key) =>
      counts[key] === 0
        ? Promise.resolve([])
        : deps.db
            .select()
            .from(safetyRecipient)
            .where(
              and(
                scopeCondition(ctx.tenantId, sendId, scope),
                eq(safetyRecipient.safetyState, LIST_STATES[key]),
              ),
            )
            .orderBy(...PLACEMENT_COLUMNS.map((c) => asc(c)), asc(safetyRecipient.id))
            .limit(SAFETY_DASHBOARD_LIST_SIZE),
    ),
  );
  const shown = await recipientRowsOf(deps, ctx, rowsByList.flat());
  const out = {} as Record<ListKey, SafetyPeopleList>;
  let at = 0;
  keys.forEach((key, i) => {
    const n = rowsByList[i]!.length;
    out[key] = { total: counts[key], items: shown.slice(at, at + n) };
    at += n;
  });
  return out;
}

/** The instants of the first answers ranked `ranks` (1-based, in answer order) within the scope. */
export async function answeredAtRanks(
  db: Db,
  tenantId: number,
  sendId: number,
  scope: DashboardScope,
  ranks: readonly number[],
): Promise<Map<number, Date>> {
  if (ranks.length === 0) return new Map();
  const at = safetyRecipient.firstAnsweredAt;
  // `rn <= max` lets PostgreSQL stop numbering once the last wanted rank is reached.
  const result = (await db.execute(sql`
    select rn, at from (
      select ${at} as at, row_number() over (order by ${at}) as rn
        from ${safetyRecipient}
       where ${scopeCondition(tenantId, sendId, scope)} and ${at} is not null
    ) ranked
     where rn <= ${Math.max(...ranks)} and rn = any(${`{${ranks.join(",")}}`}::bigint[])`)) as unknown as {
    rows: { rn: string | number; at: string | Date }[];
  };
  return new Map(result.rows.map((r) => [Number(r.rn), new Date(r.at)]));
}

export async function safetyDashboard(
  deps: SafetyDeps,
  ctx: RequestContext,
  sendId: number,
  query: SafetyDashboardQuery,
): Promise<SafetyDashboard> {
  requireMenu(ctx, SAFETY_READ_MENUS, "read");
  const [send, view] = await Promise.all([
    findOwnSend(deps.db, ctx, sendId),
    loadHierarchyView(deps.db, ctx.organizationId),
  ]);
  const scope = { ...resolveScope(view, query), members: await recipientsSeenBy(deps.db, ctx) };
  const whole = scope.path.length === 0 && scope.grade === null;
  const [breakdown, statuses, names, sendCounts] = await Promise.all([
    breakdownOf(deps.db, ctx.tenantId, send.id, scope),
    statusesOf(deps, ctx.tenantId, [send]),
    loginUserNames(deps.db, ctx.tenantId, [send.createdByLoginUserId]),
    whole ? null : countsOf(deps.db, ctx.tenantId, [send.id]),
  ]);
  const counts = finish(breakdown.total);
  const ranks = milestoneRanks(counts.recipients, counts.answered);
  const wanted = ranks.map((r) => r.rank).filter((r): r is number => r !== null);
  const [lists, answeredAt] = await Promise.all([
    peopleLists(deps, ctx, send.id, scope, counts),
    answeredAtRanks(deps.db, ctx.tenantId, send.id, scope, wanted),
  ]);
  return {
    send: toItem(send, sendCounts?.get(send.id) ?? counts, statuses.get(send.id) ?? 2, names),
    path: pathRefs(view, scope.path),
    grade: scope.grade === null ? null : { grade: scope.grade, name: gradeName(view, scope.grade) },
    counts,
    children: childRows(view, scope, breakdown.children),
    grades: gradeRows(view, breakdown.grades),
    milestones: milestonesOf(send.sentAt, ranks, answeredAt),
    lists,
    generatedAt: new Date().toISOString(),
  };
}
