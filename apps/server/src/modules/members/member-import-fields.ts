import { MEMBER_FIELDS } from "@gakumu/domain";

/**
 * The member import fields of spec §3.3 in their import order, with the Japanese column titles an
 * organisation starts from. The list, its parsing and its messages live in @gakumu/domain (member-fields).
 */
export const MEMBER_IMPORT_FIELDS = MEMBER_FIELDS;

export type MemberImportFieldName = (typeof MEMBER_FIELDS)[number]["fieldName"];
