import { MEMBER_FIELDS, type MemberFieldSpec, memberFieldSpec } from "@gakumu/domain";
import type { Db } from "../../../db/client";
import { listMemberImportFields } from "../members.service";

/** A field the organisation imports: its spec, the title it uses, and whether a value is required. */
export interface ImportField {
  fieldName: string;
  fieldTitle: string;
  isRequired: boolean;
  spec: MemberFieldSpec;
}

/**
 * The organisation's valid import fields of one process mode in their row order. The member id and
 * the name are always part of it, required, whatever the settings say: without them a row cannot
 * become a member. An organisation that has no list for the mode yet (the concern mode usually)
 * imports the platform's default list, the one every organisation starts from.
 */
export async function loadImportFields(
  db: Db,
  organizationId: number,
  processMode: number,
): Promise<ImportField[]> {
  const rows = await listMemberImportFields(db, organizationId, processMode);
  const source =
    rows.length > 0
      ? rows
      : MEMBER_FIELDS.map((f) => ({
          fieldName: f.fieldName,
          fieldTitle: f.fieldTitle,
          isValid: true,
          isRequired: f.isRequired,
        }));
  const fields: ImportField[] = [];
  for (const row of source) {
    const spec = memberFieldSpec(row.fieldName);
    if (!spec) continue;
    if (!row.isValid && !spec.isRequired) continue;
    fields.push({
      fieldName: row.fieldName,
      fieldTitle: row.fieldTitle,
      isRequired: row.isRequired || spec.isRequired,
      spec,
    });
  }
  return fields;
}
