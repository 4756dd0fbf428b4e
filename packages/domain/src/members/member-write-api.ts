import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema, versionParam, versionSchema } from "../api/params";
import { EnrollmentStatus, MemberStatus, TransferReason } from "../codes/member";
import { MEMBER_FIELDS } from "./member-fields";
import { MEMBERS_BASE, MemberDetailResponse, MemberFilter } from "./member-list-api";

// The write side of 「メンバー一覧」: register, edit, delete and move to the alumni list
// (/app/api/v2/members…). Server: modules/members/members.routes.ts.

/**
 * A field value as the screen sends it: text, as typed. Numbers and flags are taken as their text
 * (3 → "3", true → "1") so one parser, parseMemberField, decides for every caller.
 */
const fieldText = z
  .union([z.string().max(4000, "入力が長すぎます"), z.number(), z.boolean(), z.null()], {
    error: "入力形式が正しくありません",
  })
  .transform((v) => (v === null ? null : typeof v === "boolean" ? (v ? "1" : "0") : String(v)))
  .optional();

const fieldShape = Object.fromEntries(MEMBER_FIELDS.map((f) => [f.fieldName, fieldText])) as Record<
  string,
  typeof fieldText
>;

const attributeInput = z.union(
  [z.string().max(1000, "入力が長すぎます"), z.number(), z.array(z.string().max(200)).max(200), z.null()],
  { error: "入力形式が正しくありません" },
);

const writeShape = {
  ...fieldShape,
  status: MemberStatus.schema.optional(),
  enrollmentStatus: EnrollmentStatus.schema.optional(),
  /** Only with enrollment status withdrawal, dismissal or transfer; null clears it. */
  transferReason: TransferReason.schema.nullable().optional(),
  /** Values by attribute code; absent on an update keeps the stored ones. */
  attributes: z.record(z.string().max(32), attributeInput).optional(),
};

/** Body of 「メンバー登録」: §3.3 field texts keyed by field name, plus status and attributes. */
export const CreateMemberBody = z.object(writeShape);
/** Body of 「メンバー編集」: the same, a field left out keeps its value, and the version read. */
export const UpdateMemberBody = z.object({ ...writeShape, version: versionParam });

export type MemberWriteInput = z.infer<typeof CreateMemberBody>;
export type MemberUpdateInput = z.infer<typeof UpdateMemberBody>;

/** DELETE /members/:id?version=: the version the screen read. */
export const MemberVersionQuery = z.object({ version: versionParam });

/** 「卒業生へ移動」: the members ticked on screen, or every member the list's conditions find. */
export const MoveToAlumniBody = z
  .object({
    /** The members ticked on screen with the version each showed. */
    members: z
      .array(z.object({ id: idSchema("メンバー"), version: versionSchema }))
      .max(1000, "一度に移動できるのは1,000件までです。検索条件で指定してください。")
      .optional(),
    /** Or every member the list's current conditions find. */
    filter: MemberFilter.optional(),
    enrollmentStatus: EnrollmentStatus.schema.default(EnrollmentStatus.GRADUATED),
  })
  .refine((b) => (b.members === undefined) !== (b.filter === undefined), {
    message: "移動するメンバーを選択するか、検索条件を指定してください。",
    path: ["members"],
  });
export type MoveToAlumniInput = z.infer<typeof MoveToAlumniBody>;

export const MoveToAlumniResult = z.object({ moved: z.number() });
export type MoveToAlumniOutcome = z.infer<typeof MoveToAlumniResult>;

export const memberWriteContracts = defineContracts({
  [`POST ${MEMBERS_BASE}`]: MemberDetailResponse,
  [`PUT ${MEMBERS_BASE}/:id`]: MemberDetailResponse,
  [`DELETE ${MEMBERS_BASE}/:id`]: null,
  [`POST ${MEMBERS_BASE}/move-to-alumni`]: MoveToAlumniResult,
} as const);

/**
 * What the edit form sends: §3.3 field texts by field name (any of the types fieldText takes above),
 * with the status, enrollment and attribute values the schema reads.
 */
export type CreateMemberRequest = Record<string, unknown> &
  Pick<MemberWriteInput, "status" | "enrollmentStatus" | "transferReason" | "attributes">;
export type UpdateMemberRequest = CreateMemberRequest & { version: number };
export type MoveToAlumniRequest = z.input<typeof MoveToAlumniBody>;
