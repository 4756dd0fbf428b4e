import type { PushTarget } from "@gakumu/domain";
import type { Db } from "../../db/client";
import { ValidationError } from "../../platform/errors/app-error";
import { foreignGroupIds } from "../member-groups/group-targets";
import { foreignMemberIds } from "../members/member-targets";

// A target names members and delivery groups by their database ids, which a request can forge. At
// sending they reach nobody outside the school, but a stored target with another school's ids leaks
// them back (history labels, edit screens) and may start reaching someone the day data moves. So every
// place that saves a target — pushes, notebooks, news, surveys, safety confirmations, RSS feeds, daily
// safety and daily report settings — refuses ids that are not the school's own, through this one check.

export const ownTargetMessages = {
  members: "選択されたメンバーの中に、この組織のメンバーではない人が含まれています。選び直してください。",
  groups:
    "選択された配信グループの中に、この組織の配信グループではないものが含まれています。選び直してください。",
} as const;

export async function assertOwnTargetIds(
  db: Db,
  scope: { tenantId: number; organizationId: number },
  target: Pick<PushTarget, "memberIds" | "groupIds">,
): Promise<void> {
  if ((await foreignMemberIds(db, scope, target.memberIds)).length > 0)
    throw new ValidationError(ownTargetMessages.members, [
      { path: "target.memberIds", message: ownTargetMessages.members },
    ]);
  if ((await foreignGroupIds(db, scope, target.groupIds)).length > 0)
    throw new ValidationError(ownTargetMessages.groups, [
      { path: "target.groupIds", message: ownTargetMessages.groups },
    ]);
}
