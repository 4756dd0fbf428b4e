import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { MemberContact, MemberDirectory } from "../../platform/delivery/member-directory";
import { member } from "./members.tables";

// How the platform's delivery engine reaches a member by mail: the members module owns the
// addresses, the engine asks here (never its tables) when it picks channels and when it sends.
// The module hands `deliveryMemberDirectory` to the engine when it registers (index.ts).
// A contact's mail address is the first of mail address, mail address 1 and 2.

/** An id list as one bound array parameter: a hundred thousand ids stay one parameter. */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::bigint[]`;

/** The tenant's members among `memberIds` (deleted ones left out), with their name and mail address. */
export async function memberContacts(
  db: Db,
  tenantId: number,
  memberIds: readonly number[],
): Promise<Map<number, MemberContact>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: member.id,
      name: member.name,
      mailAddress: sql<string | null>`coalesce(nullif(trim(${member.mailAddress}), ''),
        nullif(trim(${member.mailAddress1}), ''), nullif(trim(${member.mailAddress2}), ''))`,
    })
    .from(member)
    .where(
      and(
        eq(member.tenantId, tenantId),
        isNull(member.deletedAt),
        sql`${member.id} = any(${idArray(memberIds)})`,
      ),
    );
  return new Map(rows.map((r) => [r.id, { name: r.name, mailAddress: r.mailAddress }]));
}

/** Which of `memberIds` are the tenant's members (not deleted): what a delivery may be addressed to. */
export async function tenantMemberIds(
  db: Db,
  tenantId: number,
  memberIds: readonly number[],
): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({ id: member.id })
    .from(member)
    .where(
      and(
        eq(member.tenantId, tenantId),
        isNull(member.deletedAt),
        sql`${member.id} = any(${idArray(memberIds)})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** What the members module provides the delivery engine (ModuleDefinition.deliveryMembers). */
export const deliveryMemberDirectory: MemberDirectory = {
  contacts: memberContacts,
  addressableIds: tenantMemberIds,
};
