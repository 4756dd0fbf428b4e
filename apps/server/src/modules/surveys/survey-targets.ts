import type { MemberCandidate, PushTarget, TargetOptions } from "@gakumu/domain";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { listGrades, listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import { groupMemberIds, listGroupsForPicker } from "../member-groups/group-targets";
import { listMemberAttributes } from "../members/member-attributes.service";
import { loadHierarchy } from "../members/member-hierarchy";
import { countTargetMembers, findTargetCandidates, requireTargetMemberIds } from "../members/member-targets";
import type { SurveyDeps } from "./survey-deps";
import { SURVEY_MENU } from "./surveys.menu";

// The builder's target picker, exactly as push notifications read it (hierarchy nodes, grades,
// attributes, delivery groups, individual members; ALL/VALID), behind the アンケート作成 menu.

export async function surveyTargetOptions(deps: SurveyDeps, ctx: RequestContext): Promise<TargetOptions> {
  requireMenu(ctx, SURVEY_MENU, "read");
  const { db } = deps;
  const [groups, nodes, grades, attributes] = await Promise.all([
    listGroupsForPicker(db, ctx),
    listHierarchyNodes(db, ctx.organizationId),
    listGrades(db, ctx.organizationId),
    listMemberAttributes(db, ctx, ctx.processMode),
  ]);
  return {
    nodes: nodes
      .filter((n) => !n.disabled)
      .map((n) => ({
        divisionCd: n.divisionCd,
        parentDivisionCd: n.parentDivisionCd,
        name: n.name,
        depth: n.depth,
      })),
    grades: grades.map((g) => ({ gradeCd: g.gradeCd, name: g.name })),
    attributes: attributes.map((a) => ({
      attributeCd: a.attributeCd,
      name: a.name,
      attributeType: a.attributeType,
      options: a.options,
    })),
    groups: groups.map(({ id, name, memberCount }) => ({ id, name, memberCount })),
  };
}

export async function surveyMemberCandidates(
  deps: SurveyDeps,
  ctx: RequestContext,
  keyword: string,
): Promise<MemberCandidate[]> {
  requireMenu(ctx, SURVEY_MENU, "read");
  const rows = await findTargetCandidates(deps.db, ctx, keyword);
  const hierarchy = await loadHierarchy(deps.db, ctx.organizationId);
  return rows.map((r) => ({
    id: r.id,
    memberId: r.memberId,
    name: r.name,
    placement: hierarchy.namesOf(r.path).join(" ／ "),
  }));
}

export async function countSurveyTarget(
  deps: SurveyDeps,
  ctx: RequestContext,
  target: PushTarget,
): Promise<{ count: number }> {
  requireMenu(ctx, SURVEY_MENU, "read");
  const groupIds = await groupMemberIds(deps.db, ctx.tenantId, target.groupIds);
  return { count: await countTargetMembers(deps.db, ctx, target, { groupMemberIds: groupIds }) };
}

/** The recipients at the moment of sending (a Japanese 400 when nobody). The caller checked the menu. */
export async function resolveSurveyRecipients(
  deps: SurveyDeps,
  ctx: RequestContext,
  target: PushTarget,
): Promise<number[]> {
  const groupIds = await groupMemberIds(deps.db, ctx.tenantId, target.groupIds);
  return requireTargetMemberIds(deps.db, ctx, target, { groupMemberIds: groupIds });
}
