import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../../platform/tenancy/tenancy.tables";
import { member } from "../members.tables";

/**
 * A member's face photo (spec §3.4 photo status 1 waiting, 2 approved, 3 rejected). A member has at
 * most one row of each kind:
 * - `current`: the photo the member card shows once approved; while it is waiting or rejected the
 *   member has no approved photo at all (member.photo_status follows it).
 * - `pending`: a replacement sent while the current photo is approved; the current photo stays in use
 *   until the replacement is approved (member.photo_change_apply_status follows it).
 * The image bytes live in files under DATA_DIR/photos (see photo-files.ts); the row keeps their
 * relative paths, never a name the uploader chose.
 */
export const memberPhoto = pgTable(
  "member_photo",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id),
    /** current | pending */
    kind: varchar("kind", { length: 8 }).notNull(),
    /** Relative to DATA_DIR/photos: <tenant>/<organisation>/<member>/<uuid>.jpg|png */
    filePath: varchar("file_path", { length: 200 }).notNull(),
    thumbnailPath: varchar("thumbnail_path", { length: 200 }).notNull(),
    /** image/jpeg or image/png: the re-encoded image keeps the uploaded format. */
    mimeType: varchar("mime_type", { length: 32 }).notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** 1 waiting, 2 approved, 3 rejected (PhotoStatus). */
    status: smallint("status").notNull().default(1),
    uploadedByLoginUserId: integer("uploaded_by_login_user_id"),
    reviewedByLoginUserId: integer("reviewed_by_login_user_id"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    rejectReason: text("reject_reason"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("member_photo_member_kind_key").on(t.memberId, t.kind),
    // The approval screen: an organisation's waiting photos, oldest first.
    index("member_photo_org_status_idx").on(t.organizationId, t.status, t.createdAt),
  ],
);
