import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";

/**
 * A member (student, employee, …) of one organisation in one process mode. The columns are the member
 * import fields of spec §3.3 one to one, so an import maps a field name straight onto a column.
 * Dates are kept as 'YYYY-MM-DD' strings: they are calendar dates in Japan, never instants.
 */
export const member = pgTable(
  "member",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** NORMAL 0, ALUMNI 1, ADMISSION 2, CONCERN 9 */
    processMode: smallint("process_mode").notNull().default(0),
    /** APPROVAL, AVAILABLE, PENDING, APPLYING, BEFORE_PHOTO_APP, PHOTO_APPLYING, PHOTO_REJECTION, EXPIRED */
    status: varchar("status", { length: 24 }).notNull().default("AVAILABLE"),
    /** 1 enrolled, 2 leave of absence, 3 withdrawal, 4 dismissal, 5 transfer, 6 graduated */
    enrollmentStatus: smallint("enrollment_status").notNull().default(1),
    /** Transfer reason 1–7, 99 other; set when the enrollment status is withdrawal, dismissal or transfer. */
    transferReason: smallint("transfer_reason"),
    /** The current face photo's review: 1 waiting, 2 approved, 3 rejected; null when none was uploaded. */
    photoStatus: smallint("photo_status"),
    /** A replacement photo under review: NONE, WAITING, REJECTED. */
    photoChangeApplyStatus: varchar("photo_change_apply_status", { length: 16 }).notNull().default("NONE"),

    memberId: varchar("member_id", { length: 32 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    nameKana: varchar("name_kana", { length: 200 }),
    /** JIS X 0303: 0 unknown, 1 male, 2 female, 9 not applicable */
    genderCd: smallint("gender_cd"),
    birthDate: date("birth_date"),
    mobileTelNo: varchar("mobile_tel_no", { length: 20 }),
    mailAddress: varchar("mail_address", { length: 254 }),
    postalCd: varchar("postal_cd", { length: 8 }),
    /** JIS X 0401 two-digit code, '01' 北海道 … '47' 沖縄県 */
    prefecturesCd: varchar("prefectures_cd", { length: 2 }),
    address1: varchar("address1", { length: 200 }),
    address2: varchar("address2", { length: 200 }),
    grade: smallint("grade"),
    divisionCd: varchar("division_cd", { length: 32 }),
    sectionCd: varchar("section_cd", { length: 32 }),
    subsectionCd: varchar("subsection_cd", { length: 32 }),
    unitCd: varchar("unit_cd", { length: 32 }),
    subunitCd: varchar("subunit_cd", { length: 32 }),
    validStart: date("valid_start"),
    validEnd: date("valid_end"),
    examineesNo: varchar("examinees_no", { length: 32 }),
    examineesNoLast4Digits: varchar("examinees_no_last_4_digits", { length: 4 }),
    mailAddress1: varchar("mail_address1", { length: 254 }),
    mailAddress2: varchar("mail_address2", { length: 254 }),
    telNo: varchar("tel_no", { length: 20 }),
    faxNo: varchar("fax_no", { length: 20 }),
    isDormitory: boolean("is_dormitory").notNull().default(false),
    isApartment: boolean("is_apartment").notNull().default(false),
    isInternational: boolean("is_international").notNull().default(false),
    commute: varchar("commute", { length: 100 }),
    academicHistory: text("academic_history"),
    admissionType: varchar("admission_type", { length: 16 }),
    almaMaterCd: varchar("alma_mater_cd", { length: 32 }),
    almaMaterEnrolled: varchar("alma_mater_enrolled", { length: 16 }),
    almaMaterGrade: varchar("alma_mater_grade", { length: 16 }),
    almaMaterGraduationType: varchar("alma_mater_graduation_type", { length: 16 }),
    almaMaterResultEvaluation: varchar("alma_mater_result_evaluation", { length: 16 }),
    almaMaterLecturerName: varchar("alma_mater_lecturer_name", { length: 100 }),
    /** Date of enrolment (入学年月日). */
    enrolled: date("enrolled"),
    applicationType: varchar("application_type", { length: 16 }),

    /** Values of the organisation's custom member attributes, by attribute code (see member_attribute). */
    attributes: jsonb("attributes")
      .$type<Record<string, string | number | string[] | null>>()
      .notNull()
      .default({}),
    /** The login user who registered the member (reference authority 2 "only myself" sees these). */
    createdByLoginUserId: integer("created_by_login_user_id"),

    /** Normalised name + kana + member id, for fragment search (see search-text.ts). */
    searchText: text("search_text").notNull().default(""),
    /** Optimistic locking: an update names the version it read and bumps it. */
    version: integer("version").notNull().default(1),
    /** Logical delete: a deleted member keeps its row (history, audit) but frees its member id. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("member_org_mode_member_id_key")
      .on(t.organizationId, t.processMode, t.memberId)
      .where(sql`${t.deletedAt} is null`),
    index("member_org_mode_hierarchy_idx").on(
      t.organizationId,
      t.processMode,
      t.divisionCd,
      t.sectionCd,
      t.subsectionCd,
    ),
    index("member_tenant_idx").on(t.tenantId),
    // A notification's live recipient count (member-targets.ts) over a whole school: every column the
    // count reads, so PostgreSQL answers it from the index alone instead of 100,000 wide rows.
    index("member_target_count_idx")
      .on(
        t.organizationId,
        t.processMode,
        t.divisionCd,
        t.sectionCd,
        t.subsectionCd,
        t.unitCd,
        t.subunitCd,
        t.grade,
        t.validStart,
        t.validEnd,
        t.status,
        t.tenantId,
        t.id,
      )
      .where(sql`${t.deletedAt} is null`),
    // The same count for a grade across the school (no node chosen): grade leads, and without the
    // hierarchy codes the index stays small (under 1 MB for 100,000 members).
    index("member_grade_count_idx")
      .on(t.organizationId, t.processMode, t.grade, t.validStart, t.validEnd, t.status, t.tenantId)
      .where(sql`${t.deletedAt} is null`),
    index("member_org_mode_examinees_no_idx").on(t.organizationId, t.processMode, t.examineesNo),
    // Trigram GIN: `search_text like '%fragment%'` uses the index for fragments of 3+ characters,
    // Japanese included (the database runs UTF-8). PGlite loads pg_trgm in db/client.ts.
    index("member_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/** Which member import fields an organisation uses, their titles, and whether they are required. */
export const memberImportField = pgTable(
  "member_import_field",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    processMode: smallint("process_mode").notNull().default(0),
    fieldName: varchar("field_name", { length: 64 }).notNull(),
    fieldTitle: varchar("field_title", { length: 100 }).notNull(),
    isValid: boolean("is_valid").notNull().default(true),
    isRequired: boolean("is_required").notNull().default(false),
    rowNumber: integer("row_number").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("member_import_field_key").on(t.organizationId, t.processMode, t.fieldName)],
);
