import { ProcessMode } from "@gakumu/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
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
