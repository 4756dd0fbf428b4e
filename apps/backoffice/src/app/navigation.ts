/**
 * Lets plain modules (the HTTP helper, the idle timer) move to another screen. The router registers
 * its navigate function at start-up; importing the router here instead would be circular (the
 * router imports the screens, which import the HTTP helper).
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}

/**
 * Screens outside the authentication gate (spec §2.1) that exist in this app. Their own calls deal
 * with their errors; a 401 there must not throw the user back to /login mid-step (e.g. a wrong
 * TOTP code on /loginsecondary).
 */
export const PUBLIC_PATHS = [
  "/login",
  "/loginsecondary",
  "/security-setting-before-login",
  "/expired",
  "/login-reminder",
  "/login-reset",
  "/register",
  "/email-address-authenticate",
  "/safety-answer",
  "/survey-answer",
  "/mail-answer-end",
  "/contact-web-register",
  "/regist-daily-report",
  "/announcement-approval",
  "/faq-approval",
  "/SelectProcess",
  "/404",
  "/500",
] as const;

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, "") || "/");
}

/** The path now shown ("" outside a browser, e.g. in unit tests of plain modules). */
export function currentPathname(): string {
  return typeof window === "undefined" ? "" : window.location.pathname;
}
