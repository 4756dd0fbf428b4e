import { and, type Column, eq, getTableColumns, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { member } from "../members.tables";
import type { ImportScope } from "./import-scope";

const COLUMNS = getTableColumns(member) as Record<string, Column>;

/** Rows per statement, as for the bulk insert: flat memory, few round trips. */
const ROWS_PER_STATEMENT = 2000;

export interface MemberUpdate {
  id: number;
  /** Member property → new value, the same properties for every row of one call. */
  values: Record<string, unknown>;
  searchText: string;
}

// Arrays are cast to the unbounded type (varchar, not varchar(100)): an explicit cast to a bounded
// type would cut a long value silently, while assigning it to the column fails loudly.
const arrayType = (column: Column) => `${column.getSQLType().replace(/\(\d+\)$/, "")}[]`;

const driverValue = (column: Column, value: unknown) =>
  value === null || value === undefined ? null : column.mapToDriverValue(value);

const live = (scope: ImportScope): SQL =>
  and(
    eq(member.tenantId, scope.tenantId),
    eq(member.organizationId, scope.organizationId),
    eq(member.processMode, scope.processMode),
    isNull(member.deletedAt),
  ) as SQL;

function updateStatement(scope: ImportScope, rows: readonly MemberUpdate[], keys: readonly string[]): SQL {
  const columns = keys.map((key) => {
    const column = COLUMNS[key];
    if (!column) throw new Error(`member has no property ${key}`);
    return column;
  });
  const arrays = [
    sql`${sql.param(rows.map((r) => r.id))}::bigint[]`,
    ...columns.map(
      (column, i) =>
        sql`${sql.param(rows.map((r) => driverValue(column, r.values[keys[i] as string])))}::${sql.raw(arrayType(column))}`,
    ),
    sql`${sql.param(rows.map((r) => r.searchText))}::text[]`,
  ];
  const aliases = ["id", ...columns.map((_, i) => `c${i}`), "search_text"].map((a) => sql.identifier(a));
  const sets = columns.map((column, i) => sql`${sql.identifier(column.name)} = u.${sql.identifier(`c${i}`)}`);
  return sql`
    update ${member} set ${sql.join([...sets, sql`${sql.identifier(member.searchText.name)} = u.search_text`], sql`, `)},
      ${sql.identifier(member.version.name)} = ${member.version} + 1,
      ${sql.identifier(member.updatedAt.name)} = now()
    from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(aliases, sql`, `)})
    where ${member.id} = u.id and ${live(scope)}
    returning ${member.id}`;
}

/**
 * `UPDATE member … FROM unnest(…)`: thousands of rows per statement, each row its own values, every
 * row bumping the lock version. Only live members of the scope are touched; returns how many were,
 * so the caller can tell when one went away in the meantime.
 */
export async function updateMemberRows(
  db: Db,
  scope: ImportScope,
  rows: readonly MemberUpdate[],
  keys: readonly string[],
): Promise<number> {
  let updated = 0;
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const result = (await db.execute(
      updateStatement(scope, rows.slice(i, i + ROWS_PER_STATEMENT), keys),
    )) as unknown as {
      rows: unknown[];
    };
    updated += result.rows.length;
  }
  return updated;
}

/**
 * The delete modes for members missing from the file: EXPIRATION ends their validity yesterday,
 * DELETE marks them deleted (the row stays for history and frees the member id). Returns the count.
 */
export async function removeMembers(
  db: Db,
  scope: ImportScope,
  ids: readonly number[],
  mode: "EXPIRATION" | "DELETE",
  yesterday: string,
): Promise<number> {
  const change =
    mode === "DELETE"
      ? sql`${sql.identifier(member.deletedAt.name)} = now()`
      : sql`${sql.identifier(member.validEnd.name)} = ${yesterday}::date`;
  let removed = 0;
  for (let i = 0; i < ids.length; i += ROWS_PER_STATEMENT) {
    const result = (await db.execute(sql`
      update ${member} set ${change}, ${sql.identifier(member.version.name)} = ${member.version} + 1,
        ${sql.identifier(member.updatedAt.name)} = now()
      from unnest(${sql.param(ids.slice(i, i + ROWS_PER_STATEMENT))}::bigint[]) as u(id)
      where ${member.id} = u.id and ${live(scope)}
      returning ${member.id}`)) as unknown as { rows: unknown[] };
    removed += result.rows.length;
  }
  return removed;
}
