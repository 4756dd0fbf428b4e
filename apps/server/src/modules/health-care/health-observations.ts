import {
  HEALTH_OBSERVATION_PAGE_SIZE,
  type HealthObservationBody,
  type HealthObservationItem,
  type HealthObservationPage,
  HealthObservationSource,
  type HealthObservationSourceCode,
} from "@gakumu/domain";
import { and, asc, count, eq, or, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { healthMembers, healthViewerScope, staffHealthMember } from "../members/member-health-lookups";
import { loadHierarchy } from "../members/member-hierarchy";
import { findTargetCandidates } from "../members/member-targets";
import { HEALTH_CHECK_MENU } from "./health-care.menu";
import { healthObservation } from "./health-care.tables";
import { classNamer } from "./health-dashboard";
import { saveReport, tokyoDate } from "./health-report";
import type { ReportDeps } from "./health-report-deps";
import { effectiveSetting, loadSymptoms } from "./health-settings";

// 体調報告一覧's list of one day's observations (a class, or only those with a fever or symptoms) of the
// members the staff member may see (list reference authority), and
// 職員入力: staff recording a member's observation for them (a phone call from home, the nurse's office).

export const observationMessages = {
  memberNotFound: "メンバーが見つかりません。",
  future: "未来の日付の体調は登録できません。",
} as const;

export async function listObservations(
  deps: ReportDeps,
  ctx: RequestContext,
  query: { date?: string; classCd: string; onlyFlagged: "true" | "false"; page: number },
): Promise<HealthObservationPage> {
  requireMenu(ctx, HEALTH_CHECK_MENU, "read");
  const date = query.date ?? tokyoDate();
  const o = healthObservation;
  const where = and(
    eq(o.tenantId, ctx.tenantId),
    eq(o.organizationId, ctx.organizationId),
    eq(o.date, date),
    query.classCd === "" ? undefined : eq(o.classCd, query.classCd),
    query.onlyFlagged === "true" ? or(eq(o.fever, true), sql`cardinality(${o.symptomIds}) > 0`) : undefined,
    (await healthViewerScope(deps.db, ctx, o.memberId)).observations,
  );
  const pageSize = HEALTH_OBSERVATION_PAGE_SIZE;
  const [rows, [total], symptoms] = await Promise.all([
    deps.db
      .select()
      .from(o)
      .where(where)
      .orderBy(sql`${o.fever} desc`, sql`cardinality(${o.symptomIds}) desc`, asc(o.classCd), asc(o.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    deps.db.select({ n: count() }).from(o).where(where),
    loadSymptoms(deps.db, ctx),
  ]);
  const [members, { nameOf }] = await Promise.all([
    healthMembers(
      deps.db,
      ctx,
      rows.map((r) => r.memberId),
    ),
    classNamer(
      deps.db,
      ctx.organizationId,
      rows.map((r) => r.classCd),
    ),
  ]);
  const names = new Map(symptoms.map((s) => [s.id, s.name]));
  return {
    items: rows.map((r): HealthObservationItem => {
      const m = members.get(r.memberId);
      return {
        id: r.id,
        memberId: r.memberId,
        memberCode: m?.memberCode ?? "",
        memberName: m?.name ?? "（削除されたメンバー）",
        className: nameOf(r.classCd),
        date: r.date,
        temperature: r.temperatureTenths / 10,
        fever: r.fever,
        symptomIds: r.symptomIds,
        symptomNames: r.symptomIds.map((id) => names.get(id) ?? "（削除された症状）"),
        note: r.note,
        source: r.source as HealthObservationSourceCode,
        recordedAt: r.updatedAt.toISOString(),
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    pageSize,
  };
}

/** 職員入力: the member must be of this organisation; a past or today's date (Japan time). */
export async function enterObservation(
  deps: ReportDeps,
  ctx: RequestContext,
  body: HealthObservationBody & { memberId: number; date: string },
): Promise<HealthObservationItem> {
  requireMenu(ctx, HEALTH_CHECK_MENU, "write");
  if (body.date > tokyoDate()) throw new ValidationError(observationMessages.future);
  const member = await staffHealthMember(deps.db, ctx, body.memberId);
  if (!member) throw new NotFoundError(observationMessages.memberNotFound);
  const setting = await effectiveSetting(deps.db, ctx);
  const saved = await saveReport(deps, setting, {
    owner: ctx,
    member,
    date: body.date,
    body,
    source: HealthObservationSource.STAFF,
    recordedByLoginUserId: ctx.loginUserId,
  });
  const [row] = await deps.db
    .select({ id: healthObservation.id, classCd: healthObservation.classCd })
    .from(healthObservation)
    .where(
      and(
        eq(healthObservation.tenantId, ctx.tenantId),
        eq(healthObservation.memberId, member.id),
        eq(healthObservation.date, body.date),
      ),
    );
  const { nameOf } = await classNamer(deps.db, ctx.organizationId, [row!.classCd]);
  return {
    id: row!.id,
    memberId: member.id,
    memberCode: member.memberCode,
    memberName: member.name,
    className: nameOf(row!.classCd),
    date: saved.date,
    temperature: saved.temperature,
    fever: saved.fever,
    symptomIds: saved.symptomIds,
    symptomNames: saved.symptomNames,
    note: saved.note,
    source: HealthObservationSource.STAFF,
    recordedAt: saved.recordedAt,
  };
}

/** Members to pick for 職員入力, 健康記録 and the web link: a name, kana or number search. */
export async function healthMemberCandidates(
  deps: ReportDeps,
  ctx: RequestContext,
  menu: Parameters<typeof requireMenu>[1],
  keyword: string,
) {
  requireMenu(ctx, menu, "read");
  const rows = await findTargetCandidates(deps.db, ctx, keyword);
  const hierarchy = await loadHierarchy(deps.db, ctx.organizationId);
  return {
    items: rows.map((r) => ({
      id: r.id,
      memberId: r.memberId,
      name: r.name,
      placement: hierarchy.namesOf(r.path).join(" ／ "),
    })),
  };
}
