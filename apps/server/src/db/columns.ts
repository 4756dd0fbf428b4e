import { sql } from "drizzle-orm";
import { timestamp } from "drizzle-orm/pg-core";

/** created_at / updated_at for tables whose rows change; updated_at moves on every Drizzle update. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
};
