import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { tenant } from "../tenancy/tenancy.tables";

/** Where a run stands, as a person following it sees it. */
export const jobRunStatuses = ["queued", "running", "retrying", "succeeded", "failed"] as const;
export type JobRunStatus = (typeof jobRunStatuses)[number];

/**
 * One row per queued job, kept beside pg-boss's own tables so people can follow progress (pg-boss
 * archives and later deletes its rows; this history stays, and it carries the tenant).
 */
export const jobRun = pgTable(
  "job_run",
  {
    /** The pg-boss job id. */
    id: uuid("id").primaryKey(),
    /** Null for platform work that belongs to no tenant (schedules, housekeeping). */
    tenantId: integer("tenant_id").references(() => tenant.id),
    queue: varchar("queue", { length: 100 }).notNull(),
    status: varchar("status", { length: 16 }).$type<JobRunStatus>().notNull(),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total"),
    /** Japanese text for the person waiting ("120件中40件を処理しました"). */
    message: text("message"),
    result: jsonb("result"),
    errorMessage: text("error_message"),
    /** The process running the current attempt (host:pid:random), so others can tell whose it is. */
    workerId: varchar("worker_id", { length: 100 }),
    /**
     * Renewed every few seconds while an attempt runs. A running attempt whose heartbeat stopped
     * belongs to a dead process: another process hands it back to the queue (see job-reaper).
     */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    /** Attempts started so far; updates from an older attempt are ignored. */
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [
    index("job_run_tenant_created_idx").on(t.tenantId, t.createdAt),
    // The reaper's look for attempts of dead processes, and the retention purge of finished runs.
    index("job_run_running_heartbeat_idx").on(t.heartbeatAt).where(sql`${t.status} = 'running'`),
    index("job_run_finished_idx").on(t.finishedAt),
  ],
);

/** Effects a job has already made, so a run after a crash skips them (see `JobContext.once`). */
export const jobEffect = pgTable(
  "job_effect",
  {
    id: serial("id").primaryKey(),
    jobId: uuid("job_id").notNull(),
    effectKey: varchar("effect_key", { length: 200 }).notNull(),
    /** `{ value }` of what the effect returned, handed back instead of running it again. */
    result: jsonb("result"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("job_effect_job_key").on(t.jobId, t.effectKey)],
);
