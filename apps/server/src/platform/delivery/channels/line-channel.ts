import type { Db } from "../../../db/client";
import type { SecretBox } from "../../auth/secret-box";
import type { ChannelSender, ClaimedSend, SendOutcome } from "../channel-batch";
import { lineUserIds } from "../line-links";
import { findLineMessaging } from "../line-messaging-settings";
import {
  classifyLineError,
  LINE_MULTICAST_MAX,
  type LineApi,
  lineApi,
  lineRetryKey,
  lineText,
} from "./line-api";

export interface LineChannelOptions {
  /** LINE's API origin (LINE_API_URL): https://api.line.me, or a test's loopback stand-in. */
  apiUrl: string;
  /** A request without an answer in this time is retried (same retry key). */
  timeoutMs: number;
}

export const LINE_NOT_SET_REASON = "LINE公式アカウントの配信が設定されていないか、停止されています";
export const LINE_UNLINKED_REASON = "LINEの連携が解除されています";

/**
 * LINE through the organisation's official account: one multicast per unit of up to 500 recipients,
 * its X-Line-Retry-Key derived from the delivery and the unit's send rows, so the retry of a unit whose
 * outcome is unknown is answered 409 by LINE and counted as sent (docs/decisions/0006).
 *
 * Multicast cannot personalise a message, so the text carries the member app's address of the message
 * (a member who linked LINE did so from the app and can sign in there), not a personal mail link.
 */
export function lineChannel(deps: {
  db: Db;
  secretBox: SecretBox;
  options: LineChannelOptions;
  publicUrl: string;
}): ChannelSender {
  const { db, options } = deps;
  return {
    channel: "line",
    unitSize: LINE_MULTICAST_MAX,
    async prepare(message) {
      const setting = await findLineMessaging(db, deps.secretBox, message);
      const api =
        setting.enabled && setting.channelAccessToken
          ? lineApi(options.apiUrl, setting.channelAccessToken, options.timeoutMs)
          : null;
      const text = lineText(message, `${deps.publicUrl}/app/member/messages/${message.id}`);
      return async (sends: ClaimedSend[]) => {
        const outcomes = new Map<number, SendOutcome>();
        if (!api) {
          for (const s of sends)
            outcomes.set(s.sendId, { ok: false, permanent: true, reason: LINE_NOT_SET_REASON });
          return async () => outcomes;
        }
        const ids = await lineUserIds(
          db,
          message.tenantId,
          message.organizationId,
          sends.map((s) => s.memberId),
        );
        return async () => multicastUnit(api, sends, ids, outcomes);
      };
      async function multicastUnit(
        api: LineApi,
        sends: ClaimedSend[],
        ids: Map<number, string>,
        outcomes: Map<number, SendOutcome>,
      ) {
        const reached = sends.filter((s) => ids.has(s.memberId));
        for (const s of sends)
          if (!ids.has(s.memberId))
            outcomes.set(s.sendId, { ok: false, permanent: true, reason: LINE_UNLINKED_REASON });
        if (reached.length === 0) return outcomes;
        // Two members on one LINE account (a parent of two pupils) get the message once.
        const to = [...new Set(reached.map((s) => ids.get(s.memberId)!))];
        let outcome: SendOutcome;
        try {
          await api.multicast(
            to,
            text,
            lineRetryKey(
              message.tenantId,
              message.id,
              sends.map((s) => s.sendId),
            ),
          );
          outcome = { ok: true };
        } catch (err) {
          outcome = classifyLineError(err);
        }
        for (const s of reached) outcomes.set(s.sendId, outcome);
        return outcomes;
      }
    },
  };
}
