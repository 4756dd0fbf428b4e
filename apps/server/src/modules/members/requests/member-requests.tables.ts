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
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../../platform/tenancy/tenancy.tables";
import { member } from "../members.tables";

/** Field values keyed by member field name (mobile_tel_no, postal_cd, …) or certificate details. */
export type RequestPayload = Record<string, string | number | null>;

/**
 * A member's request (spec §3.4): a change of their own record (mobile tel, address, name, e-mail) or
 * a certificate to issue. Members send them from the member app; staff may register one for a member
 * (代理申請). Status 1 waiting, 2 approved, 3 rejected, 4 issued, 5 paid, 9 canceled.
 */
export const memberRequest = pgTable(
  "member_request",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id),
    /** RequestType code: UPDATE_MOBILE_TEL, …, ISSUE_GRADUATION_CERTIFICATE. */
    requestType: varchar("request_type", { length: 40 }).notNull(),
    /** RequestStatus code. */
    status: smallint("status").notNull().default(1),
    /** New values of a change request (normalised as stored), or purpose and copies of a certificate. */
    payload: jsonb("payload").$type<RequestPayload>().notNull(),
    /** The member's values a change replaced, kept when it was approved (before/after stays readable). */
    previousValues: jsonb("previous_values").$type<RequestPayload>(),
    /** Staff's note to the member: the reason of a rejection or cancellation, a remark on issuing. */
    staffComment: text("staff_comment"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff registered the request for the member; null when the member sent it. */
    requestedByLoginUserId: integer("requested_by_login_user_id"),
    processedByLoginUserId: integer("processed_by_login_user_id"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** Optimistic locking: a status change names the version it read and bumps it. */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    // The request screen: an organisation's requests, newest first, often narrowed by status.
    index("member_request_org_requested_idx").on(t.organizationId, t.requestedAt.desc()),
    index("member_request_org_status_idx").on(t.organizationId, t.status),
    index("member_request_member_idx").on(t.memberId),
  ],
);
