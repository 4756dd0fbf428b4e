import { PhotoStatus, ProcessMode } from "@gakumu/domain";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loadHierarchy, subtreeCondition } from "./member-hierarchy";
import { type MemberViewer, memberVisibility } from "./member-visibility";
import { member } from "./members.tables";
import { memberPhoto } from "./photos/member-photos.tables";
import { readPhotoFile } from "./photos/photo-files";

// What 会員証印刷 (modules/member-cards) needs of members: the current members the caller may see, by
// grade, class or member ids, with what a card shows — name, kana, grade, class and the approved face
// photo. The photo is read from the file store here, which this module owns.

export type CardSelection =
  | { kind: "grade"; grade: number }
  | { kind: "placement"; placementCd: string }
  | { kind: "members"; memberIds: readonly string[] };

export interface CardMember {
  id: number;
  memberId: string;
  name: string;
  nameKana: string | null;
  grade: number | null;
  /** The deepest hierarchy code the member sits on. */
  placementCd: string | null;
  /** Relative path of the approved photo's thumbnail (JPEG), or null without an approved photo. */
  photoPath: string | null;
}

const placementCd = sql<
  string | null
>`coalesce(${member.subunitCd}, ${member.unitCd}, ${member.subsectionCd}, ${member.sectionCd}, ${member.divisionCd})`;

async function selectionCondition(db: Db, viewer: MemberViewer, selection: CardSelection): Promise<SQL> {
  const conditions: SQL[] = [await memberVisibility(db, viewer), eq(member.processMode, ProcessMode.NORMAL)];
  if (selection.kind === "grade") conditions.push(eq(member.grade, selection.grade));
  if (selection.kind === "placement") {
    const hierarchy = await loadHierarchy(db, viewer.organizationId);
    conditions.push(subtreeCondition(hierarchy, selection.placementCd));
  }
  if (selection.kind === "members") {
    const codes = [...new Set(selection.memberIds.map((c) => c.normalize("NFKC").trim()))];
    conditions.push(inArray(member.memberId, codes));
  }
  return and(...conditions) as SQL;
}

/** How many members the selection names (to refuse a print too large before reading them). */
export async function countCardMembers(
  db: Db,
  viewer: MemberViewer,
  selection: CardSelection,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(member)
    .where(await selectionCondition(db, viewer, selection));
  return row?.n ?? 0;
}

/** The selected members in member id order, at most `limit`, with their approved photo's path. */
export async function listCardMembers(
  db: Db,
  viewer: MemberViewer,
  selection: CardSelection,
  limit: number,
): Promise<CardMember[]> {
  return db
    .select({
      id: member.id,
      memberId: member.memberId,
      name: member.name,
      nameKana: member.nameKana,
      grade: member.grade,
      placementCd,
      photoPath: memberPhoto.thumbnailPath,
    })
    .from(member)
    .leftJoin(
      memberPhoto,
      and(
        eq(memberPhoto.memberId, member.id),
        eq(memberPhoto.tenantId, member.tenantId),
        eq(memberPhoto.kind, "current"),
        eq(memberPhoto.status, PhotoStatus.APPROVED),
      ),
    )
    .where(await selectionCondition(db, viewer, selection))
    .orderBy(asc(member.memberId), asc(member.id))
    .limit(limit);
}

/** The bytes of a card member's photo thumbnail; null when the file is gone. */
export async function readCardPhoto(photoRoot: string, photoPath: string): Promise<Buffer | null> {
  try {
    return await readPhotoFile(photoRoot, photoPath);
  } catch {
    return null;
  }
}
