import { toHalfWidthAscii } from "@gakumu/domain";
import { and, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { formUser } from "./form-users.tables";

// What other modules read of form users (a module never reaches into another's tables,
// ARCHITECTURE §2). Single profiles as rows; subqueries where the caller joins applicants inside its
// own SQL to filter, sort or page its rows by them, so its lists stay one query.

export interface FormUserProfile {
  formUserId: number;
  loginId: string | null;
  name: string;
  nameKana: string;
  telNo: string;
}

/** A form user's profile as staff see it; an account deleted since stays readable. Null when unknown. */
export async function findFormUserProfile(
  db: Db,
  tenantId: number,
  formUserId: number,
): Promise<FormUserProfile | null> {
  const [row] = await db
    .select({
      formUserId: formUser.id,
      loginId: formUser.loginId,
      name: formUser.name,
      nameKana: formUser.nameKana,
      telNo: formUser.telNo,
    })
    .from(formUser)
    .where(and(eq(formUser.tenantId, tenantId), eq(formUser.id, formUserId)));
  return row ?? null;
}

/**
 * Form users (deleted ones too: their answers stay) as the subquery `applicant`, with what an answer
 * list shows and searches: left-join it on the answer's form_user_id. It names no tenant because the
 * rows joined to it already do (an answer's form user is of the answer's tenant): with a tenant
 * condition of its own, PostgreSQL hashes all of the tenant's users instead of looking up the page's
 * few by key, which made a keyword search of the answer list three times slower (50,000 answers).
 */
export function formUserIdentities(db: Db) {
  return db
    .select({
      formUserId: formUser.id,
      loginId: formUser.loginId,
      name: formUser.name,
      nameKana: formUser.nameKana,
    })
    .from(formUser)
    .as("applicant");
}
export type FormUserIdentities = ReturnType<typeof formUserIdentities>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function keywordMatches(keyword: string | undefined): SQL | undefined {
  const raw = keyword?.trim();
  if (!raw) return undefined;
  const variants = [...new Set([raw, toHalfWidthAscii(raw)])].map((v) => `%${escapeLike(v)}%`);
  const digits = toHalfWidthAscii(raw).replace(/\D/g, "");
  return or(
    ...variants.flatMap((v) => [
      ilike(formUser.name, v),
      ilike(formUser.nameKana, v),
      ilike(formUser.loginId, v),
      ilike(formUser.lineDisplayName, v),
    ]),
    // 090-1234-5678 and 09012345678 are the same number.
    digits.length >= 3
      ? sql`regexp_replace(${formUser.telNo}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

/**
 * The organisation's live form users, narrowed by a keyword (name, reading, mail address, LINE name,
 * phone digits), as the subquery `applicant`; optionally only one of them.
 */
export function organizationFormUsers(
  db: Db,
  scope: { tenantId: number; organizationId: number },
  filter: { keyword?: string; formUserId?: number },
) {
  return db
    .select({
      formUserId: formUser.id,
      loginId: formUser.loginId,
      name: formUser.name,
      nameKana: formUser.nameKana,
      telNo: formUser.telNo,
      lineLinked: sql<boolean>`${formUser.lineSubject} is not null`.as("line_linked"),
      lastLoginAt: formUser.lastLoginAt,
      createdAt: formUser.createdAt,
    })
    .from(formUser)
    .where(
      and(
        eq(formUser.tenantId, scope.tenantId),
        eq(formUser.organizationId, scope.organizationId),
        isNull(formUser.deletedAt),
        filter.formUserId === undefined ? undefined : eq(formUser.id, filter.formUserId),
        keywordMatches(filter.keyword),
      ),
    )
    .as("applicant");
}
