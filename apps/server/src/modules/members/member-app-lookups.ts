import { ProcessMode } from "@gakumu/domain";
import { and, asc, count, eq, ilike, inArray, isNull, not, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loadHierarchy, subtreeCondition } from "./member-hierarchy";
import { type MemberViewer, memberVisibility } from "./member-visibility";
import { member } from "./members.tables";

// What the member app's accounts (modules/member-accounts) need to know of members: who a login id or
// a QR names, and their name for the app. Only current members (process mode NORMAL) that are not
// deleted can use the app; every lookup is scoped to the tenant and, where a person typed the id,
// to the organisation.

export interface AppMember {
  id: number;
  tenantId: number;
  organizationId: number;
  memberId: string;
  name: string;
  /** 'YYYY-MM-DD' or null. */
  birthDate: string | null;
}

const columns = {
  id: member.id,
  tenantId: member.tenantId,
  organizationId: member.organizationId,
  memberId: member.memberId,
  name: member.name,
  birthDate: member.birthDate,
};

const usable = and(eq(member.processMode, ProcessMode.NORMAL), isNull(member.deletedAt));

/** The organisation's current member with this member id (as typed, trimmed), or null. */
export async function findAppMemberByCode(
  db: Db,
  scope: { tenantId: number; organizationId: number },
  memberCode: string,
): Promise<AppMember | null> {
  const [row] = await db
    .select(columns)
    .from(member)
    .where(
      and(
        eq(member.tenantId, scope.tenantId),
        eq(member.organizationId, scope.organizationId),
        eq(member.memberId, memberCode),
        usable,
      ),
    );
  return row ?? null;
}

/** The tenant's current member behind member.id, or null (deleted, another tenant, not NORMAL). */
export async function findAppMember(db: Db, tenantId: number, id: number): Promise<AppMember | null> {
  const [row] = await findAppMembers(db, tenantId, [id]);
  return row ?? null;
}

export async function findAppMembers(db: Db, tenantId: number, ids: readonly number[]): Promise<AppMember[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(member)
    .where(and(eq(member.tenantId, tenantId), inArray(member.id, [...ids]), usable));
}

/** A member id compared as the school writes it: full-width digits and letters count as half-width. */
export const normalizeMemberCode = (value: string) => value.normalize("NFKC").trim();

/** For a member's birth date check: true when the member's recorded date is exactly this one. */
export const sameBirthDate = (recorded: string | null, typed: string) =>
  recorded !== null && recorded === typed;

// ── For staff (アプリ利用者管理): members the caller may see, with whether each uses the app. The
// member-accounts module owns its accounts table, so it hands in the condition "this member has an
// account" as SQL over member.id; this module owns the members table and the caller's visibility.

/** `exists (…account of ${memberId}…)`, built by the accounts module over the given member.id column. */
export type RegisteredCondition = (memberRowId: typeof member.id) => SQL;

export interface StaffAppMemberFilter {
  registration: "all" | "registered" | "unregistered";
  grade?: number;
  placementCd?: string;
  keyword: string;
}

export interface StaffAppMemberRow {
  id: number;
  memberId: string;
  name: string;
  grade: number | null;
  /** The deepest hierarchy code the member sits on. */
  placementCd: string | null;
}

/** The deepest of a member's five hierarchy codes: the class, for a school. */
const placementCd = sql<
  string | null
>`coalesce(${member.subunitCd}, ${member.unitCd}, ${member.subsectionCd}, ${member.sectionCd}, ${member.divisionCd})`;

async function staffConditions(
  db: Db,
  viewer: MemberViewer,
  filter: Omit<StaffAppMemberFilter, "registration">,
): Promise<SQL[]> {
  const conditions: SQL[] = [await memberVisibility(db, viewer), eq(member.processMode, ProcessMode.NORMAL)];
  if (filter.grade !== undefined) conditions.push(eq(member.grade, filter.grade));
  if (filter.placementCd) {
    const hierarchy = await loadHierarchy(db, viewer.organizationId);
    conditions.push(subtreeCondition(hierarchy, filter.placementCd));
  }
  const keyword = filter.keyword.trim();
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(member.memberId, pattern), ilike(member.name, pattern)) as SQL);
  }
  return conditions;
}

/** One page of the members the caller may see, registered or not, in member id order. */
export async function listAppMembersForStaff(
  db: Db,
  viewer: MemberViewer,
  filter: StaffAppMemberFilter,
  registered: RegisteredCondition,
  page: { page: number; size: number },
): Promise<{ total: number; rows: StaffAppMemberRow[] }> {
  const conditions = await staffConditions(db, viewer, filter);
  if (filter.registration === "registered") conditions.push(registered(member.id));
  if (filter.registration === "unregistered") conditions.push(not(registered(member.id)));
  const where = and(...conditions);
  const [counted] = await db.select({ n: count() }).from(member).where(where);
  const rows = await db
    .select({ id: member.id, memberId: member.memberId, name: member.name, grade: member.grade, placementCd })
    .from(member)
    .where(where)
    .orderBy(asc(member.memberId), asc(member.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { total: counted?.n ?? 0, rows };
}

export interface AppRegistrationCount {
  grade: number | null;
  placementCd: string | null;
  total: number;
  registered: number;
}

/** Members the caller may see and how many of them use the app, per grade and class together. */
export async function countAppRegistrations(
  db: Db,
  viewer: MemberViewer,
  registered: RegisteredCondition,
): Promise<AppRegistrationCount[]> {
  const conditions = await staffConditions(db, viewer, { keyword: "" });
  const rows = await db
    .select({
      grade: member.grade,
      placementCd,
      total: count(),
      registered: sql<number>`count(*) filter (where ${registered(member.id)})`.mapWith(Number),
    })
    .from(member)
    .where(and(...conditions))
    .groupBy(member.grade, placementCd);
  return rows;
}

/** Of these member.id values, the ones the caller may see (current members), with their placement. */
export async function visibleAppMembers(
  db: Db,
  viewer: MemberViewer,
  ids: readonly number[],
): Promise<(AppMember & StaffAppMemberRow)[]> {
  if (ids.length === 0) return [];
  const conditions = await staffConditions(db, viewer, { keyword: "" });
  return db
    .select({ ...columns, grade: member.grade, placementCd })
    .from(member)
    .where(and(...conditions, inArray(member.id, [...ids])))
    .orderBy(asc(member.memberId));
}
