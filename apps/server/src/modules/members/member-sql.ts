import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

// SQL the members module offers other modules' statements, so that they read a member's name or
// attribute inside their own statement (one round trip, one prepared statement) without naming the
// member table themselves: how the table is read stays here, beside members.tables.ts.

/** The member's name, '' when the member is deleted or not the tenant's: a scalar subquery to select. */
export function memberNameOf(memberId: SQLWrapper, tenantId: SQLWrapper): SQL<string> {
  return sql<string>`coalesce((select m.name from member m
    where m.id = ${memberId} and m.tenant_id = ${tenantId} and m.deleted_at is null), '')`;
}

/**
 * The values of one member attribute as rows joined to the caller's statement: `join` adds them (a
 * member without a value gets one row of null), `value` is the column to group by. A MULTIPLE
 * attribute holds an array, each of its values a row. Aliases am and av are taken.
 */
export function memberAttributeValues(
  ref: { memberId: SQLWrapper; tenantId: SQLWrapper },
  attributeCd: string,
): { join: SQL; value: SQL } {
  return {
    join: sql`join member am on am.id = ${ref.memberId} and am.tenant_id = ${ref.tenantId}
        left join lateral jsonb_array_elements_text(case
          when jsonb_typeof(am.attributes -> ${attributeCd}) = 'array' then am.attributes -> ${attributeCd}
          when am.attributes -> ${attributeCd} is null or jsonb_typeof(am.attributes -> ${attributeCd}) = 'null'
            then '[]'::jsonb
          else jsonb_build_array(am.attributes -> ${attributeCd}) end) as av(v) on true`,
    value: sql`nullif(av.v, '')`,
  };
}
