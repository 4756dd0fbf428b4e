import { z } from "zod";
import { defineContracts } from "../api/contract";
import { intField, versionSchema } from "../api/params";
import { SAFETY_AUTO_BASE, SAFETY_AUTO_STAFF_MAX } from "./safety-jma-api";

// 職員への通知 (a section of 自動配信設定, menu safety-auto): which staff (login users) are mailed when
// a member answers 重傷, and, optionally, when a safety confirmation still has people without contact
// N minutes after it went out. Server: modules/safety-alerts. Screen: backoffice modules/safety-jma.

export const SAFETY_ALERTS_PATH = `${SAFETY_AUTO_BASE}/staff-alerts`;
/** The shortest and longest "no contact after N minutes" a school can set. */
export const NO_CONTACT_MINUTES_MIN = 5;
export const NO_CONTACT_MINUTES_MAX = 24 * 60;

const unique = <T>(items: T[]) => [...new Set(items)];

export const SafetyStaffAlertBody = z.object({
  staffLoginUserIds: z
    .array(intField("通知する職員"))
    .max(SAFETY_AUTO_STAFF_MAX, `通知する職員は${SAFETY_AUTO_STAFF_MAX}人まで選べます`)
    .default([])
    .transform(unique),
  /** Null: no "no contact" alert (the default). */
  noContactMinutes: z
    .number({ error: "未回答を通知するまでの時間は数値で入力してください" })
    .int("未回答を通知するまでの時間は整数（分）で入力してください")
    .min(
      NO_CONTACT_MINUTES_MIN,
      `未回答を通知するまでの時間は${NO_CONTACT_MINUTES_MIN}分から${NO_CONTACT_MINUTES_MAX}分の間で入力してください`,
    )
    .max(
      NO_CONTACT_MINUTES_MAX,
      `未回答を通知するまでの時間は${NO_CONTACT_MINUTES_MIN}分から${NO_CONTACT_MINUTES_MAX}分の間で入力してください`,
    )
    .nullable()
    .default(null),
  /** The version the screen read; absent when the settings had never been saved. */
  version: versionSchema.optional(),
});
export type SafetyStaffAlertBody = z.infer<typeof SafetyStaffAlertBody>;
export type SafetyStaffAlertInput = z.input<typeof SafetyStaffAlertBody>;

export const SafetyStaffAlertSettings = z.object({
  staffLoginUserIds: z.array(z.number()),
  noContactMinutes: z.number().nullable(),
  /** Null until first saved. */
  version: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type SafetyStaffAlertSettings = z.infer<typeof SafetyStaffAlertSettings>;

export const safetyAlertContracts = defineContracts({
  "GET /app/api/v2/safety-auto/staff-alerts": SafetyStaffAlertSettings,
  "PUT /app/api/v2/safety-auto/staff-alerts": SafetyStaffAlertSettings,
});
