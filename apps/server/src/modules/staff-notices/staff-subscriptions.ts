import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { staffPushSubscription } from "./staff-notices.tables";

/**
 * A staff browser's subscription (the back office's service worker). The endpoint is the browser: a
 * colleague logging in on the same PC takes it over, so notices follow whoever uses it now.
 */
export async function saveStaffSubscription(
  deps: { db: Db; delivery: Pick<DeliveryEngine, "checkPushSubscription"> },
  ctx: RequestContext,
  input: { endpoint: string; keys: { p256dh: string; auth: string } },
  userAgent: string | null,
): Promise<void> {
  const { db } = deps;
  // The same rule as the members' devices: the endpoint is where the server will send (no SSRF).
  const sub = await deps.delivery.checkPushSubscription(input);
  const values = {
    tenantId: ctx.tenantId,
    loginUserId: ctx.loginUserId,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    userAgent: userAgent?.slice(0, 500) ?? null,
  };
  await db
    .insert(staffPushSubscription)
    .values(values)
    .onConflictDoUpdate({
      target: staffPushSubscription.endpoint,
      set: { ...values, createdAt: sql`now()` },
    });
}

export async function removeStaffSubscription(db: Db, ctx: RequestContext, endpoint: string): Promise<void> {
  await db
    .delete(staffPushSubscription)
    .where(
      and(
        eq(staffPushSubscription.tenantId, ctx.tenantId),
        eq(staffPushSubscription.loginUserId, ctx.loginUserId),
        eq(staffPushSubscription.endpoint, endpoint),
      ),
    );
}
