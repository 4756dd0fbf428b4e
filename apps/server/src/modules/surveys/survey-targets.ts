import { NotificationType, type PushTarget } from "@gakumu/domain";
import type { RequestContext } from "../../platform/access/request-context";
import { resolveRecipients } from "../push-notifications/push-target-options";
import type { SurveyDeps } from "./survey-deps";

// The builder's target picker is push notifications' own (hierarchy nodes, grades, attributes,
// delivery groups, individual members; ALL/VALID), registered under the アンケート作成 menu
// (surveys.routes.ts); sending resolves the chosen target here.
const PUSH = NotificationType.PUSH;

/** The recipients at the moment of sending (a Japanese 400 when nobody). The caller checked the menu. */
export const resolveSurveyRecipients = (
  deps: SurveyDeps,
  ctx: RequestContext,
  target: PushTarget,
): Promise<number[]> => resolveRecipients(deps, ctx, PUSH, target);
