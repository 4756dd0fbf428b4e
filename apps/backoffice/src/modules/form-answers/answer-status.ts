import { FormAnswerStatus } from "@gakumu/domain";
import type { AnswerStatusCode, StaffStatus } from "./answers-api";

/** Colours by meaning: sent blue, draft grey, fixed green, sent back orange, cancelled red. */
export const STATUS_COLORS: Record<AnswerStatusCode, string> = {
  0: "gray",
  1: "blue",
  2: "gray",
  3: "teal",
  4: "orange",
  5: "red",
};

/** The statuses shown as filter chips: every one an answer row can have (未回答 has no row). */
export const LISTED_STATUSES: readonly AnswerStatusCode[] = [
  FormAnswerStatus.ANSWERED,
  FormAnswerStatus.DRAFT,
  FormAnswerStatus.FIXED,
  FormAnswerStatus.REMAND,
  FormAnswerStatus.CANCEL,
];

/** The staff actions in the order of the buttons, with their catalogue keys. */
export const STAFF_ACTIONS: readonly { status: StaffStatus; key: string; color: string }[] = [
  { status: FormAnswerStatus.FIXED, key: "status.fix", color: "teal" },
  { status: FormAnswerStatus.REMAND, key: "status.remand", color: "orange" },
  { status: FormAnswerStatus.CANCEL, key: "status.cancel", color: "red" },
  { status: FormAnswerStatus.ANSWERED, key: "status.reopen", color: "blue" },
];

/**
 * Which changes to offer for an answer in `status`, as the server allows them (staff
 * answer-transitions.ts): a draft is the applicant's unfinished work; fixing or sending back starts
 * from 回答済み, so a fixed answer is reopened first. The server still decides (400 with its reason).
 */
export function offeredStatuses(status: AnswerStatusCode): StaffStatus[] {
  switch (status) {
    case FormAnswerStatus.ANSWERED:
      return [FormAnswerStatus.FIXED, FormAnswerStatus.REMAND, FormAnswerStatus.CANCEL];
    case FormAnswerStatus.FIXED:
    case FormAnswerStatus.REMAND:
      return [FormAnswerStatus.CANCEL, FormAnswerStatus.ANSWERED];
    case FormAnswerStatus.CANCEL:
      return [FormAnswerStatus.ANSWERED];
    default:
      return [];
  }
}

/** Staff correct sent answers that are not cancelled (a cancelled one is restored first). */
export const correctable = (status: AnswerStatusCode) =>
  status === FormAnswerStatus.ANSWERED ||
  status === FormAnswerStatus.FIXED ||
  status === FormAnswerStatus.REMAND;

/** The words of an action, e.g. 確定 or 回答済みに戻す, as a catalogue key. */
export const actionKey = (status: StaffStatus) =>
  STAFF_ACTIONS.find((a) => a.status === status)?.key ?? "status.fix";
