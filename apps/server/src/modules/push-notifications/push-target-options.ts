import type { MemberCandidate, PushTarget, TargetOptions } from "@gakumu/domain";
import { NotificationType } from "@gakumu/domain";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ValidationError } from "../../platform/errors/app-error";
import { listGrades, listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import type { MenuCode } from "../../platform/permissions/menu-catalogue";
import { groupMemberIds, listGroupsForPicker } from "../member-groups/group-targets";
import { listMemberAttributes } from "../members/member-attributes.service";
import { loadHierarchy } from "../members/member-hierarchy";
import { countTargetMembers, findTargetCandidates, requireTargetMemberIds } from "../members/member-targets";
import { assertOwnTargetIds } from "./own-target-ids";
import type { PushDeps } from "./push-deps";
import { composeMenuOf, type PushKind } from "./push-notifications.menu";

// The compose screen's target picker: what can be chosen, the live count, and the recipients when
// sending. Each use case checks the compose menu of its kind first.

const GROUP_ONLY = "グループ配信の送信対象は配信グループです。配信グループを選択してください。";

/** A group push goes to delivery groups only; a push may combine every kind of criterion. */
export function checkTargetForKind(kind: PushKind, target: PushTarget): void {
  if (kind !== NotificationType.GROUP_PUSH) return;
  const others =
    target.nodes.length + target.grades.length + target.attributes.length + target.memberIds.length;
  if (target.groupIds.length === 0 || others > 0)
    throw new ValidationError(GROUP_ONLY, [{ path: "target.groupIds", message: GROUP_ONLY }]);
}

/** `menu`: the screen asking (the compose menu of the kind; RSS連携 reuses the picker under its own). */
export async function targetOptions(
  deps: Pick<PushDeps, "db">,
  ctx: RequestContext,
  kind: PushKind,
  menu: MenuCode = composeMenuOf(kind),
): Promise<TargetOptions> {
  requireMenu(ctx, menu, "read");
  const { db } = deps;
  const groups = await listGroupsForPicker(db, ctx);
  if (kind === NotificationType.GROUP_PUSH)
    return {
      nodes: [],
      grades: [],
      attributes: [],
      groups: groups.map(({ id, name, memberCount }) => ({ id, name, memberCount })),
    };
  const [nodes, grades, attributes] = await Promise.all([
    listHierarchyNodes(db, ctx.organizationId),
    listGrades(db, ctx.organizationId),
    listMemberAttributes(db, ctx, ctx.processMode),
  ]);
  return {
    nodes: nodes
      .filter((n) => !(n as { disabled?: boolean }).disabled)
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

export async function memberCandidates(
  deps: Pick<PushDeps, "db">,
  ctx: RequestContext,
  kind: PushKind,
  keyword: string,
  menu: MenuCode = composeMenuOf(kind),
): Promise<MemberCandidate[]> {
  requireMenu(ctx, menu, "read");
  const rows = await findTargetCandidates(deps.db, ctx, keyword);
  const hierarchy = await loadHierarchy(deps.db, ctx.organizationId);
  return rows.map((r) => ({
    id: r.id,
    memberId: r.memberId,
    name: r.name,
    placement: hierarchy.namesOf(r.path).join(" ／ "),
  }));
}

/** The live count before sending. */
export async function countTarget(
  deps: Pick<PushDeps, "db">,
  ctx: RequestContext,
  kind: PushKind,
  target: PushTarget,
  menu: MenuCode = composeMenuOf(kind),
): Promise<{ count: number }> {
  requireMenu(ctx, menu, "read");
  // A group push screen opens with no group chosen yet: nobody, not an error (sending says why).
  if (kind === NotificationType.GROUP_PUSH && target.groupIds.length === 0) return { count: 0 };
  checkTargetForKind(kind, target);
  const groupIds = await groupMemberIds(deps.db, ctx.tenantId, target.groupIds);
  return { count: await countTargetMembers(deps.db, ctx, target, { groupMemberIds: groupIds }) };
}

/** The recipients at the moment of sending (a Japanese 400 when nobody). No menu check: for the callers. */
export async function resolveRecipients(
  deps: Pick<PushDeps, "db">,
  ctx: RequestContext,
  kind: PushKind,
  target: PushTarget,
) {
  checkTargetForKind(kind, target);
  // Sending stores the target (push, survey, safety confirmation, notebook and news notices).
  await assertOwnTargetIds(deps.db, ctx, target);
  const groupIds = await groupMemberIds(deps.db, ctx.tenantId, target.groupIds);
  return requireTargetMemberIds(deps.db, ctx, target, { groupMemberIds: groupIds });
}
