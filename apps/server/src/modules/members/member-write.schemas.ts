import { EnrollmentStatus, MEMBER_FIELDS, MemberStatus, TransferReason, versionParam } from "@gakumu/domain";
import { z } from "zod";

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

const versionField = versionParam;

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
export const UpdateMemberBody = z.object({ ...writeShape, version: versionField });

export type MemberWriteInput = z.infer<typeof CreateMemberBody>;
export type MemberUpdateInput = z.infer<typeof UpdateMemberBody>;

export const MemberVersionQuery = z.object({ version: versionField });

/** The detail is the list's read contract; re-exported for the member detail query. */
export type { MemberDetail } from "@gakumu/domain";
