import {
  type HealthObservationBody,
  HealthObservationSource,
  type HealthOwnObservation,
  type HealthWebLink,
  type MemberHealthView,
  NonLoginAccessKeyDataType,
} from "@gakumu/domain";
import type { MemberCaller } from "../../platform/access/applicant-access";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import {
  issueAccessKey,
  resolveAccessKey,
  revokeMemberAccessKeys,
} from "../../platform/access-keys/non-login-access-keys";
import { AppError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { type HealthMember, healthMembers, staffHealthMember } from "../members/member-health-lookups";
import { HEALTH_CHECK_SETTING_MENU } from "./health-care.menu";
import { memberHealthView } from "./health-member-view";
import { observationMessages } from "./health-observations";
import { saveReport, tokyoDate } from "./health-report";
import type { ReportDeps } from "./health-report-deps";
import { effectiveSetting, type Owner } from "./health-settings";

// The two ways a member reports without the back office: the member app (their own session) and a
// personal web link for members without the app (a phone's browser, a family's PC). The link holds a
// non-login access key of kind HEALTH_CHECK that stands for the member; unlike a safety or survey
// link it is used every morning, so it is not spent by use, only by its expiry (ヘルスケア設定's
// validity in days), by the school switching web links off, or by a newer link for the same member:
// issuing one voids the member's earlier links, so a lost or leaked printout can be shut off.

export const linkMessages = {
  invalid:
    "このリンクは無効か、有効期限が切れています。お手数ですが、学校から新しいリンクを受け取ってください。",
  disabled: "この学校ではWebリンクからの体調報告を受け付けていません。",
  webLinkOff: "Webリンクが無効に設定されています。ヘルスケア設定で有効にしてから発行してください。",
} as const;

const appMember = async (
  deps: ReportDeps,
  caller: MemberCaller,
): Promise<{ owner: Owner; member: HealthMember }> => {
  const owner = { tenantId: caller.tenantId, organizationId: caller.organizationId };
  const member = (await healthMembers(deps.db, owner, [caller.memberId])).get(caller.memberId);
  if (!member) throw new NotFoundError(observationMessages.memberNotFound);
  return { owner, member };
};

export async function appHealthView(deps: ReportDeps, caller: MemberCaller): Promise<MemberHealthView> {
  const { owner, member } = await appMember(deps, caller);
  return memberHealthView(deps.db, owner, member);
}

export async function appReport(
  deps: ReportDeps,
  caller: MemberCaller,
  body: HealthObservationBody,
): Promise<HealthOwnObservation> {
  const { owner, member } = await appMember(deps, caller);
  const setting = await effectiveSetting(deps.db, owner);
  return saveReport(deps, setting, {
    owner,
    member,
    date: tokyoDate(),
    body,
    source: HealthObservationSource.APP,
  });
}

// ---- web link ----

/** Issues a member's personal link (staff hand it out or print it); the member's earlier links stop working. */
export async function issueWebLink(
  deps: ReportDeps & { publicUrl: string },
  ctx: RequestContext,
  memberId: number,
): Promise<HealthWebLink> {
  requireMenu(ctx, HEALTH_CHECK_SETTING_MENU, "write");
  const member = await staffHealthMember(deps.db, ctx, memberId);
  if (!member) throw new NotFoundError(observationMessages.memberNotFound);
  const setting = await effectiveSetting(deps.db, ctx);
  if (!setting.webLinkEnabled) throw new ValidationError(linkMessages.webLinkOff);
  const expiresAt = new Date(Date.now() + setting.webLinkValidDays * 86_400_000);
  // Together: never two live links, never none after a failure halfway.
  const key = await deps.db.transaction(async (tx) => {
    await revokeMemberAccessKeys(tx, {
      tenantId: ctx.tenantId,
      memberIds: [member.id],
      dataTypes: [NonLoginAccessKeyDataType.HEALTH_CHECK],
    });
    return issueAccessKey(tx, {
      tenantId: ctx.tenantId,
      dataType: NonLoginAccessKeyDataType.HEALTH_CHECK,
      memberId: member.id,
      targetId: ctx.organizationId,
      expiresAt,
    });
  });
  return { url: `${deps.publicUrl}/app/member/health-link/${key.token}`, expiresAt: expiresAt.toISOString() };
}

async function linkMember(deps: ReportDeps, key: string) {
  const row = await resolveAccessKey(deps.db, key, NonLoginAccessKeyDataType.HEALTH_CHECK);
  if (!row || row.memberId === null || row.targetId === null)
    throw new AppError("FORM_ACCESS_KEY_IS_NOT_VALID", linkMessages.invalid);
  const owner = { tenantId: row.tenantId, organizationId: row.targetId };
  const [member, setting] = await Promise.all([
    healthMembers(deps.db, owner, [row.memberId]).then((m) => m.get(row.memberId!)),
    effectiveSetting(deps.db, owner),
  ]);
  if (!member) throw new AppError("FORM_ACCESS_KEY_IS_NOT_VALID", linkMessages.invalid);
  if (!setting.webLinkEnabled) throw new AppError("FORM_ACCESS_KEY_IS_NOT_VALID", linkMessages.disabled);
  return { owner, member, setting };
}

export async function openWebLink(deps: ReportDeps, key: string): Promise<MemberHealthView> {
  const { owner, member } = await linkMember(deps, key);
  return memberHealthView(deps.db, owner, member);
}

export async function reportByWebLink(
  deps: ReportDeps,
  key: string,
  body: HealthObservationBody,
): Promise<HealthOwnObservation> {
  const { owner, member, setting } = await linkMember(deps, key);
  return saveReport(deps, setting, {
    owner,
    member,
    date: tokyoDate(),
    body,
    source: HealthObservationSource.WEB_LINK,
  });
}
