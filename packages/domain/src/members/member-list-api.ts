import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema, intParam, pageSchema } from "../api/params";
import { EnrollmentStatus, MemberExactStatus } from "../codes/member";
import { DEFAULT_PAGE_DISPLAY_COUNT } from "../constants";
import { MemberAttributeItem } from "./member-attribute-api";
import { parseCalendarDate } from "./member-fields";

// The read side of 「メンバー一覧」 and 「卒業生一覧」 (/app/api/v2/members…, /app/api/v2/members/alumni…):
// search, the screen's masters and one member's detail. Server: modules/members/member-list.routes.ts.

export const MEMBERS_BASE = "/app/api/v2/members";
export const ALUMNI_BASE = "/app/api/v2/members/alumni";

/** The member list's default and largest page (spec §9: 20 per page). */
export const MEMBER_PAGE_SIZE = DEFAULT_PAGE_DISPLAY_COUNT;
export const MEMBER_PAGE_SIZE_MAX = 100;

/** Columns the list sorts by; `division` orders by the whole hierarchy path. */
export const MEMBER_SORT_KEYS = [
  "member_id",
  "name_kana",
  "grade",
  "division",
  "valid_end",
  "updated_at",
] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];

/**
 * A list condition from JSON (an array) or a query string (`grades=1&grades=2` or `grades=1,2`);
 * absent or empty means "any".
 */
const listOf = <T extends z.ZodType>(item: T, max: number, field: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return [];
      if (typeof value === "string") return value.split(",").filter((v) => v !== "");
      return Array.isArray(value) ? value : [value];
    },
    z.array(item).max(max, `${field}の指定が多すぎます`),
  );

const text = (field: string, max: number) =>
  z
    .string({ error: `${field}は文字で指定してください` })
    .max(max, `${field}は${max}文字以内で入力してください`)
    .default("");

/** The search conditions of the member and alumni lists; the export and the alumni move take it too. */
export const MemberFilter = z.object({
  /** Fragments of name, kana or member id, separated by spaces; every fragment must match. */
  keyword: text("キーワード", 200),
  examineesNo: text("受験番号", 32),
  /** A hierarchy node code: members anywhere in its subtree. */
  hierarchyCd: text("所属", 32),
  grades: listOf(intParam("学年", { min: 0, max: 99 }), 100, "学年"),
  statuses: listOf(MemberExactStatus.schema, 20, "ステータス"),
  enrollmentStatuses: listOf(EnrollmentStatus.querySchema, 10, "在籍状況"),
  /** Members whose validity period covers this day (yyyy-MM-dd). */
  validOn: text("有効日", 10).refine(
    (v) => v === "" || parseCalendarDate(v) === v,
    "有効日は yyyy-MM-dd の形式で入力してください",
  ),
  genderCd: z
    .union([z.literal(""), z.enum(["0", "1", "2", "9"])], { error: "性別が正しくありません" })
    .default(""),
  /** A custom attribute's code and the value it must hold (a contained word for text types). */
  attributeCd: text("属性", 32),
  attributeValue: text("属性の値", 200),
});
export type MemberFilter = z.infer<typeof MemberFilter>;

const paging = {
  sort: z.enum(MEMBER_SORT_KEYS, { error: "並び順の項目が正しくありません" }).default("member_id"),
  order: z.enum(["asc", "desc"], { error: "並び順は asc か desc で指定してください" }).default("asc"),
  page: pageSchema,
  pageSize: z.coerce
    .number({ error: "表示件数が正しくありません" })
    .int("表示件数が正しくありません")
    .min(1, "表示件数が正しくありません")
    .max(MEMBER_PAGE_SIZE_MAX, `表示件数は${MEMBER_PAGE_SIZE_MAX}件以内で指定してください`)
    .default(MEMBER_PAGE_SIZE),
};

/** GET /members?… and POST /members/search: the filter with sort and page. */
export const MemberSearch = MemberFilter.extend(paging);
export type MemberSearch = z.infer<typeof MemberSearch>;

