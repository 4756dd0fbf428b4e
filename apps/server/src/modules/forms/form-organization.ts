import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organization } from "../../platform/tenancy/tenancy.tables";

/** The organisation a form belongs to (its sender address, for the public shape). */
export async function organizationOf(db: Db, owner: { tenantId: number; organizationId: number }) {
  const [row] = await db
    .select({ id: organization.id, senderMailAddress: organization.senderMailAddress })
    .from(organization)
    .where(and(eq(organization.tenantId, owner.tenantId), eq(organization.id, owner.organizationId)));
  if (!row) throw new Error(`organization ${owner.organizationId} of a form is missing`);
  return row;
}
