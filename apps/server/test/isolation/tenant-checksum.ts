import type { SqlExecutor } from "../../src/db/client";

// A fingerprint of everything a tenant owns, table by table, to show that calls from another tenant
// changed none of it. Tables are found in the catalogue, so a table added later is covered without
// editing this file: by its tenant_id, else through a foreign key to a table that has one.

export interface TenantTable {
  table: string;
  /** The WHERE that picks this tenant's rows; $1 is the tenant's id. */
  where: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of the public schema that holds rows of a tenant, with how to find them. */
export async function tenantTables(
  database: SqlExecutor,
): Promise<{ covered: TenantTable[]; skipped: string[] }> {
  const { rows: columns } = (await database.executeSql(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name in
        (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')`,
  )) as { rows: { table_name: string; column_name: string }[] };
  const { rows: keys } = (await database.executeSql(
    `select cl.relname as child, a.attname as child_column, pl.relname as parent, pa.attname as parent_column
       from pg_constraint c
       join pg_class cl on cl.oid = c.conrelid
       join pg_class pl on pl.oid = c.confrelid
       join pg_namespace n on n.oid = cl.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
      where c.contype = 'f' and array_length(c.conkey, 1) = 1`,
  )) as { rows: { child: string; child_column: string; parent: string; parent_column: string }[] };

  const byTable = new Map<string, Set<string>>();
  for (const c of columns) {
    if (!byTable.has(c.table_name)) byTable.set(c.table_name, new Set());
    byTable.get(c.table_name)!.add(c.column_name);
  }
  const hasTenant = (table: string) => byTable.get(table)?.has("tenant_id") ?? false;
  const covered: TenantTable[] = [];
  const skipped: string[] = [];
  for (const table of [...byTable.keys()].sort()) {
    if (table === "tenant") covered.push({ table, where: "id = $1" });
    else if (hasTenant(table)) covered.push({ table, where: "tenant_id = $1" });
    else {
      const key = keys.find((k) => k.child === table && hasTenant(k.parent));
      if (key)
        covered.push({
          table,
          where: `${quote(key.child_column)} in (select ${quote(key.parent_column)} from ${quote(key.parent)} where tenant_id = $1)`,
        });
      else skipped.push(table);
    }
  }
  return { covered, skipped };
}

/** Row count and an md5 of every row's text per table, for the tenant's rows only. */
export async function tenantChecksums(
  database: SqlExecutor,
  tables: TenantTable[],
  tenantId: number,
): Promise<Map<string, string>> {
  const union = tables
    .map(
      (t, i) =>
        `select ${i} as i, count(*)::text || ':' || coalesce(md5(string_agg(r::text, ',' order by r::text)), '') as sum
           from ${quote(t.table)} r where ${t.where}`,
    )
    .join(" union all ");
  const { rows } = (await database.executeSql(union, [tenantId])) as { rows: { i: number; sum: string }[] };
  return new Map(rows.map((r) => [tables[Number(r.i)]!.table, r.sum]));
}

/** Tables whose checksum differs between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before.keys()].filter((table) => before.get(table) !== after.get(table));
}
