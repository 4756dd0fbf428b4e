import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ValidationError } from "../errors/app-error";
import { pushSubscription } from "./delivery.tables";
import type { MemberChannelState, PushSubscriptionInput } from "./delivery-engine";
import { lineReachable } from "./line-links";
import type { MemberDirectory } from "./member-directory";
import { pushEndpointProblem } from "./push-endpoint";

const KEY = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * A browser's subscription as PushManager gives it: an https endpoint the server may send to
 * (push-endpoint.ts) and the two keys (base64url).
 */
export async function checkSubscription(
  sub: PushSubscriptionInput,
  allowPrivateNetwork: boolean,
): Promise<PushSubscriptionInput> {
  const problem = await pushEndpointProblem(sub.endpoint, allowPrivateNetwork);
  if (problem) throw new ValidationError(problem);
  const { p256dh, auth } = sub.keys ?? {};
  if (!p256dh || !auth || !KEY.test(p256dh) || !KEY.test(auth) || p256dh.length > 200 || auth.length > 100)
    throw new ValidationError("通知の暗号鍵の形式が正しくありません。");
  return sub;
}

/** The endpoint is the device: subscribing again (or as another member on the same phone) moves it. */
export async function saveSubscription(
  db: Db,
  tenantId: number,
  memberId: number,
  input: PushSubscriptionInput,
  userAgent: string | null,
  allowPrivateNetwork: boolean,
): Promise<void> {
  const sub = await checkSubscription(input, allowPrivateNetwork);
  const values = {
    tenantId,
    memberId,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    userAgent: userAgent?.slice(0, 500) ?? null,
  };
  await db
    .insert(pushSubscription)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscription.endpoint,
      set: { ...values, failureCount: 0, createdAt: sql`now()` },
    });
}

export async function removeSubscription(
  db: Db,
  tenantId: number,
  memberId: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscription)
    .where(
      and(
        eq(pushSubscription.tenantId, tenantId),
        eq(pushSubscription.memberId, memberId),
        eq(pushSubscription.endpoint, endpoint),
      ),
    );
}

/** Devices, LINE and mail per member: what channel a message to them would take. */
export async function memberChannels(
  db: Db,
  members: MemberDirectory,
  tenantId: number,
  memberIds: readonly number[],
): Promise<Map<number, MemberChannelState>> {
  const out = new Map<number, MemberChannelState>();
  if (memberIds.length === 0) return out;
  const contacts = await members.contacts(db, tenantId, memberIds);
  const devices = await db
    .select({ memberId: pushSubscription.memberId, n: count() })
    .from(pushSubscription)
    .where(
      and(
        eq(pushSubscription.tenantId, tenantId),
        sql`${pushSubscription.memberId} = any(${sql.param([...memberIds])}::bigint[])`,
      ),
    )
    .groupBy(pushSubscription.memberId);
  const perMember = new Map(devices.map((d) => [d.memberId, Number(d.n)]));
  const line = await lineReachable(db, tenantId, memberIds);
  for (const [id, contact] of contacts)
    out.set(id, { push: perMember.get(id) ?? 0, line: line.has(id), mail: Boolean(contact.mailAddress) });
  return out;
}
