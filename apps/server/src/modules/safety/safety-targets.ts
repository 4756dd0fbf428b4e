import { type MemberCandidate, NotificationType, type PushTarget, type TargetOptions } from "@gakumu/domain";
import type { RequestContext } from "../../platform/access/request-context";
import {
  countTarget,
  memberCandidates,
  resolveRecipients,
  targetOptions,
} from "../push-notifications/push-target-options";
import { SAFETY_SEND_MENU } from "./safety.menu";
import type { SafetyDeps } from "./safety-deps";

// The compose screen's target picker is push notifications' own (hierarchy nodes, grades, attributes,
// delivery groups, individual members; ALL/VALID), asked under the 安否確認配信 menu.
const PUSH = NotificationType.PUSH;

export const safetyTargetOptions = (deps: SafetyDeps, ctx: RequestContext): Promise<TargetOptions> =>
  targetOptions(deps, ctx, PUSH, SAFETY_SEND_MENU);

export const safetyMemberCandidates = (
  deps: SafetyDeps,
  ctx: RequestContext,
  keyword: string,
): Promise<MemberCandidate[]> => memberCandidates(deps, ctx, PUSH, keyword, SAFETY_SEND_MENU);

export const countSafetyTarget = (
  deps: SafetyDeps,
  ctx: RequestContext,
  target: PushTarget,
): Promise<{ count: number }> => countTarget(deps, ctx, PUSH, target, SAFETY_SEND_MENU);

/** The recipients at the moment of sending (a Japanese 400 when nobody). The caller checked the menu. */
export const resolveSafetyRecipients = (
  deps: Pick<SafetyDeps, "db">,
  ctx: RequestContext,
  target: PushTarget,
): Promise<number[]> => resolveRecipients(deps, ctx, PUSH, target);
