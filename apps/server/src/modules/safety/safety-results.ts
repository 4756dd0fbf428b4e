import {
  NotificationStatus,
  NotificationType,
  type PushTarget,
  SAFETY_SEND_PAGE_SIZE,
  type SafetyCounts,
  type SafetySendDetail,
  type SafetySendItem,
  type SafetySendPage,
  SendTarget,
  safetyDisplayTitle,
} from "@gakumu/domain";
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { loginUser } from "../../platform/auth/login-user.tables";
import { NotFoundError } from "../../platform/errors/app-error";
import { listGrades } from "../../platform/hierarchy/hierarchy.service";
import { groupNamesByIds } from "../member-groups/group-targets";
import { loadHierarchy } from "../members/member-hierarchy";
import { SAFETY_READ_MENUS } from "./safety.menu";
import { safetyDispatch, safetyRecipient, safetySend } from "./safety.tables";
import type { SafetyDeps } from "./safety-deps";
import type { SendRow } from "./safety-dispatch";

// 安否確認結果's basic list and a send's detail: status, answer rate and counts per state, all
// aggregated from safety_recipient (no counters on the send: a spike of answers would queue on one row).

export const resultMessages = { notFound: "安否確認が見つかりません。" } as const;

type Owner = Pick<RequestContext, "tenantId" | "organizationId">;

export const ofOrganization = (ctx: Owner) =>
  and(eq(safetySend.tenantId, ctx.tenantId), eq(safetySend.organizationId, ctx.organizationId));

export async function findOwnSend(db: Db, ctx: Owner, id: number): Promise<SendRow> {
  const [row] = await db
    .select()
    .from(safetySend)
    .where(and(ofOrganization(ctx), eq(safetySend.id, id)));
  if (!row) throw new NotFoundError(resultMessages.notFound);
  return row;
}

const EMPTY: Omit<SafetyCounts, "answerRate"> = {
  recipients: 0,
  answered: 0,
  noContact: 0,
  safe: 0,
  minorInjury: 0,
  seriousInjury: 0,
  read: 0,
};

/** Percent with one decimal. */
export const rate = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;

/** Counts per state of each send, one grouped statement over the state index. */
export async function countsOf(
  db: Db,
  tenantId: number,
  sendIds: readonly number[],
): Promise<Map<number, SafetyCounts>> {
  const out = new Map<number, SafetyCounts>();
  if (sendIds.length === 0) return out;
  const rows = await db
    .select({
      sendId: safetyRecipient.safetySendId,
      state: safetyRecipient.safetyState,
      n: count(),
      read: count(safetyRecipient.readAt),
    })
    .from(safetyRecipient)
    .where(and(eq(safetyRecipient.tenantId, tenantId), inArray(safetyRecipient.safetySendId, [...sendIds])))
    .groupBy(safetyRecipient.safetySendId, safetyRecipient.safetyState);
  const raw = new Map<number, Omit<SafetyCounts, "answerRate">>();
  for (const r of rows) {
    const c = raw.get(r.sendId) ?? { ...EMPTY };
    c.recipients += r.n;
    c.read += r.read;
    if (r.state === 0) c.noContact += r.n;
    else c.answered += r.n;
    if (r.state === 1) c.safe += r.n;
    if (r.state === 2) c.minorInjury += r.n;
    if (r.state === 3) c.seriousInjury += r.n;
    raw.set(r.sendId, c);
  }
  for (const id of sendIds) {
    const c = raw.get(id) ?? { ...EMPTY };
    out.set(id, { ...c, answerRate: rate(c.answered, c.recipients) });
  }
  return out;
}

/** The engine's word on the first dispatch, written back once final. */
export async function statusesOf(deps: SafetyDeps, tenantId: number, rows: readonly SendRow[]) {
  const ids = rows.map((r) => r.deliveryId).filter((id): id is number => id !== null);
  const summaries = ids.length > 0 ? await deps.delivery.summaries(tenantId, ids) : new Map();
  const out = new Map<number, 1 | 2 | 3 | 9>();
  for (const row of rows) {
    const engine = row.deliveryId === null ? undefined : summaries.get(row.deliveryId)?.status;
    const status = (engine ?? row.status) as 1 | 2 | 3 | 9;
    out.set(row.id, status);
    if (
      status !== row.status &&
      (status === NotificationStatus.COMPLETED || status === NotificationStatus.FAILED)
    )
      await deps.db
        .update(safetySend)
        .set({ status })
        .where(and(eq(safetySend.tenantId, tenantId), eq(safetySend.id, row.id)));
  }
  return out;
}

export async function loginUserNames(db: Db, tenantId: number, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const users = await db
    .select({ id: loginUser.id, name: loginUser.name })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, tenantId), inArray(loginUser.id, wanted)));
  return new Map(users.map((u) => [u.id, u.name]));
}

