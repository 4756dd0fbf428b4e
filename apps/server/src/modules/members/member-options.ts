import type { MemberListOptions } from "@gakumu/domain";
import type { Db } from "../../db/client";
import { requireMenu } from "../../platform/access/require-menu";
import { listGrades, listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import { listMemberAttributes, toAttributeItem } from "./member-attributes.service";
import type { MemberListScope } from "./members.menu";
import { listMemberImportFields } from "./members.service";

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
