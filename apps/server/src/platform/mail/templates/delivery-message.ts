import { httpLink, lines, oneLine, salutation } from "./format";

export interface DeliveryMessageParams {
  title: string;
  /** The message's plain text (kept as several lines). */
  bodyText: string;
  /** The personal link that opens the message without login and records the read. */
  messageUrl: string;
  /** A link the sender attached, when any. */
  linkUrl?: string | null;
  urgent: boolean;
  name?: string;
}

/** A message of the delivery engine sent by mail (push notification, group push, RSS item). */
export const deliveryMessage = {
  subject: (p: DeliveryMessageParams) => `${p.urgent ? "【緊急】" : ""}${oneLine(p.title)}`,
  text: (p: DeliveryMessageParams) =>
    lines(
      salutation(p.name),
      p.bodyText.replace(/\r\n?/g, "\n").trim(),
      ...(p.linkUrl ? ["", "関連リンク：", httpLink(p.linkUrl)] : []),
      "",
      "このお知らせはこちらからも開けます（開くと既読になります）：",
      httpLink(p.messageUrl),
    ),
};
