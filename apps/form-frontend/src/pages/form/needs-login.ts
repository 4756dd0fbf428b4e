import type { SessionForm } from "../../session/form-session";

/** Whether the form can only be answered after logging in (spec §6: account registration, login required). */
export function needsLogin(form: SessionForm): boolean {
  return form.isAccountRegistration || form.loginRequired === 1;
}
