import { z } from "zod";
import { defineContracts } from "../api/contract";
import { MEMBER_APP_API } from "../member-inbox/member-inbox-api";

// The member app's LINE link (server: modules/member-line-link/): a member links their LINE account
// through the organisation's LINE Login, so deliveries reach them over the organisation's official
// account when they have no app notifications on.

const B = `${MEMBER_APP_API}/line`;
/** Where LINE sends the browser back after the member's LINE Login (register it in the LINE console). */
export const MEMBER_LINE_CALLBACK_PATH = `${B}/callback`;

export const MemberLineState = z.object({
  /** The organisation has a LINE Login channel: the member app offers 「LINEと連携する」. */
  available: z.boolean(),
  linked: z.boolean(),
  /** LINE's display name at the time of linking. */
  displayName: z.string().nullable(),
  /** ISO instant of the link; null when not linked. */
  linkedAt: z.string().nullable(),
  /** The organisation sends over LINE now (official account set and enabled). */
  messagingEnabled: z.boolean(),
});
export type MemberLineState = z.infer<typeof MemberLineState>;

/** The LINE Login URL to navigate to. */
export const MemberLineStart = z.object({ url: z.string() });
export type MemberLineStart = z.infer<typeof MemberLineStart>;

/** LINE's callback: code and state, or error when the member declined; anything else is ignored. */
export const MemberLineCallbackQuery = z.looseObject({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});

/** Query values the callback adds to the settings page address (the member app shows the message). */
export const MEMBER_LINE_RESULT = { done: "linked", param: "line" } as const;

export const memberLineContracts = defineContracts({
  [`GET ${B}`]: MemberLineState,
  [`POST ${B}`]: MemberLineStart,
  [`DELETE ${B}`]: MemberLineState,
} as const);
