import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";
import { member } from "../members/members.tables";

/** 手帳カテゴリ: how the notebook list is grouped. */
export const notebookCategory = pgTable(
  "notebook_category",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    name: varchar("name", { length: 50 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("notebook_category_org_name_key").on(t.tenantId, t.organizationId, t.name)],
);

/**
 * A notebook. Edition 0 is a draft no member sees; each publication is the next edition and sends a
 * notice. `attachments` lists every page's file key ([{ key }]) so the platform's nightly purge of
 * unused uploads (platform/retention/unused-attachments.ts) removes files of removed pages.
 */
export const notebook = pgTable(
  "notebook",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    categoryId: bigint("category_id", { mode: "number" }).references(() => notebookCategory.id, {
      onDelete: "set null",
    }),
    title: varchar("title", { length: 100 }).notNull(),
    description: text("description").notNull().default(""),
    /** The member target as chosen (the domain's PushTarget). */
    target: jsonb("target").$type<Record<string, unknown>>().notNull(),
    attachments: jsonb("attachments").$type<{ key: string }[]>().notNull().default([]),
    edition: integer("edition").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The content version (optimistic lock) the last edition published. */
    publishedVersion: integer("published_version"),
    version: integer("version").notNull().default(1),
    createdByLoginUserId: integer("created_by_login_user_id"),
    ...timestamps,
  },
  (t) => [index("notebook_org_idx").on(t.tenantId, t.organizationId)],
);

/** A page: type 1 text (sanitised HTML), 2 mp3, 3 mp4, 4 pdf (a file under DATA_DIR/notebook-files). */
export const notebookPage = pgTable(
  "notebook_page",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    notebookId: bigint("notebook_id", { mode: "number" })
      .notNull()
      .references(() => notebook.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    pageType: smallint("page_type").notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    bodyHtml: text("body_html").notNull().default(""),
    fileKey: varchar("file_key", { length: 64 }),
    fileName: varchar("file_name", { length: 200 }),
    contentType: varchar("content_type", { length: 100 }),
    size: bigint("size", { mode: "number" }),
    /** Goes up when the text or the file changes; tracking rows name the revision they were made on. */
    revision: integer("revision").notNull().default(1),
  },
  (t) => [index("notebook_page_notebook_idx").on(t.tenantId, t.notebookId)],
);

/** An uploaded file, before and while a page names it. */
export const notebookFile = pgTable(
  "notebook_file",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    fileKey: varchar("file_key", { length: 64 }).notNull(),
    fileName: varchar("file_name", { length: 200 }).notNull(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    pageType: smallint("page_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    createdByLoginUserId: integer("created_by_login_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("notebook_file_file_key_key").on(t.fileKey)],
);

/** The members the latest edition went to: they (and only they) open the notebook in the app. */
export const notebookRecipient = pgTable(
  "notebook_recipient",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    notebookId: bigint("notebook_id", { mode: "number" })
      .notNull()
      .references(() => notebook.id, { onDelete: "cascade" }),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("notebook_recipient_notebook_member_key").on(t.notebookId, t.memberId),
    index("notebook_recipient_member_idx").on(t.tenantId, t.memberId),
  ],
);

/** Each publication: its number, when, to how many, and the notice's delivery. */
export const notebookEdition = pgTable(
  "notebook_edition",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    notebookId: bigint("notebook_id", { mode: "number" })
      .notNull()
      .references(() => notebook.id, { onDelete: "cascade" }),
    edition: integer("edition").notNull(),
    recipientCount: integer("recipient_count").notNull(),
    deliveryId: bigint("delivery_id", { mode: "number" }),
    publishedByLoginUserId: integer("published_by_login_user_id"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("notebook_edition_notebook_edition_key").on(t.notebookId, t.edition)],
);

/**
 * Read / played tracking per member, page and page revision: a changed page starts afresh for its new
 * revision while the rows of earlier revisions stay (what a member read before is never erased).
 */
export const notebookProgress = pgTable(
  "notebook_progress",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    notebookId: bigint("notebook_id", { mode: "number" })
      .notNull()
      .references(() => notebook.id, { onDelete: "cascade" }),
    pageId: bigint("page_id", { mode: "number" })
      .notNull()
      .references(() => notebookPage.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id, { onDelete: "cascade" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    playedAt: timestamp("played_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notebook_progress_page_member_revision_key").on(t.pageId, t.memberId, t.revision),
    index("notebook_progress_notebook_idx").on(t.tenantId, t.notebookId),
  ],
);
