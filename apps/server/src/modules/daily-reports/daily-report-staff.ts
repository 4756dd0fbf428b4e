import {
  DAILY_REPORT_HISTORY_PAGE_SIZE,
  type DailyReportComment,
  type DailyReportDay,
  type DailyReportDetail,
  type DailyReportMemberHistory,
  type DailyReportRosterRow,
  NotificationType,
  PushTarget,
} from "@gakumu/domain";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { loginUser } from "../../platform/auth/login-user.tables";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { NotFoundError } from "../../platform/errors/app-error";
import { groupMemberIds } from "../member-groups/group-targets";
import { visibleAppMembers } from "../members/member-app-lookups";
import { visibleMemberCondition } from "../members/member-contact-lookups";
import { resolveTargetMemberIds } from "../members/member-targets";
import { findTemplate, itemsOf } from "./daily-report-templates";
import { DAILY_REPORT_MENU } from "./daily-reports.menu";
import { dailyReport, dailyReportComment, dailyReportTemplate } from "./daily-reports.tables";
import { judgeDueDay, tokyoToday } from "./due-days";
import { placedMembers } from "./member-placements";

// The staff's side: one template's day (who of its target the viewer may see has handed in, by class),
// one report with its comments, a member's history. A comment is also sent to the member through the
// delivery engine, in the transaction that saves it, so it reaches them once. Every one of them keeps
// to the members the viewer may see (spec §6 list reference authority, members/member-visibility.ts):
// a report or history of anyone else answers 404, as another organisation's does.

export const staffMessages = {
  reportNotFound: "日報が見つかりません。削除されたか、別の組織の日報です。",
  memberNotFound: "メンバーが見つかりません。",
} as const;

export async function dayRoster(
  db: Db,
  ctx: RequestContext,
  templateId: number,
  query: { date?: string; node?: string },
  now = new Date(),
): Promise<DailyReportDay> {
  requireMenu(ctx, DAILY_REPORT_MENU, "read");
  const template = await findTemplate(db, ctx, templateId);
  const date = query.date ?? tokyoToday(now);
  const target = PushTarget.parse(template.target);
  const groups = await groupMemberIds(db, ctx.tenantId, target.groupIds);
  // Only the members this staff member may see (list reference authority), as every member list.
  const ids = await resolveTargetMemberIds(db, ctx, target, { groupMemberIds: groups, today: date });
  const placed = await placedMembers(db, ctx, ids);
  const reports = new Map(
    (
      await db
        .select({
          id: dailyReport.id,
          memberId: dailyReport.memberId,
          submittedAt: dailyReport.submittedAt,
          comments: sql<number>`(select count(*)::int from ${dailyReportComment} c
            where c.report_id = ${dailyReport.id} and c.tenant_id = ${dailyReport.tenantId})`,
        })
        .from(dailyReport)
        .where(
          and(
            eq(dailyReport.tenantId, ctx.tenantId),
            eq(dailyReport.templateId, template.id),
            eq(dailyReport.date, date),
          ),
        )
    ).map((r) => [r.memberId, r]),
  );
  const members = [...placed.values()].filter((m) => !query.node || m.path.includes(query.node));
  const rows: DailyReportRosterRow[] = members
    .map((m) => {
      const report = reports.get(m.id);
      return {
        memberId: m.id,
        memberCd: m.memberCd,
        name: m.name,
        groupName: m.groupName,
        reportId: report?.id ?? null,
        submittedAt: report?.submittedAt.toISOString() ?? null,
        commentCount: Number(report?.comments ?? 0),
      };
    })
    .sort((a, b) => a.groupName.localeCompare(b.groupName, "ja") || a.memberCd.localeCompare(b.memberCd));
  const byGroup = new Map<string, { code: string; name: string; total: number; submitted: number }>();
  for (const m of members) {
    const group = byGroup.get(m.groupCode) ?? {
      code: m.groupCode,
      name: m.groupName,
      total: 0,
      submitted: 0,
    };
    group.total += 1;
    if (reports.has(m.id)) group.submitted += 1;
    byGroup.set(m.groupCode, group);
  }
  const verdict = judgeDueDay(date, template);
  return {
    templateId: template.id,
    templateName: template.name,
    date,
    due: verdict.due,
    dayNote: verdict.note,
    total: rows.length,
    submitted: rows.filter((r) => r.reportId !== null).length,
    groups: [...byGroup.values()].sort((a, b) => a.name.localeCompare(b.name, "ja")),
    rows,
  };
}

export async function commentsOf(db: Db, tenantId: number, reportIds: readonly number[]) {
  const out = new Map<number, DailyReportComment[]>();
  if (reportIds.length === 0) return out;
  const rows = await db
    .select()
    .from(dailyReportComment)
    .where(
      and(eq(dailyReportComment.tenantId, tenantId), inArray(dailyReportComment.reportId, [...reportIds])),
    )
    .orderBy(asc(dailyReportComment.id));
  for (const r of rows) {
    const list = out.get(r.reportId) ?? [];
    list.push({ id: r.id, body: r.body, authorName: r.authorName, createdAt: r.createdAt.toISOString() });
    out.set(r.reportId, list);
  }
  return out;
}