export const MemberListItem = z.object({
  id: z.number(),
  memberId: z.string(),
  name: z.string(),
  nameKana: z.string().nullable(),
  genderCd: z.number().nullable(),
  grade: z.number().nullable(),
  gradeName: z.string().nullable(),
  /** Names along the member's hierarchy path, root first. */
  hierarchyNames: z.array(z.string()),
  divisionCd: z.string().nullable(),
  sectionCd: z.string().nullable(),
  subsectionCd: z.string().nullable(),
  unitCd: z.string().nullable(),
  subunitCd: z.string().nullable(),
  status: z.string(),
  exactStatus: z.string(),
  enrollmentStatus: z.number(),
  validStart: z.string().nullable(),
  validEnd: z.string().nullable(),
  examineesNo: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number(),
});
export type MemberListItem = z.infer<typeof MemberListItem>;

export const MemberSearchResult = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  items: z.array(MemberListItem),
  /** Members per exact status under every condition except the status one. */
  statusCounts: z.record(z.string(), z.number()),
});
export type MemberSearchResult = z.infer<typeof MemberSearchResult>;

/** One import field setting (label, hidden, required) of the organisation, by §3.3 field name. */
export const ImportFieldSetting = z.object({
  fieldName: z.string(),
  fieldTitle: z.string(),
  isValid: z.boolean(),
  isRequired: z.boolean(),
  rowNumber: z.number(),
});
export type ImportFieldSetting = z.infer<typeof ImportFieldSetting>;

export const MemberHierarchyOption = z.object({
  code: z.string(),
  parentCode: z.string(),
  depth: z.number(),
  name: z.string(),
  disabled: z.boolean(),
});
export type MemberHierarchyOption = z.infer<typeof MemberHierarchyOption>;

export const MemberListOptions = z.object({
  /** The organisation's hierarchy, parents before children; disabled nodes only name old placements. */
  hierarchy: z.array(MemberHierarchyOption),
  grades: z.array(z.object({ gradeCd: z.number(), name: z.string() })),
  /** The import fields of the list's definition mode: labels, hidden fields, required marks. */
  importFields: z.array(ImportFieldSetting),
  attributes: z.array(MemberAttributeItem),
});
export type MemberListOptions = z.infer<typeof MemberListOptions>;

/** POST /members/export and /members/alumni/export: a download, or a job when the rows are many. */
export const MemberExportBody = z.object({
  format: z.enum(["Excel", "Csv"], { error: "ファイル形式は Excel か Csv を選択してください" }),
  csvEncoding: z
    .enum(["shift_jis", "utf8-bom"], { error: "文字コードは shift_jis か utf8-bom を選択してください" })
    .default("shift_jis"),
  filter: MemberFilter.default(MemberFilter.parse({})),
});

export const MemberIdParams = z.object({ id: idSchema("メンバー") });

const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const attributeValue = z.union([z.string(), z.number(), z.array(z.string()), z.null()]);

export const MemberDetail = z.object({
  id: z.number(),
  version: z.number(),
  processMode: z.number(),
  status: z.string(),
  exactStatus: z.string(),
  enrollmentStatus: z.number(),
  transferReason: z.number().nullable(),
  photoStatus: z.number().nullable(),
  photoChangeApplyStatus: z.string(),
  /** Stored values by §3.3 field name: text, dates as yyyy-MM-dd, numbers, flags as booleans. */
  fields: z.record(z.string(), fieldValue),
  attributes: z.record(z.string(), attributeValue),
  hierarchyNames: z.array(z.string()),
  gradeName: z.string().nullable(),
  createdByLoginUserId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemberDetail = z.infer<typeof MemberDetail>;
export type MemberFieldValue = z.infer<typeof fieldValue>;
export type MemberDetailAttributeValue = z.infer<typeof attributeValue>;

export const MemberDetailResponse = z.object({ member: MemberDetail });
export type MemberDetailResult = z.infer<typeof MemberDetailResponse>;

/** The success bodies of both lists' read routes (the export's file download left out). */
export const memberListContracts = defineContracts({
  [`GET ${MEMBERS_BASE}`]: MemberSearchResult,
  [`POST ${MEMBERS_BASE}/search`]: MemberSearchResult,
  [`GET ${MEMBERS_BASE}/options`]: MemberListOptions,
  [`GET ${MEMBERS_BASE}/:id`]: MemberDetailResponse,
  [`GET ${ALUMNI_BASE}`]: MemberSearchResult,
  [`POST ${ALUMNI_BASE}/search`]: MemberSearchResult,
  [`GET ${ALUMNI_BASE}/options`]: MemberListOptions,
  [`GET ${ALUMNI_BASE}/:id`]: MemberDetailResponse,
} as const);
