import { PUSH_RESERVE_MAX_DAYS, parseDate } from "@gakumu/domain";
import { ValidationError } from "../errors/app-error";

// A reserved send time as the screens write it (Japan time, 「2026-04-01 07:00」), checked once for every
// module that hands the delivery engine a sendAt (push, group push, surveys): a real date and time,
// after now, and no further ahead than the engine keeps reservations.

export const reservedMessages = {
  format: "予約日時はyyyy-MM-dd HH:mm形式の正しい日時で入力してください",
  inPast: "予約日時には現在より後の日時を指定してください。",
  tooFar: `予約日時は${PUSH_RESERVE_MAX_DAYS}日以内で指定してください。`,
} as const;

/** A Japanese 400 on the reservedAt field. */
export const reservedAtError = (message: string) =>
  new ValidationError(message, [{ path: "reservedAt", message }]);

/** The reserved instant (null: send now), refused when it is not in the future or too far ahead. */
export function reservedInstant(text: string | null, now: Date = new Date()): Date | null {
  if (text === null) return null;
  const at = parseDate(text, "yyyy-MM-dd HH:mm");
  if (!at) throw reservedAtError(reservedMessages.format);
  if (at.getTime() <= now.getTime()) throw reservedAtError(reservedMessages.inPast);
  if (at.getTime() > now.getTime() + PUSH_RESERVE_MAX_DAYS * 86_400_000)
    throw reservedAtError(reservedMessages.tooFar);
  return at;
}
