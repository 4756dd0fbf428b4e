import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ValidationError } from "../../platform/errors/app-error";
import { organization, tenant } from "../../platform/tenancy/tenancy.tables";
import { memberAccount } from "./member-accounts.tables";

export type MemberAccountRow = typeof memberAccount.$inferSelect;

/** The school a member names by its organisation code (and the tenant's, when codes repeat). */
export interface School {
  tenantId: number;
  tenantCd: string;
  organizationId: number;
  organizationCd: string;
  name: string;
}

const schoolColumns = {
  tenantId: organization.tenantId,
  tenantCd: tenant.tenantCd,
  organizationId: organization.id,
  organizationCd: organization.organizationCd,
  name: organization.name,
};

export const SCHOOL_NOT_FOUND_MESSAGE = "学校コード（組織コード）が正しくありません。";

/**
 * The one organisation with this code. An installation hosting several tenants whose codes repeat
 * needs the tenant code as well; without it the code names no single school.
 */
export async function findSchool(
  db: Db,
  input: { tenantCd?: string; organizationCd: string },
): Promise<School> {
  const conditions = [eq(organization.organizationCd, input.organizationCd.normalize("NFKC"))];
  if (input.tenantCd) conditions.push(eq(tenant.tenantCd, input.tenantCd.normalize("NFKC")));
  const rows = await db
    .select(schoolColumns)
    .from(organization)
    .innerJoin(tenant, eq(tenant.id, organization.tenantId))
    .where(and(...conditions))
    .limit(2);
  if (rows.length === 1) return rows[0]!;
  const message =
    rows.length > 1
      ? "学校コードが複数の契約にあります。契約コードも入力してください。"
      : SCHOOL_NOT_FOUND_MESSAGE;
  throw new ValidationError(message, [{ path: rows.length > 1 ? "tenantCd" : "organizationCd", message }]);
}

export async function schoolOf(db: Db, tenantId: number, organizationId: number): Promise<School | null> {
  const [row] = await db
    .select(schoolColumns)
    .from(organization)
    .innerJoin(tenant, eq(tenant.id, organization.tenantId))
    .where(and(eq(organization.tenantId, tenantId), eq(organization.id, organizationId)));
  return row ?? null;
}

export const normalizeMail = (value: string) => value.trim().toLowerCase();

export async function accountOfMember(
  db: Db,
  tenantId: number,
  memberId: number,
): Promise<MemberAccountRow | null> {
  const [row] = await db
    .select()
    .from(memberAccount)
    .where(and(eq(memberAccount.tenantId, tenantId), eq(memberAccount.memberId, memberId)));
  return row ?? null;
}

export async function accountById(
  db: Db,
  tenantId: number,
  accountId: number,
): Promise<MemberAccountRow | null> {
  const [row] = await db
    .select()
    .from(memberAccount)
    .where(and(eq(memberAccount.tenantId, tenantId), eq(memberAccount.id, accountId)));
  return row ?? null;
}

/** The organisation's account whose verified login mail address this is. */
export async function accountByMail(
  db: Db,
  school: Pick<School, "tenantId" | "organizationId">,
  mailAddress: string,
): Promise<MemberAccountRow | null> {
  const [row] = await db
    .select()
    .from(memberAccount)
    .where(
      and(
        eq(memberAccount.tenantId, school.tenantId),
        eq(memberAccount.organizationId, school.organizationId),
        eq(memberAccount.loginMailAddress, normalizeMail(mailAddress)),
        sql`${memberAccount.mailVerifiedAt} is not null`,
      ),
    );
  return row ?? null;
}
