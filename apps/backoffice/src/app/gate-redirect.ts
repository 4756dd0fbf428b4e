import type { LoginUser } from "./session";

/** How many organisation × process mode combinations the user can work in. */
export function processChoiceCount(user: Pick<LoginUser, "organizations">): number {
  return user.organizations.reduce(
    (sum, organization) => sum + Math.max(1, organization.processModes.length),
    0,
  );
}

/**
 * Where the gate sends a logged-in user before the shell (spec §2.1, issue 3): a password to change
 * first, then an expired password, then the choice of organisation and process mode when there is
 * more than one and none was made since this login. null: the shell may open.
 */
export function gateRedirect(
  user: Pick<LoginUser, "passwordChangeRequired" | "passwordExpired" | "organizations">,
  processSelected: boolean,
): string | null {
  if (user.passwordChangeRequired) return "/security-setting-before-login";
  if (user.passwordExpired) return "/expired";
  if (processChoiceCount(user) > 1 && !processSelected) return "/SelectProcess";
  return null;
}
