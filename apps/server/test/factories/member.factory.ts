import { ProcessMode } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import { insertMembersBatch } from "../../src/modules/members/members.service";
import { member } from "../../src/modules/members/members.tables";
import { expectCall, type FactoryContext, uniqueCode } from "./factory-context";
import type { TenantFixture } from "./tenant.factory";

const LEVEL_FIELDS = ["division_cd", "section_cd", "subsection_cd", "unit_cd", "subunit_cd"];

export interface MemberFixture {
  id: number;
  memberId: string;
  version: number;
  name: string;
}

/**
 * A member: registered on the メンバー一覧 screen, or (alumni and other process modes, which have no
 * registration screen) written as the importer writes them.
 */
export async function newMember(
  t: FactoryContext,
  s: TenantFixture,
  options: {
    processMode?: number;
    /** The codes of the member's place in the hierarchy, from the top level down. */
    path?: string[];
    grade?: number;
  } = {},
): Promise<MemberFixture> {
  const memberId = uniqueCode("M");
  const name = `${s.marker} 生徒`;
  const processMode = options.processMode ?? ProcessMode.NORMAL;
  if (processMode === ProcessMode.NORMAL) {
    const res = await expectCall(
      t,
      {
        method: "POST",
        url: "/app/api/v2/members",
        headers: s.headers,
        payload: {
          member_id: memberId,
          name,
          name_kana: "セイト　ハナコ",
          mail_address: `${memberId.toLowerCase()}@example.jp`,
          ...(options.grade === undefined ? {} : { grade: String(options.grade) }),
          ...Object.fromEntries((options.path ?? []).map((code, i) => [LEVEL_FIELDS[i], code])),
          attributes: {},
        },
      },
      201,
    );
    const created = res.json().member;
    return { id: created.id, memberId, version: created.version, name };
  }
  await insertMembersBatch(t.database.db, [
    {
      tenantId: s.tenant.id,
      organizationId: s.organization.id,
      processMode,
      memberId,
      name,
      nameKana: "ソツギョウ　イチロウ",
      grade: options.grade ?? null,
      divisionCd: options.path?.[0] ?? null,
      sectionCd: options.path?.[1] ?? null,
    },
  ]);
  const [row] = await t.database.db
    .select({ id: member.id, version: member.version })
    .from(member)
    .where(and(eq(member.organizationId, s.organization.id), eq(member.memberId, memberId)));
  return { id: row!.id, memberId, version: row!.version, name };
}
