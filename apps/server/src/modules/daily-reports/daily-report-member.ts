import {
  checkReportAnswers,
  DAILY_REPORT_HISTORY_PAGE_SIZE,
  type MemberDailyReportList,
  type MemberReportBody,
  type MemberReportForm,
  type MemberReportHistory,
  ProcessMode,
  PushTarget,
} from "@gakumu/domain";
import { and, asc, count, desc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { MemberCaller } from "../../platform/access/applicant-access";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { groupMemberIds } from "../member-groups/group-targets";
import { organizationTargetMemberIds } from "../members/member-safety-lookups";
import { commentsOf } from "./daily-report-staff";
import { itemsOf, type TemplateRow } from "./daily-report-templates";
import { dailyReport, dailyReportTemplate } from "./daily-reports.tables";
import { openDueDays, submitWindow, tokyoToday } from "./due-days";

// The member's side, for the member app and /regist-daily-report alike (both signed in with the
// member account): the enabled templates whose target includes the member, one report per template
// and due day. A report can be changed until a staff member has commented on it (then what the
// comment answers stays as it was) and within DAILY_REPORT_LATE_DAYS of its day. Two first
// submissions at once make one row: the unique (template, member, date) lets one insert through and
// the other is told to reload, so neither's text is silently dropped.

export const memberMessages = {
  notFound: "日報が見つかりません。受付が終了したか、あなたが提出する日報ではありません。",
  alreadySubmitted: "この日の日報はすでに提出されています。画面を開き直してから修正してください。",
  stale: "この日報は別の画面で更新されました。画面を開き直してから修正してください。",
  commented: "先生がコメントした日報は修正できません。",
} as const;

async function isTargeted(db: Db, member: MemberCaller, template: TemplateRow, today: string) {
  const target = PushTarget.parse(template.target);
  const groups = await groupMemberIds(db, member.tenantId, target.groupIds);
  const ids = await organizationTargetMemberIds(
    db,
    { tenantId: member.tenantId, organizationId: member.organizationId, processMode: ProcessMode.NORMAL },
    { ...target, memberIds: target.memberIds },
    { groupMemberIds: groups, today },
  );
  return ids.includes(member.memberId);
}

async function memberTemplates(db: Db, member: MemberCaller, today: string): Promise<TemplateRow[]> {
  const rows = await db
    .select()
    .from(dailyReportTemplate)
    .where(
      and(
        eq(dailyReportTemplate.tenantId, member.tenantId),
        eq(dailyReportTemplate.organizationId, member.organizationId),
        eq(dailyReportTemplate.enabled, true),
      ),
    )
    .orderBy(asc(dailyReportTemplate.id));
  const mine: TemplateRow[] = [];
  for (const row of rows) if (await isTargeted(db, member, row, today)) mine.push(row);
  return mine;
}

async function memberTemplate(db: Db, member: MemberCaller, templateId: number, today: string) {
  const [row] = await db
    .select()
    .from(dailyReportTemplate)
    .where(
      and(
        eq(dailyReportTemplate.tenantId, member.tenantId),
        eq(dailyReportTemplate.organizationId, member.organizationId),
        eq(dailyReportTemplate.id, templateId),
        eq(dailyReportTemplate.enabled, true),
      ),
    );
  if (!row || !(await isTargeted(db, member, row, today))) throw new NotFoundError(memberMessages.notFound);
  return row;
}

export async function listMemberReports(
  db: Db,
  member: MemberCaller,
  now = new Date(),
): Promise<MemberDailyReportList> {
  const today = tokyoToday(now);
  const templates = await memberTemplates(db, member, today);
  const days = new Map(templates.map((t) => [t.id, openDueDays(today, t)]));
  const oldest = [...days.values()].flat().sort()[0] ?? today;
  const reports =
    templates.length === 0
      ? []
      : await db
          .select({ id: dailyReport.id, templateId: dailyReport.templateId, date: dailyReport.date })
          .from(dailyReport)
          .where(
            and(
              eq(dailyReport.tenantId, member.tenantId),
              eq(dailyReport.memberId, member.memberId),
              inArray(
                dailyReport.templateId,
                templates.map((t) => t.id),
              ),
              gte(dailyReport.date, oldest),
            ),
          );
  const comments = await commentsOf(
    db,
    member.tenantId,
    reports.map((r) => r.id),
  );
  const found = new Map(reports.map((r) => [`${r.templateId}|${r.date}`, r.id]));
  return {
    today,
    items: templates.map((t) => ({
      templateId: t.id,
      name: t.name,
      description: t.description,
      days: (days.get(t.id) ?? []).map((date) => {
        const id = found.get(`${t.id}|${date}`);
        return { date, submitted: id !== undefined, commented: id !== undefined && comments.has(id) };
      }),
    })),
  };
}

async function ownReport(db: Db, member: MemberCaller, templateId: number, date: string) {
  const [row] = await db
    .select()
    .from(dailyReport)
    .where(
      and(
        eq(dailyReport.tenantId, member.tenantId),
        eq(dailyReport.templateId, templateId),
        eq(dailyReport.memberId, member.memberId),
        eq(dailyReport.date, date),
      ),
    );
  return row ?? null;
}

async function formOf(
  db: Db,
  member: MemberCaller,
  template: TemplateRow,
  date: string,
  today: string,
): Promise<MemberReportForm> {
  const report = await ownReport(db, member, template.id, date);
  const comments = report ? ((await commentsOf(db, member.tenantId, [report.id])).get(report.id) ?? []) : [];
  const window = submitWindow(date, today, template);
  const lockedReason = !window.open ? window.message : comments.length > 0 ? memberMessages.commented : "";
  return {
    templateId: template.id,
    templateName: template.name,
    description: template.description,
    items: itemsOf(template),
    date,
    report: report
      ? {
          id: report.id,
          answers: report.answers,
          version: report.version,
          submittedAt: report.submittedAt.toISOString(),
          updatedAt: report.updatedAt.toISOString(),
        }
      : null,
    comments,
    editable: lockedReason === "",
    lockedReason,
  };
}

export async function openMemberReport(
  db: Db,
  member: MemberCaller,
  templateId: number,
  date: string,
  now = new Date(),
): Promise<MemberReportForm> {
  const today = tokyoToday(now);
  const template = await memberTemplate(db, member, templateId, today);
  return formOf(db, member, template, date, today);
}

export async function submitMemberReport(
  db: Db,
  member: MemberCaller,
  templateId: number,
  date: string,
  body: MemberReportBody,
  now = new Date(),
): Promise<MemberReportForm> {
  const today = tokyoToday(now);
  const template = await memberTemplate(db, member, templateId, today);
  const window = submitWindow(date, today, template);
  if (!window.open) throw new ValidationError(window.message, [{ path: "date", message: window.message }]);
  const checked = checkReportAnswers(itemsOf(template), body.answers);
  if (!checked.ok)
    throw new ValidationError(
      checked.issues[0]!.message,
      checked.issues.map((i) => ({ path: `answers.${i.key}`, message: i.message })),
    );
  await db.transaction(async (tx) => {
    if (body.version === undefined) {
      const [created] = await tx
        .insert(dailyReport)
        .values({
          tenantId: member.tenantId,
          organizationId: member.organizationId,
          templateId: template.id,
          memberId: member.memberId,
          date,
          answers: checked.answers,
        })
        .onConflictDoNothing()
        .returning({ id: dailyReport.id });
      if (!created) throw new ConflictError(memberMessages.alreadySubmitted);
      return;
    }
    const current = await ownReport(tx, member, template.id, date);
    if (!current) throw new ConflictError(memberMessages.stale);
    const comments = await commentsOf(tx, member.tenantId, [current.id]);
    if (comments.has(current.id)) throw new ConflictError(memberMessages.commented);
    const [updated] = await tx
      .update(dailyReport)
      .set({ answers: checked.answers, version: current.version + 1 })
      .where(
        and(
          eq(dailyReport.id, current.id),
          eq(dailyReport.tenantId, member.tenantId),
          eq(dailyReport.version, body.version),
        ),
      )
      .returning({ id: dailyReport.id });
    if (!updated) throw new ConflictError(memberMessages.stale);
  });
  return formOf(db, member, template, date, today);
}

export async function memberReportHistory(
  db: Db,
  member: MemberCaller,
  page: number,
): Promise<MemberReportHistory> {
  const size = DAILY_REPORT_HISTORY_PAGE_SIZE;
  const where = and(eq(dailyReport.tenantId, member.tenantId), eq(dailyReport.memberId, member.memberId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        reportId: dailyReport.id,
        templateId: dailyReport.templateId,
        templateName: dailyReportTemplate.name,
        date: dailyReport.date,
        submittedAt: dailyReport.submittedAt,
      })
      .from(dailyReport)
      .innerJoin(dailyReportTemplate, eq(dailyReportTemplate.id, dailyReport.templateId))
      .where(where)
      .orderBy(desc(dailyReport.date), desc(dailyReport.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(dailyReport).where(where),
  ]);
  const comments = await commentsOf(
    db,
    member.tenantId,
    rows.map((r) => r.reportId),
  );
  return {
    items: rows.map((r) => ({
      ...r,
      submittedAt: r.submittedAt.toISOString(),
      comments: comments.get(r.reportId) ?? [],
    })),
    total: total?.n ?? 0,
    page,
    pageSize: size,
  };
}