export function toItem(
  row: SendRow,
  counts: SafetyCounts | undefined,
  status: 1 | 2 | 3 | 9,
  names: Map<number, string>,
): SafetySendItem {
  return {
    id: row.id,
    title: row.title,
    displayTitle: safetyDisplayTitle(row.title, row.isDrill),
    isDrill: row.isDrill,
    origin: row.origin === "AUTOMATIC" ? "AUTOMATIC" : "MANUAL",
    staffOnly: row.staffOnly,
    status,
    sentAt: row.sentAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    // Sends nobody pressed are named by what made them: the daily check or a JMA report.
    createdBy:
      row.createdByLoginUserId !== null
        ? (names.get(row.createdByLoginUserId) ?? "")
        : row.kind === NotificationType.DAILY_SAFETY
          ? NotificationType.label(row.kind)
          : row.origin === "AUTOMATIC"
            ? "自動配信"
            : "",
    counts: counts ?? { ...EMPTY, answerRate: 0 },
  };
}

export async function listSafetySends(
  deps: SafetyDeps,
  ctx: RequestContext,
  query: { drill: "" | "drill" | "real"; page: number },
): Promise<SafetySendPage> {
  requireMenu(ctx, SAFETY_READ_MENUS, "read");
  const where = and(
    ofOrganization(ctx),
    query.drill === "" ? undefined : eq(safetySend.isDrill, query.drill === "drill"),
  ) as SQL;
  const [counted] = await deps.db.select({ n: count() }).from(safetySend).where(where);
  const rows = await deps.db
    .select()
    .from(safetySend)
    .where(where)
    .orderBy(desc(safetySend.sentAt), desc(safetySend.id))
    .limit(SAFETY_SEND_PAGE_SIZE)
    .offset((query.page - 1) * SAFETY_SEND_PAGE_SIZE);
  const [counts, statuses, names] = await Promise.all([
    countsOf(
      deps.db,
      ctx.tenantId,
      rows.map((r) => r.id),
    ),
    statusesOf(deps, ctx.tenantId, rows),
    loginUserNames(
      deps.db,
      ctx.tenantId,
      rows.map((r) => r.createdByLoginUserId),
    ),
  ]);
  return {
    items: rows.map((r) => toItem(r, counts.get(r.id), statuses.get(r.id) ?? 2, names)),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: SAFETY_SEND_PAGE_SIZE,
  };
}

async function targetLabels(db: Db, ctx: RequestContext, row: SendRow): Promise<string[]> {
  if (row.staffOnly) return ["職員（ログインユーザー）"];
  const target = row.target as Partial<PushTarget>;
  const labels: string[] = [];
  if (target.nodes?.length) {
    const hierarchy = await loadHierarchy(db, ctx.organizationId);
    for (const code of target.nodes) {
      const path = hierarchy.pathTo(code);
      labels.push(`所属: ${path ? hierarchy.namesOf(path).join(" ／ ") : code}`);
    }
  }
  if (target.grades?.length) {
    const grades = new Map((await listGrades(db, ctx.organizationId)).map((g) => [g.gradeCd, g.name]));
    labels.push(`学年: ${target.grades.map((g) => grades.get(g) ?? `${g}`).join("・")}`);
  }
  if (target.attributes?.length) labels.push(`属性の条件: ${target.attributes.length}件`);
  if (target.groupIds?.length) {
    const names = await groupNamesByIds(db, ctx.tenantId, target.groupIds);
    labels.push(`配信グループ: ${target.groupIds.map((id) => names.get(id) ?? "（削除済み）").join("・")}`);
  }
  if (target.memberIds?.length) labels.push(`個別指定: ${target.memberIds.length}名`);
  labels.push(`送信対象: ${SendTarget.label(row.sendTarget as "ALL")}`);
  return labels;
}

export async function detailOf(
  deps: SafetyDeps,
  ctx: RequestContext,
  row: SendRow,
): Promise<SafetySendDetail> {
  const [counts, statuses, names, labels, dispatches] = await Promise.all([
    countsOf(deps.db, ctx.tenantId, [row.id]),
    statusesOf(deps, ctx.tenantId, [row]),
    loginUserNames(deps.db, ctx.tenantId, [row.createdByLoginUserId]),
    targetLabels(deps.db, ctx, row),
    deps.db
      .select()
      .from(safetyDispatch)
      .where(and(eq(safetyDispatch.tenantId, ctx.tenantId), eq(safetyDispatch.safetySendId, row.id)))
      .orderBy(asc(safetyDispatch.id)),
  ]);
  const trigger = row.trigger as {
    headline?: string;
    maxIntensityLabel?: string | null;
    areaNames?: string[];
  } | null;
  return {
    ...toItem(row, counts.get(row.id), statuses.get(row.id) ?? 2, names),
    bodyHtml: row.bodyHtml,
    questions: row.questions as SafetySendDetail["questions"],
    sendTarget: row.sendTarget === "VALID" ? "VALID" : "ALL",
    targetLabels: labels,
    trigger: trigger
      ? {
          headline: trigger.headline ?? "",
          maxIntensityLabel: trigger.maxIntensityLabel ?? null,
          areaNames: trigger.areaNames ?? [],
        }
      : null,
    dispatches: dispatches.map((d) => ({
      id: d.id,
      resendType: (d.resendType ?? null) as 1 | 2 | 3 | null,
      recipientCount: d.recipientCount,
      createdAt: d.createdAt.toISOString(),
    })),
  };
}

export async function safetySendDetail(deps: SafetyDeps, ctx: RequestContext, id: number) {
  requireMenu(ctx, SAFETY_READ_MENUS, "read");
  return detailOf(deps, ctx, await findOwnSend(deps.db, ctx, id));
}
