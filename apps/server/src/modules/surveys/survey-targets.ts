import { type MemberCandidate, NotificationType, type PushTarget, type TargetOptions } from "@gakumu/domain";
import type { RequestContext } from "../../platform/access/request-context";
import {
  countTarget,
  memberCandidates,
  resolveRecipients,
  targetOptions,
} from "../push-notifications/push-target-options";
import type { SurveyDeps } from "./survey-deps";
import { SURVEY_MENU } from "./surveys.menu";

// The builder's target picker is push notifications' own (hierarchy nodes, grades, attributes,
// delivery groups, individual members; ALL/VALID), asked under the アンケート作成 menu.
const PUSH = NotificationType.PUSH;

export const surveyTargetOptions = (deps: SurveyDeps, ctx: RequestContext): Promise<TargetOptions> =>
  targetOptions(deps, ctx, PUSH, SURVEY_MENU);

export const surveyMemberCandidates = (
  deps: SurveyDeps,
  ctx: RequestContext,
  keyword: string,
): Promise<MemberCandidate[]> => memberCandidates(deps, ctx, PUSH, keyword, SURVEY_MENU);

export const countSurveyTarget = (
  deps: SurveyDeps,
  ctx: RequestContext,
  target: PushTarget,
): Promise<{ count: number }> => countTarget(deps, ctx, PUSH, target, SURVEY_MENU);

/** The recipients at the moment of sending (a Japanese 400 when nobody). The caller checked the menu. */
export const resolveSurveyRecipients = (
  deps: SurveyDeps,
  ctx: RequestContext,
  target: PushTarget,
): Promise<number[]> => resolveRecipients(deps, ctx, PUSH, target);
