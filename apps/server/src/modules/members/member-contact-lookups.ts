import { normalizeForSearch, ProcessMode } from "@gakumu/domain";
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { loadNodePath, subtreeConditionOfPath } from "./member-hierarchy";
import { validOnCondition } from "./member-targets";
import { type MemberViewer, memberVisibility } from "./member-visibility";
import { member } from "./members.tables";

// What the contacts module (連絡) needs of members: who is sending (the logged-in member, or the child a
// class link's form names by number and name), which members a staff member may see on the board,
// and who has to be reminded. Only members of the normal process mode send reports.

export interface ContactSender {
  id: number;
  memberNo: string;
  name: string;
  grade: number | null;
  path: [string | null, string | null, string | null, string | null, string | null];
}

const senderColumns = {
  id: member.id,
  memberNo: member.memberId,
  name: member.name,
  grade: member.grade,
  divisionCd: member.divisionCd,
  sectionCd: member.sectionCd,
  subsectionCd: member.subsectionCd,
  unitCd: member.unitCd,
  subunitCd: member.subunitCd,
};
type SenderRow = { [K in keyof typeof senderColumns]: (typeof senderColumns)[K]["_"]["data"] | null };

const toSender = (r: SenderRow): ContactSender => ({
  id: r.id!,
  memberNo: r.memberNo!,
  name: r.name!,
  grade: r.grade,
  path: [r.divisionCd, r.sectionCd, r.subsectionCd, r.unitCd, r.subunitCd],
});

const living = (tenantId: number, organizationId: number) =>
  and(
    eq(member.tenantId, tenantId),
    eq(member.organizationId, organizationId),
    isNull(member.deletedAt),
    eq(member.processMode, ProcessMode.NORMAL),
  );

/** The logged-in member as a sender; null when deleted since or not a normal member. */
export async function contactSenderById(
  db: Db,
  owner: { tenantId: number; organizationId: number },
  memberId: number,
): Promise<ContactSender | null> {
  const [row] = await db
    .select(senderColumns)
    .from(member)
    .where(and(living(owner.tenantId, owner.organizationId), eq(member.id, memberId)));
  return row ? toSender(row) : null;
}

/** Names compare without spaces, width or kana differences: 「山田　花子」 is 「山田花子」. */
const nameKey = (name: string) => normalizeForSearch(name).replace(/\s+/g, "");

/**
 * The member of the class (a hierarchy node and its subtree) with this number and name, valid today;
 * null when there is none, so a guessed number alone never reveals or reaches anybody.
 */
export async function contactSenderInClass(
  db: Db,
  owner: { tenantId: number; organizationId: number },
  input: { nodeCd: string; memberNo: string; name: string; today: string },
): Promise<ContactSender | null> {
  // Only the class's own path: a post must not read the school's whole tree.
  const path = await loadNodePath(db, owner.organizationId, input.nodeCd);
  const rows = await db
    .select(senderColumns)
    .from(member)
    .where(
      and(
        living(owner.tenantId, owner.organizationId),
        eq(member.memberId, input.memberNo),
        subtreeConditionOfPath(path, input.nodeCd),
        validOnCondition(input.today),
      ),
    );
  const wanted = nameKey(input.name);
  const found = rows.find((r) => nameKey(r.name) === wanted);
  return found ? toSender(found) : null;
}

/** `column` (a member.id) among the members the viewer may see in lists (spec §6 reference authority). */
export async function visibleMemberCondition(
  db: Db,
  viewer: MemberViewer,
  column: AnyPgColumn,
): Promise<SQL> {
  const visible = await memberVisibility(db, viewer);
  return sql`${column} in (select ${member.id} from ${member} where ${visible})`;
}

/** Valid normal members of the organisation on `date` who are not among `reported` (ascending ids). */
export async function contactReminderMemberIds(
  db: Db,
  owner: { tenantId: number; organizationId: number },
  date: string,
  reported: readonly number[],
): Promise<number[]> {
  const ids = `{${reported.join(",")}}`;
  const rows = await db
    .select({ id: member.id })
    .from(member)
    .where(
      and(
        living(owner.tenantId, owner.organizationId),
        validOnCondition(date),
        reported.length > 0 ? sql`not (${member.id} = any(${ids}::bigint[]))` : undefined,
      ),
    )
    .orderBy(asc(member.id));
  return rows.map((r) => r.id);
}
