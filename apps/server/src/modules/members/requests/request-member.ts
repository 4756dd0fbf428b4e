import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { NotFoundError } from "../../../platform/errors/app-error";
import { listMemberImportFields } from "../members.service";
import { member } from "../members.tables";
import { CHANGE_FIELDS } from "./request-payloads";

export const memberNotFoundMessage = "指定されたメンバーが見つかりません。";

/** Every member field a change request may touch, once. */
export const CHANGEABLE_FIELDS = [
  ...new Set(Object.values(CHANGE_FIELDS).flatMap((f) => (f ?? []).map((c) => c.fieldName))),
];

export const memberSummaryColumns = {
  memberId: member.id,
  memberCode: member.memberId,
  name: member.name,
  nameKana: member.nameKana,
  grade: member.grade,
};

/** The member columns change requests touch, by field name (mobile_tel_no → member.mobileTelNo). */
export const changeableColumns = {
  mobile_tel_no: member.mobileTelNo,
  postal_cd: member.postalCd,
  prefectures_cd: member.prefecturesCd,
  address1: member.address1,
  address2: member.address2,
  name: member.name,
  name_kana: member.nameKana,
  mail_address: member.mailAddress,
} as const;

export type ChangeableField = keyof typeof changeableColumns;

/** A live member of the organisation, whoever asks (the member app's path: the member is the caller). */
export async function findOrganizationMember(
  db: Db,
  scope: { tenantId: number; organizationId: number },
  memberId: number,
  visible?: SQL,
) {
  const [row] = await db
    .select({
      ...memberSummaryColumns,
      ...changeableColumns,
      version: member.version,
      processMode: member.processMode,
    })
    .from(member)
    .where(
      and(
        eq(member.tenantId, scope.tenantId),
        eq(member.organizationId, scope.organizationId),
        isNull(member.deletedAt),
        eq(member.id, memberId),
        visible,
      ),
    );
  if (!row) throw new NotFoundError(memberNotFoundMessage);
  return row;
}

/** Fields the organisation's member import settings make required (they bind a change request too). */
export async function requiredFieldsOf(
  db: Db,
  organizationId: number,
  processMode: number,
): Promise<Set<string>> {
  const fields = await listMemberImportFields(db, organizationId, processMode);
  return new Set(fields.filter((f) => f.isValid && f.isRequired).map((f) => f.fieldName));
}

/** Organisation titles of the member fields (an organisation may retitle them), by field name. */
export async function fieldTitlesOf(
  db: Db,
  organizationId: number,
  processMode: number,
): Promise<Map<string, string>> {
  const fields = await listMemberImportFields(db, organizationId, processMode);
  return new Map(fields.map((f) => [f.fieldName, f.fieldTitle]));
}
