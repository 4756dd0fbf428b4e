import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizationParameter } from "./tenancy.tables";

/**
 * One category of an organisation's parameters as type → value. A value set for the current process
 * mode wins over one set for NORMAL (0), which is where an organisation usually keeps its settings.
 */
export async function readParameterCategory(
  db: Db,
  scope: { tenantId: number; organizationId: number; processMode: number },
  category: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({
      processMode: organizationParameter.processMode,
      type: organizationParameter.parameterType,
      value: organizationParameter.value,
    })
    .from(organizationParameter)
    .where(
      and(
        eq(organizationParameter.tenantId, scope.tenantId),
        eq(organizationParameter.organizationId, scope.organizationId),
        inArray(organizationParameter.processMode, [0, scope.processMode]),
        eq(organizationParameter.parameterCategory, category),
      ),
    );
  const values = new Map<string, string>();
  for (const row of rows.filter((r) => r.processMode === 0)) values.set(row.type, row.value);
  for (const row of rows.filter((r) => r.processMode !== 0)) values.set(row.type, row.value);
  return values;
}
