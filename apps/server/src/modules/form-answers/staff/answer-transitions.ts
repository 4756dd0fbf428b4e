import { type CodeType, FormAnswerStatus } from "@gakumu/domain";

// What staff may do with an answer's status (spec §3.4: 1 answered, 2 draft, 3 fixed, 4 remand,
// 5 cancel). The rules, in words:
// - A draft (or an unanswered row) is the applicant's unfinished work: staff change nothing.
// - A sent answer (1) may be fixed (確定), sent back (差し戻し) or cancelled (取消).
// - Fixed (3) is accepted: it may be cancelled, or reopened (back to 1) before anything else.
// - Remanded (4) waits for the applicant: staff may withdraw the remand (back to 1) or cancel.
// - Cancelled (5) is final except that staff may restore it (back to 1).
// Fixing or sending back from anywhere but 1 goes through 1, so each step is a deliberate one.

type Status = CodeType<typeof FormAnswerStatus>;
export type StaffStatus =
  | typeof FormAnswerStatus.ANSWERED
  | typeof FormAnswerStatus.FIXED
  | typeof FormAnswerStatus.REMAND
  | typeof FormAnswerStatus.CANCEL;

const ALLOWED: Record<number, readonly StaffStatus[]> = {
  [FormAnswerStatus.ANSWERED]: [FormAnswerStatus.FIXED, FormAnswerStatus.REMAND, FormAnswerStatus.CANCEL],
  [FormAnswerStatus.FIXED]: [FormAnswerStatus.ANSWERED, FormAnswerStatus.CANCEL],
  [FormAnswerStatus.REMAND]: [FormAnswerStatus.ANSWERED, FormAnswerStatus.CANCEL],
  [FormAnswerStatus.CANCEL]: [FormAnswerStatus.ANSWERED],
};

export type TransitionCheck = { ok: true } | { ok: false; reason: string };

/** Whether staff may move an answer from `from` to `to`; the reason (Japanese) when not. */
export function checkStaffTransition(from: number, to: StaffStatus): TransitionCheck {
  if (from === FormAnswerStatus.DRAFT || from === FormAnswerStatus.UNANSWERED)
    return { ok: false, reason: "一時保存中の回答は状態を変更できません。" };
  if (from === to) return { ok: false, reason: `既に「${FormAnswerStatus.label(to as Status)}」です。` };
  if (ALLOWED[from]?.includes(to)) return { ok: true };
  const fromLabel = FormAnswerStatus.isValid(from) ? FormAnswerStatus.label(from) : String(from);
  return {
    ok: false,
    reason: `「${fromLabel}」の回答は「${FormAnswerStatus.label(to as Status)}」にできません。`,
  };
}

/** Whether staff may correct the values: sent answers that are not cancelled. */
export function checkStaffCorrection(status: number): TransitionCheck {
  if (status === FormAnswerStatus.DRAFT || status === FormAnswerStatus.UNANSWERED)
    return { ok: false, reason: "一時保存中の回答は修正できません。" };
  if (status === FormAnswerStatus.CANCEL)
    return { ok: false, reason: "取消済みの回答は修正できません。元に戻してから修正してください。" };
  return { ok: true };
}
