import {
  bigint,
  bigserial,
  customType,
  index,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { tenantIdColumn } from "../tenancy/tenancy.tables";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => Buffer.from(v),
});

/**
 * A non-login access key (spec §3.4): a link or QR that lets one member do one thing without logging in
 * (log in by a printed QR, set a new password, answer a survey…). The token itself is 32 random bytes
 * handed out once; only its SHA-256 is kept, so a database read never yields a usable link. Single-use
 * kinds are spent by setting used_at; every key dies at expires_at.
 */
export const nonLoginAccessKey = pgTable(
  "non_login_access_key",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    /** NonLoginAccessKeyDataType code: LOGIN_QR, PASSWORD_REMINDER, PASSWORD_RESET, SURVEY_ANSWER… */
    dataType: varchar("data_type", { length: 32 }).notNull(),
    /** member.id of the member the key stands for, when it stands for one. */
    memberId: bigint("member_id", { mode: "number" }),
    /** The owning module's row the key opens (a survey, a pending registration…), when there is one. */
    targetId: bigint("target_id", { mode: "number" }),
    tokenHash: bytea("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("non_login_access_key_token_hash_key").on(t.tokenHash),
    index("non_login_access_key_member_idx").on(t.tenantId, t.memberId, t.dataType),
    index("non_login_access_key_expires_idx").on(t.expiresAt),
  ],
);
