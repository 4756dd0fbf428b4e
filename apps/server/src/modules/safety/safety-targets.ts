import { NotificationType, type PushTarget } from "@gakumu/domain";
import type { RequestContext } from "../../platform/access/request-context";
import { resolveRecipients } from "../push-notifications/push-target-options";
import type { SafetyDeps } from "./safety-deps";

// The compose screen's target picker is push notifications' own (hierarchy nodes, grades, attributes,
// delivery groups, individual members; ALL/VALID), registered under the 安否確認配信 menu
// (safety.routes.ts); sending resolves the chosen target here.
const PUSH = NotificationType.PUSH;

/** The recipients at the moment of sending (a Japanese 400 when nobody). The caller checked the menu. */
export const resolveSafetyRecipients = (
  deps: Pick<SafetyDeps, "db">,
  ctx: RequestContext,
  target: PushTarget,
): Promise<number[]> => resolveRecipients(deps, ctx, PUSH, target);
