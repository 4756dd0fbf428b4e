import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organization } from "../tenancy/tenancy.tables";
import { delivery } from "./delivery.tables";

/**
 * The organisation that sent a delivery (its name heads the mail-link page; its id lets the sending
 * module find its own row).
 */
export async function senderOf(
  db: Db,
  tenantId: number,
  deliveryId: number,
): Promise<{ tenantId: number; organizationId: number; organizationName: string } | null> {
  const [row] = await db
    .select({ organizationId: organization.id, organizationName: organization.name })
    .from(delivery)
    .innerJoin(
      organization,
      and(eq(organization.id, delivery.organizationId), eq(organization.tenantId, delivery.tenantId)),
    )
    .where(and(eq(delivery.tenantId, tenantId), eq(delivery.id, deliveryId)));
  return row ? { tenantId, ...row } : null;
}
