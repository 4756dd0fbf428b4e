import type { SqlExecutor } from "../../src/db/client";

// A fingerprint of everything about the members a caller must not reach: their member rows, and every
// row of any table that names a member by `member_id` (deliveries, answers, health records, group
// memberships, ...), found in the catalogue so that a table added later is covered too. Members that
// appear later outside the caller's scope (an import that creates one in another class) change it, as
// the member table is fingerprinted as "every member of the tenant but the caller's own".

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables with an integer member_id column: rows about one member each. */
export async function memberTables(database: SqlExecutor): Promise<string[]> {
  const { rows } = (await database.executeSql(
    `select c.table_name from information_schema.columns c
       join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.column_name = 'member_id'
        and c.data_type in ('integer', 'bigint') and c.table_name <> 'member'
      order by 1`,
  )) as { rows: { table_name: string }[] };
  return rows.map((r) => r.table_name);
}

/**
 * Whom a caller of the walk may see, restated here from spec §6 on its own (not through the code under
 * test): the class teacher the members placed under their class, the staff member of "only myself" the
 * members they registered. `$2` is the class code or the staff member's id.
 */
export const SEEN_BY = {
  classTeacher: "$2::text in (division_cd, section_cd, subsection_cd, unit_cd, subunit_cd)",
  registrant: "created_by_login_user_id = $2::bigint",
} as const;

export interface Scope {
  seenBy: (typeof SEEN_BY)[keyof typeof SEEN_BY];
  value: string | number;
}

/** Per table, the count and an md5 of the rows about the tenant's members the scope leaves out. */
export async function outsideChecksums(
  database: SqlExecutor,
  tables: string[],
  tenantId: number,
  scope: Scope,
): Promise<Map<string, string>> {
  const sum = "count(*)::text || ':' || coalesce(md5(string_agg(r::text, ',' order by r::text)), '')";
  const outsideWhere = `tenant_id = $1 and not coalesce(deleted_at is null and ${scope.seenBy}, false)`;
  const outside = `select id from member where ${outsideWhere}`;
  const union = [
    `select 'member' as name, ${sum} as sum from member r where ${outsideWhere}`,
    ...tables.map(
      (table) =>
        `select '${table}' as name, ${sum} as sum from ${quote(table)} r where r.member_id in (${outside})`,
    ),
  ].join(" union all ");
  const { rows } = (await database.executeSql(union, [tenantId, scope.value])) as {
    rows: { name: string; sum: string }[];
  };
  return new Map(rows.map((r) => [r.name, r.sum]));
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before.keys()].filter((table) => before.get(table) !== after.get(table));
}
