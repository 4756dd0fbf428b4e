import type { MemberListKind } from "./members-api";

/** The menus of the member roster screens (the server's members.menu.ts). */
export const MEMBER_MENUS = {
  members: "member-list",
  alumni: "alumni-list",
  attributes: "member-attribute",
} as const;

/** The shell path of a list: /member-list or /alumni-list; detail and edit live below it. */
export const menuPath = (kind: MemberListKind) => `/${MEMBER_MENUS[kind]}`;
