import { index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { tenantIdColumn } from "../tenancy/tenancy.tables";
import { loginUser } from "./login-user.tables";

/** A mailed one-time link to set a new password: only the token's hash is kept; used once, then dead. */
export const passwordResetToken = pgTable(
  "password_reset_token",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    tenantId: tenantIdColumn(),
    loginUserId: integer("login_user_id")
      .notNull()
      .references(() => loginUser.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_token_user_idx").on(t.loginUserId)],
);
