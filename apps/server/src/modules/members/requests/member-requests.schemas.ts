import {
  DEFAULT_PAGE_DISPLAY_COUNT,
  idSchema,
  pageSchema,
  parseDate,
  RequestStatus,
  RequestType,
  rules,
  stringField,
} from "@gakumu/domain";
import { z } from "zod";

export const REQUEST_PAGE_SIZE = DEFAULT_PAGE_DISPLAY_COUNT;

const id = idSchema;

const day = (field: string) =>
  z
    .string({ error: `${field}は日付で入力してください` })
    .refine((v) => v === "" || parseDate(v, "yyyy-MM-dd") !== null, `${field}は正しい日付を入力してください`)
    .default("");

const optionalCode = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

export const RequestIdParams = z.object({ requestId: id("申請") });

/** Search conditions of 「申請管理」; the period is the request date in Japan, both ends included. */
export const RequestSearchQuery = z
  .object({
    requestType: optionalCode(RequestType.querySchema),
    status: optionalCode(RequestStatus.querySchema),
    from: day("申請日（開始）"),
    to: day("申請日（終了）"),
    /** Fragments of the member's name, kana or 会員ID. */
    keyword: z.string().max(100, "検索キーワードは100文字以内で入力してください").default(""),
    page: pageSchema,
  })
  .refine((q) => q.from === "" || q.to === "" || q.from <= q.to, {
    message: "申請日（終了）は申請日（開始）以降の日付を入力してください",
    path: ["to"],
  });
export type RequestSearchQuery = z.infer<typeof RequestSearchQuery>;

export const MemberLookupQuery = z.object({
  memberCode: stringField(rules.required({ field: "会員ID" }), rules.maxLength(32)),
});

const PayloadBody = z.record(z.string(), z.union([z.string(), z.number(), z.null()]), {
  error: "申請内容が正しくありません",
});

/** 代理申請: staff register a request for a member they may see. */
export const ProxyRequestBody = z.object({
  /** The member row's id (member.id). */
  memberId: id("メンバー"),
  requestType: RequestType.schema,
  payload: PayloadBody,
});

export const StatusChangeBody = z.object({
  status: RequestStatus.schema,
  version: z
    .number({ error: "バージョンが正しくありません" })
    .int("バージョンが正しくありません")
    .min(1, "バージョンが正しくありません"),
  /** The reason of a rejection (required then), or a remark for the member. */
  comment: stringField(rules.maxLength(500)).default(""),
});

const PayloadValue = z.union([z.string(), z.number(), z.null()]);

export const RequestMember = z.object({
  memberId: z.number(),
  /** 会員ID */
  memberCode: z.string(),
  name: z.string(),
  nameKana: z.string().nullable(),
  grade: z.number().nullable(),
});

export const RequestListItem = z.object({
  requestId: z.number(),
  requestType: z.string(),
  status: z.number(),
  requestedAt: z.string(),
  processedAt: z.string().nullable(),
  /** True when staff registered it for the member (代理申請). */
  byStaff: z.boolean(),
  member: RequestMember,
  version: z.number(),
});

export const RequestPage = z.object({
  totalCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
  requestList: z.array(RequestListItem),
});

export const RequestChange = z.object({
  fieldName: z.string(),
  fieldTitle: z.string(),
  /** The member's value now (waiting) or the value the approval replaced. */
  before: PayloadValue,
  after: PayloadValue,
});

export const RequestDetail = RequestListItem.extend({
  payload: z.record(z.string(), PayloadValue),
  /** Change requests only: field by field, before and after. */
  changes: z.array(RequestChange),
  staffComment: z.string().nullable(),
  requestedByName: z.string().nullable(),
  processedByName: z.string().nullable(),
  /** The statuses this request may move to now; empty when it is final. */
  nextStatuses: z.array(z.number()),
});
export type RequestDetail = z.infer<typeof RequestDetail>;

export const RequestDetailResponse = z.object({ request: RequestDetail });

export const MemberLookupResponse = z.object({
  member: RequestMember.extend({
    /** Current values of the fields change requests touch, to start a proxy request from. */
    values: z.record(z.string(), PayloadValue),
  }),
});