async function findReport(db: Db, ctx: RequestContext, id: number) {
  const [row] = await db
    .select({ report: dailyReport, template: dailyReportTemplate })
    .from(dailyReport)
    .innerJoin(dailyReportTemplate, eq(dailyReportTemplate.id, dailyReport.templateId))
    .where(
      and(
        eq(dailyReport.id, id),
        eq(dailyReport.tenantId, ctx.tenantId),
        eq(dailyReport.organizationId, ctx.organizationId),
        await visibleMemberCondition(db, ctx, dailyReport.memberId),
      ),
    );
  if (!row) throw new NotFoundError(staffMessages.reportNotFound);
  return row;
}

export async function reportDetail(db: Db, ctx: RequestContext, id: number): Promise<DailyReportDetail> {
  requireMenu(ctx, DAILY_REPORT_MENU, "read");
  const { report, template } = await findReport(db, ctx, id);
  const placed = (await placedMembers(db, ctx, [report.memberId])).get(report.memberId);
  return {
    id: report.id,
    templateId: template.id,
    templateName: template.name,
    items: itemsOf(template),
    date: report.date,
    member: {
      id: report.memberId,
      memberCd: placed?.memberCd ?? "",
      name: placed?.name ?? "（削除されたメンバー）",
      groupName: placed?.groupName ?? "",
    },
    answers: report.answers,
    submittedAt: report.submittedAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
    comments: (await commentsOf(db, ctx.tenantId, [report.id])).get(report.id) ?? [],
  };
}

export async function addComment(
  deps: { db: Db; delivery: DeliveryEngine },
  ctx: RequestContext,
  id: number,
  body: string,
): Promise<DailyReportDetail> {
  requireMenu(ctx, DAILY_REPORT_MENU, "write");
  const { db, delivery } = deps;
  const { report, template } = await findReport(db, ctx, id);
  const [author] = await db
    .select({ name: loginUser.name })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, ctx.tenantId), eq(loginUser.id, ctx.loginUserId)));
  const day = `${report.date.slice(5, 7)}/${report.date.slice(8, 10)}`;
  await db.transaction(async (tx) => {
    await tx.insert(dailyReportComment).values({
      tenantId: ctx.tenantId,
      reportId: report.id,
      body,
      loginUserId: ctx.loginUserId,
      authorName: author?.name ?? ctx.displayUserId,
    });
    const text = `${template.name}（${day}）に${author?.name ?? "先生"}さんからコメントがありました。\n\n${body}`;
    await delivery.schedule(tx, {
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
      kind: NotificationType.PUSH,
      sourceId: report.id,
      title: `日報へのコメント（${day}）`,
      bodyHtml: text
        .split("\n")
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join(""),
      bodyText: text,
      linkUrl: `${delivery.publicUrl}/app/member/daily-reports/${template.id}/${report.date}`,
      replyEnabled: false,
      urgent: false,
      sendAt: null,
      recipientMemberIds: [report.memberId],
      createdBy: ctx.loginUserId,
    });
  });
  delivery.wake();
  return reportDetail(db, ctx, id);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export async function memberHistory(
  db: Db,
  ctx: RequestContext,
  memberId: number,
  query: { templateId?: number; page: number },
): Promise<DailyReportMemberHistory> {
  requireMenu(ctx, DAILY_REPORT_MENU, "read");
  // A member of the organisation the viewer may see; anyone else (another class for authority 1, a
  // member someone else registered for authority 2, another organisation's) is not found.
  const [visible] = await visibleAppMembers(db, ctx, [memberId]);
  const placed = visible && (await placedMembers(db, ctx, [memberId])).get(memberId);
  if (!placed) throw new NotFoundError(staffMessages.memberNotFound);
  const where = and(
    eq(dailyReport.tenantId, ctx.tenantId),
    eq(dailyReport.organizationId, ctx.organizationId),
    eq(dailyReport.memberId, memberId),
    query.templateId === undefined ? undefined : eq(dailyReport.templateId, query.templateId),
  );
  const size = DAILY_REPORT_HISTORY_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        reportId: dailyReport.id,
        templateId: dailyReport.templateId,
        templateName: dailyReportTemplate.name,
        date: dailyReport.date,
        submittedAt: dailyReport.submittedAt,
        commentCount: sql<number>`(select count(*)::int from ${dailyReportComment} c
          where c.report_id = ${dailyReport.id} and c.tenant_id = ${dailyReport.tenantId})`,
      })
      .from(dailyReport)
      .innerJoin(dailyReportTemplate, eq(dailyReportTemplate.id, dailyReport.templateId))
      .where(where)
      .orderBy(desc(dailyReport.date), desc(dailyReport.id))
      .limit(size)
      .offset((query.page - 1) * size),
    db.select({ n: count() }).from(dailyReport).where(where),
  ]);
  return {
    member: { id: placed.id, memberCd: placed.memberCd, name: placed.name, groupName: placed.groupName },
    items: rows.map((r) => ({
      ...r,
      submittedAt: r.submittedAt.toISOString(),
      commentCount: Number(r.commentCount),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: size,
  };
}
