import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { ConflictError } from "../errors/app-error";

/**
 * A settings table with one row per organisation (a unique index on tenant and organisation) and a
 * version that every save raises: 自動配信設定, 職員への通知, 定時安否確認 and the like.
 */
export type OrganizationSettingTable = PgTable & {
  id: PgColumn;
  tenantId: PgColumn;
  organizationId: PgColumn;
  version: PgColumn;
};

export interface OrganizationOwner {
  tenantId: number;
  organizationId: number;
}

export function ofOrganizationRow(table: OrganizationSettingTable, owner: OrganizationOwner): SQL {
  return and(eq(table.tenantId, owner.tenantId), eq(table.organizationId, owner.organizationId))!;
}

/**
 * Saves an organisation's settings row the way two staff editing at once expect: the row is locked,
 * a save carrying a version other than the stored one gets `staleMessage` as a 409 instead of
 * overwriting the other's change, and the first save (no version sent) inserts it. Two first saves
 * at once meet the unique index: one gets in, the other gets the same 409.
 */
export async function saveOrganizationSetting<T extends OrganizationSettingTable>(
  db: Db,
  table: T,
  owner: OrganizationOwner,
  save: { version: number | undefined; values: Partial<T["$inferInsert"]>; staleMessage: string },
): Promise<T["$inferSelect"]> {
  // Drizzle cannot check column names against a table type that is only known to have these four
  // columns; the callers' `values` are checked against their own table's insert type above.
  const anyTable = table as unknown as PgTable & OrganizationSettingTable;
  const where = ofOrganizationRow(table, owner);
  return db.transaction(async (tx) => {
    const [current] = (await tx.select().from(anyTable).where(where).for("update")) as {
      id: number;
      version: number;
    }[];
    if (!current) {
      if (save.version !== undefined) throw new ConflictError(save.staleMessage);
      const [created] = await tx
        .insert(anyTable)
        .values({ ...save.values, tenantId: owner.tenantId, organizationId: owner.organizationId } as never)
        .onConflictDoNothing()
        .returning();
      if (!created) throw new ConflictError(save.staleMessage);
      return created as T["$inferSelect"];
    }
    if (save.version !== current.version) throw new ConflictError(save.staleMessage);
    const [updated] = await tx
      .update(anyTable)
      .set({ ...save.values, version: current.version + 1 } as never)
      .where(and(where, eq(table.id, current.id)))
      .returning();
    return updated as T["$inferSelect"];
  });
}
