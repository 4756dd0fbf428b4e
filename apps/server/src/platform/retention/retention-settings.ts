import { z } from "zod";

const days = (fallback: number) => z.coerce.number().int().min(0).max(36_500).default(fallback);

/**
 * How long the platform keeps what it no longer needs, in days (environment, see config.ts). Chosen
 * for a Japanese school; the operator changes them for the whole platform, not per organisation,
 * because one nightly job purges every tenant's rows and the period is part of the operator's data
 * protection policy (what the contract with the school promises), not a school's everyday setting.
 */
export const retentionSettings = {
  /** Days an expired back-office session's row stays (it can no longer be used; 0 = at the next purge). */
  RETENTION_EXPIRED_SESSION_DAYS: days(0),
  /** Login history (every attempt with its address): one school year and the next spring's checks. */
  RETENTION_LOGIN_HISTORY_DAYS: days(400),
  /** Finished job runs and what they recorded (progress, results, effects): one school term. */
  RETENTION_JOB_RUN_DAYS: days(90),
  /**
   * Audit rows (who changed what, before and after): 5 years, the period 学校教育法施行規則 第28条
   * sets for most of a school's 表簿, whose changes these rows record.
   */
  RETENTION_AUDIT_LOG_DAYS: days(1825),
  /** Operation log (every button press): 2 years, the current and the previous school year. */
  RETENTION_OPERATION_LOG_DAYS: days(730),
  /**
   * Sent messages to members (deliveries, each recipient's read and send status) and the push
   * history that shows them: 3 years, as long as a student is usually at one school, so a school can
   * still show who was told what during a student's time there.
   */
  RETENTION_DELIVERY_DAYS: days(1095),
  /** Member import files and logs that were checked but never committed: a week to commit them. */
  RETENTION_UNCOMMITTED_IMPORT_DAYS: days(7),
};

export type RetentionSettings = { [K in keyof typeof retentionSettings]: number };
