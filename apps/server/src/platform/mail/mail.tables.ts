import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { organization, tenant } from "../tenancy/tenancy.tables";

/**
 * queued: waiting for the `mail.send` job; sent: accepted by the SMTP server; failed: gave up after
 * the retries; kept: no SMTP server is configured, so the mail stays here for an administrator to read.
 */
export const mailStatuses = ["queued", "sent", "failed", "kept"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** Every mail the platform sends, written before it is sent: the record of what went out and why. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    tenantId: integer("tenant_id").references(() => tenant.id),
    organizationId: integer("organization_id").references(() => organization.id),
    /** Asking twice with the same key gives the same mail, written once and sent once. */
    idempotencyKey: varchar("idempotency_key", { length: 200 }).notNull(),
    fromAddress: varchar("from_address", { length: 320 }).notNull(),
    toAddress: varchar("to_address", { length: 320 }).notNull(),
    subject: varchar("subject", { length: 500 }).notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    templateKey: varchar("template_key", { length: 64 }).notNull(),
    status: varchar("status", { length: 16 }).$type<MailStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The `mail.send` job carrying it, to follow in job_run. */
    jobId: uuid("job_id"),
    messageId: varchar("message_id", { length: 255 }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [
    uniqueIndex("mail_outbox_idempotency_key").on(t.idempotencyKey),
    index("mail_outbox_tenant_created_idx").on(t.tenantId, t.createdAt),
  ],
);
