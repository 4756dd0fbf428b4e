import { defineCodes } from "./define-codes";

// Open campus, facility reservation and class schedule reservation code lists of spec §3.4.
// Labels chosen where the spec names none: OcRepeatType 初回 / リピート; RaffleTiming EVERY 都度抽選
// (draw as each application arrives) / EACH 締切後に一括抽選 (draw per slot after the deadline);
// ScheduleReservationStatus FINISHED 受講済み.

export const OcEventType = defineCodes({
  ALL_DAY: { code: 0, label: "終日" },
  MORNING: { code: 1, label: "午前" },
  AFTERNOON: { code: 2, label: "午後" },
});

export const OcAttendanceType = defineCodes({
  RESERVATION: { code: 0, label: "予約" },
  ATTENDANCE: { code: 1, label: "出席" },
  ABSENCE: { code: 2, label: "欠席" },
});

export const OcRepeatType = defineCodes({
  FIRST: { code: 0, label: "初回" },
  REPEAT: { code: 1, label: "リピート" },
});

export const ReservationStatus = defineCodes({
  RESERVED: { code: 0, label: "予約済み" },
  COMPLETED: { code: 1, label: "利用完了" },
  RAFFLE_WAITING: { code: 2, label: "抽選待ち" },
  RAFFLE_LOSE: { code: 3, label: "落選" },
  CANCEL_WAITING: { code: 9, label: "キャンセル待ち" },
});

export const RaffleTiming = defineCodes({
  EVERY: { code: 1, label: "都度抽選" },
  EACH: { code: 2, label: "締切後に一括抽選" },
});

export const ScheduleReservationStatus = defineCodes({
  ABSENCE: { code: 0, label: "欠席" },
  WILL_ATTEND: { code: 1, label: "出席予定" },
  FINISHED: { code: 2, label: "受講済み" },
  WAITING: { code: 9, label: "キャンセル待ち" },
});
