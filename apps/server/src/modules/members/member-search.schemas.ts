import {
  DEFAULT_PAGE_DISPLAY_COUNT,
  EnrollmentStatus,
  MemberExactStatus,
  pageSchema,
  parseCalendarDate,
} from "@gakumu/domain";
import { z } from "zod";

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

/** The search conditions of the member and alumni lists; the export takes the same object. */
export const MemberFilter = z.object({
  /** Fragments of name, kana or member id, separated by spaces; every fragment must match. */
  keyword: text("キーワード", 200),
  examineesNo: text("受験番号", 32),
  /** A hierarchy node code: members anywhere in its subtree. */
  hierarchyCd: text("所属", 32),
  grades: listOf(z.coerce.number({ error: "学年が正しくありません" }).int().min(0).max(99), 100, "学年"),
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
