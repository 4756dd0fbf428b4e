import { type DomainLocale, formatMessage } from "../i18n/format";
import type { MessageKey } from "../i18n/messages.ja";

// Messages the SPAs show on their own (spec §8), not sent by the server.
const keys = {
  COMMUNICATION_FAILED: "client.communicationFailed",
  IP_PROHIBITED: "client.ipProhibited",
  AUTO_LOGOUT: "client.autoLogout",
  REQUEST_URL_NOT_FOUND: "client.requestUrlNotFound",
  SYSTEM_ERROR: "client.systemError",
  FORM_USER_DELETED: "client.formUserDeleted",
  SERVER_ERROR: "client.serverError",
  RESET_MAIL_SENT: "client.resetMailSent",
  INPUT_ERROR: "client.inputError",
  OPERATION_NOT_PERMITTED: "client.operationNotPermitted",
  SUCCESS_TITLE: "client.successTitle",
  ERROR_TITLE: "client.errorTitle",
} as const satisfies Record<string, MessageKey>;

export type ClientMessage = keyof typeof keys;

export const CLIENT_MESSAGE_LIST = Object.keys(keys) as readonly ClientMessage[];

/** e.g. `clientMessage("COMMUNICATION_FAILED")` → 「通信に失敗しました。電波の良い場所で再度お試しください。」 */
export function clientMessage(message: ClientMessage, locale?: DomainLocale): string {
  return formatMessage(keys[message], {}, locale);
}
