import { ProcessMode } from "@gakumu/domain";
import type { RequestContext } from "../../platform/access/request-context";
import type { MenuCode } from "../../platform/permissions/menu-catalogue";
import type { MemberViewer } from "./member-visibility";

/** 「メンバー一覧」 (member category 10): search, register, edit, delete, export, move to alumni. */
export const MEMBER_LIST_MENU = "member-list" satisfies MenuCode;
/** 「卒業生一覧」: the members moved to the alumni process mode, read and exported only. */
export const ALUMNI_LIST_MENU = "alumni-list" satisfies MenuCode;
/** 「メンバー属性設定」: the organisation's own member attributes. */
export const MEMBER_ATTRIBUTE_MENU = "member-attribute" satisfies MenuCode;

/**
 * Which members a list shows and whose settings describe them:
 * - `processMode`: the members' own process mode (0 or 9 for the member list, 1 for alumni);
 * - `definitionMode`: the process mode whose import fields and attributes apply. Alumni were normal
 *   members and keep those fields, so the alumni list reads the NORMAL settings;
 * - `viewer`: whose reference authority filters the rows (the caller's, in their current mode).
 */
export interface MemberListScope {
  processMode: number;
  definitionMode: number;
  viewer: MemberViewer;
}

export type MemberListKind = "members" | "alumni";

export function memberListScope(ctx: MemberViewer | RequestContext, kind: MemberListKind): MemberListScope {
  const viewer: MemberViewer = {
    tenantId: ctx.tenantId,
    organizationId: ctx.organizationId,
    loginUserId: ctx.loginUserId,
    processMode: ctx.processMode,
  };
  if (kind === "alumni")
    return { processMode: ProcessMode.ALUMNI, definitionMode: ProcessMode.NORMAL, viewer };
  return { processMode: ctx.processMode, definitionMode: ctx.processMode, viewer };
}
