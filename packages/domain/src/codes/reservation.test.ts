import { describe, expect, it } from "vitest";
import { rows } from "./code-table.testing";
import {
  OcAttendanceType,
  OcEventType,
  OcRepeatType,
  RaffleTiming,
  ReservationStatus,
  ScheduleReservationStatus,
} from "./reservation";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("reservation codes", () => {
  it("OcEventType", () => {
    expect(rows(OcEventType)).toEqual([
      ["ALL_DAY", 0, "終日"],
      ["MORNING", 1, "午前"],
      ["AFTERNOON", 2, "午後"],
    ]);
  });

  it("OcAttendanceType", () => {
    expect(rows(OcAttendanceType)).toEqual([
      ["RESERVATION", 0, "予約"],
      ["ATTENDANCE", 1, "出席"],
      ["ABSENCE", 2, "欠席"],
    ]);
  });

  it("OcRepeatType", () => {
    expect(rows(OcRepeatType)).toEqual([
      ["FIRST", 0, "初回"],
      ["REPEAT", 1, "リピート"],
    ]);
  });

  it("ReservationStatus", () => {
    expect(rows(ReservationStatus)).toEqual([
      ["RESERVED", 0, "予約済み"],
      ["COMPLETED", 1, "利用完了"],
      ["RAFFLE_WAITING", 2, "抽選待ち"],
      ["RAFFLE_LOSE", 3, "落選"],
      ["CANCEL_WAITING", 9, "キャンセル待ち"],
    ]);
  });

  it("RaffleTiming", () => {
    expect(rows(RaffleTiming)).toEqual([
      ["EVERY", 1, "都度抽選"],
      ["EACH", 2, "締切後に一括抽選"],
    ]);
  });

  it("ScheduleReservationStatus", () => {
    expect(rows(ScheduleReservationStatus)).toEqual([
      ["ABSENCE", 0, "欠席"],
      ["WILL_ATTEND", 1, "出席予定"],
      ["FINISHED", 2, "受講済み"],
      ["WAITING", 9, "キャンセル待ち"],
    ]);
  });
});
