import { and, count, desc, eq, isNull, like } from "drizzle-orm";
import type { Db } from "../../db/client";
import { insertMemberRows } from "./member-bulk-insert";
import { MEMBER_IMPORT_FIELDS, type MemberImportFieldName } from "./member-import-fields";
import { member, memberImportField } from "./members.tables";
import { buildMemberSearchText } from "./search-text";

/** A member as a writer supplies it; search text, version and timestamps are the service's business. */
export type NewMember = Omit<
  typeof member.$inferInsert,
  "id" | "searchText" | "version" | "deletedAt" | "createdAt" | "updatedAt"
>;

/**
 * Inserts members in bulk (the seeder's and, later, the importer's path); see member-bulk-insert.ts.
 * Run it inside a transaction when the rows must land together; returns the number inserted.
 */
export async function insertMembersBatch(db: Db, rows: NewMember[]): Promise<number> {
  await insertMemberRows(
    db,
    rows.map((r) => ({ ...r, searchText: buildMemberSearchText(r) })),
  );
  return rows.length;
}

export async function countMembers(db: Db, organizationId: number, processMode = 0): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(member)
    .where(
      and(
        eq(member.organizationId, organizationId),
        eq(member.processMode, processMode),
        isNull(member.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

/** The highest member id starting with prefix (ids are fixed-width, so text order is numeric order). */
export async function lastMemberIdWithPrefix(
  db: Db,
  organizationId: number,
  prefix: string,
): Promise<string | null> {
  const [row] = await db
    .select({ memberId: member.memberId })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), like(member.memberId, `${prefix}%`)))
    .orderBy(desc(member.memberId))
    .limit(1);
  return row?.memberId ?? null;
}

export interface ImportFieldOptions {
  processMode?: number;
  /** Titles that replace the defaults, e.g. { division_cd: "学科" }. */
  titles?: Partial<Record<MemberImportFieldName, string>>;
  /** Fields this organisation does not use: kept, with is_valid false, so they can be switched on. */
  unused?: MemberImportFieldName[];
}

/** Writes the §3.3 import field list for one organisation and process mode. */
export async function createMemberImportFields(
  db: Db,
  org: { id: number; tenantId: number },
  options: ImportFieldOptions = {},
): Promise<void> {
  const unused = new Set(options.unused ?? []);
  await db.insert(memberImportField).values(
    MEMBER_IMPORT_FIELDS.map((f, i) => ({
      tenantId: org.tenantId,
      organizationId: org.id,
      processMode: options.processMode ?? 0,
      fieldName: f.fieldName,
      fieldTitle: options.titles?.[f.fieldName] ?? f.fieldTitle,
      isValid: !unused.has(f.fieldName),
      isRequired: f.isRequired,
      rowNumber: i + 1,
    })),
  );
}

export async function listMemberImportFields(db: Db, organizationId: number, processMode = 0) {
  return db
    .select()
    .from(memberImportField)
    .where(
      and(
        eq(memberImportField.organizationId, organizationId),
        eq(memberImportField.processMode, processMode),
      ),
    )
    .orderBy(memberImportField.rowNumber);
}
