import { memberHttp } from "../http/member-http";
import { API } from "./inbox-api";

/** The member's own password: the current one proves it is them. */
export function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  return memberHttp.put<void>(
    `${API}/settings/password`,
    { currentPassword, newPassword },
    { notify: false },
  );
}
