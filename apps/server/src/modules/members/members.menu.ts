import { ProcessMode } from "@gakumu/domain";
import type { AuthorizedCaller } from "../../platform/access/require-menu";
import type { CallerAuthority } from "../../platform/permissions/caller-authority";
import type { MenuCode } from "../../platform/permissions/menu-catalogue";
import type { MemberViewer } from "./member-visibility";

/** 「メンバー一覧」 (member category 10): search, register, edit, delete, export, move to alumni. */
export const MEMBER_LIST_MENU = "member-list" satisfies MenuCode;
/** 「卒業生一覧」: the members moved to the alumni process mode, read and exported only. */
export const ALUMNI_LIST_MENU = "alumni-list" satisfies MenuCode;
/** 「メンバー属性設定」: the organisation's own member attributes. */
export const MEMBER_ATTRIBUTE_MENU = "member-attribute" satisfies MenuCode;
/** 「顔写真承認」: the waiting face photos, approved or rejected. */
export const PHOTO_APPROVAL_MENU = "photo-approval" satisfies MenuCode;
/** 「申請管理」: members' change and certificate requests. */
export const MEMBER_REQUEST_MENU = "member-request" satisfies MenuCode;

/**
 * Which members a list shows and whose settings describe them:
 * - `processMode`: the members' own process mode (0 or 9 for the member list, 1 for alumni);
 * - `definitionMode`: the process mode whose import fields and attributes apply. Alumni were normal
 *   members and keep those fields, so the alumni list reads the NORMAL settings;
 * - `viewer`: whose reference authority filters the rows (the caller's, in their current mode).
 */
export interface MemberListScope extends AuthorizedCaller {
  processMode: number;
  definitionMode: number;
  viewer: MemberViewer;
  /** The screen the list belongs to: 「メンバー一覧」 or 「卒業生一覧」, whose authority a use case needs. */
  menu: MenuCode;
  authority: CallerAuthority;
}

export type MemberListKind = "members" | "alumni";

export function memberListScope(ctx: MemberViewer & AuthorizedCaller, kind: MemberListKind): MemberListScope {
  const viewer: MemberViewer = {
    tenantId: ctx.tenantId,
    organizationId: ctx.organizationId,
    loginUserId: ctx.loginUserId,
    processMode: ctx.processMode,
  };
  const { authority } = ctx;
  if (kind === "alumni")
    return {
      processMode: ProcessMode.ALUMNI,
      definitionMode: ProcessMode.NORMAL,
      viewer,
      menu: ALUMNI_LIST_MENU,
      authority,
    };
  return {
    processMode: ctx.processMode,
    definitionMode: ctx.processMode,
    viewer,
    menu: MEMBER_LIST_MENU,
    authority,
  };
}
