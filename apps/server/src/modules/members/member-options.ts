import { z } from "zod";
import type { Db } from "../../db/client";
import { requireMenu } from "../../platform/access/require-menu";
import { listGrades, listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import { MemberAttributeItem } from "./member-attributes.schemas";
import { listMemberAttributes, toAttributeItem } from "./member-attributes.service";
import type { MemberListScope } from "./members.menu";
import { listMemberImportFields } from "./members.service";

export const MemberListOptions = z.object({
  /** The organisation's hierarchy, parents before children; disabled nodes only name old placements. */
  hierarchy: z.array(
    z.object({
      code: z.string(),
      parentCode: z.string(),
      depth: z.number(),
      name: z.string(),
      disabled: z.boolean(),
    }),
  ),
  grades: z.array(z.object({ gradeCd: z.number(), name: z.string() })),
  /** The import fields of the list's definition mode: labels, hidden fields, required marks. */
  importFields: z.array(
    z.object({
      fieldName: z.string(),
      fieldTitle: z.string(),
      isValid: z.boolean(),
      isRequired: z.boolean(),
      rowNumber: z.number(),
    }),
  ),
  attributes: z.array(MemberAttributeItem),
});
export type MemberListOptions = z.infer<typeof MemberListOptions>;

/**
 * What the list, detail and edit screens need besides the members: the masters to choose from and
 * the organisation's field settings. Read through the list's own menu, so a user with the member
 * list but without the hierarchy or attribute screens still gets them.
 */
export async function memberListOptions(db: Db, scope: MemberListScope): Promise<MemberListOptions> {
  requireMenu(scope, scope.menu, "read");
  const { organizationId } = scope.viewer;
  const [nodes, grades, fields, attributes] = await Promise.all([
    listHierarchyNodes(db, organizationId),
    listGrades(db, organizationId),
    listMemberImportFields(db, organizationId, scope.definitionMode),
    listMemberAttributes(db, scope.viewer, scope.definitionMode),
  ]);
  return {
    hierarchy: nodes.map((n) => ({
      code: n.divisionCd,
      parentCode: n.parentDivisionCd,
      depth: n.depth,
      name: n.name,
      disabled: Boolean((n as { disabled?: boolean }).disabled),
    })),
    grades: grades.map((g) => ({ gradeCd: g.gradeCd, name: g.name })),
    importFields: fields.map((f) => ({
      fieldName: f.fieldName,
      fieldTitle: f.fieldTitle,
      isValid: f.isValid,
      isRequired: f.isRequired,
      rowNumber: f.rowNumber,
    })),
    attributes: attributes.map(toAttributeItem),
  };
}
