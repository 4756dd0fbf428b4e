import { ForbiddenError } from "../errors/app-error";
import type { CallerAuthority } from "../permissions/caller-authority";
import type { MenuCode } from "../permissions/menu-catalogue";

/** Reading needs the menu available or reference only; writing needs it available (spec §6). */
export type MenuNeed = "read" | "write";

/** Anyone calling a use case: a request's context, a job's requester, another module's caller. */
export interface AuthorizedCaller {
  authority: CallerAuthority;
}

export const menuRefusals = {
  unavailable: "このメニューを利用する権限がありません。",
  referenceOnly: "参照のみの権限のため、この操作はできません。",
} as const;

/** Whether the caller holds `need` on one of `menus`. */
export function holdsMenu(caller: AuthorizedCaller, menus: MenuCode | readonly MenuCode[], need: MenuNeed) {
  const list: readonly MenuCode[] = typeof menus === "string" ? [menus] : menus;
  return list.some((m) => {
    const authority = caller.authority.menus[m];
    return authority === 0 || (authority === 1 && need === "read");
  });
}

/**
 * The first line of every use case: the caller must hold the menu (any of `menus` when a use case
 * serves several screens), for writing when it changes anything. The gate checked the route already;
 * this refuses the same caller when the use case is reached some other way (a job run for a user whose
 * permission was taken away since, another module's service, a script).
 */
export function requireMenu(
  caller: AuthorizedCaller,
  menus: MenuCode | readonly MenuCode[],
  need: MenuNeed,
): void {
  if (holdsMenu(caller, menus, need)) return;
  const readable = need === "write" && holdsMenu(caller, menus, "read");
  throw new ForbiddenError(readable ? menuRefusals.referenceOnly : menuRefusals.unavailable);
}
