import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema, pageSchema, versionSchema } from "../api/params";
import { RequestStatus, RequestType } from "../codes/request";
import { DEFAULT_PAGE_DISPLAY_COUNT } from "../constants";
import { parseDate } from "../dates";
import { stringField } from "../validation/rule";
import * as rules from "../validation/rules";

// 申請管理 (/app/api/v2/member-request…): members' requests, their review and staff's proxy requests.
// Server: modules/members/requests/member-requests.routes.ts.

export const MEMBER_REQUEST_BASE = "/app/api/v2/member-request";

export const REQUEST_PAGE_SIZE = DEFAULT_PAGE_DISPLAY_COUNT;

const id = idSchema;

const day = (field: string) =>
  z
    .string({ error: `${field}は日付で入力してください` })
    .refine((v) => v === "" || parseDate(v, "yyyy-MM-dd") !== null, `${field}は正しい日付を入力してください`)
    .default("");

const optionalCode = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

export const MemberRequestIdParams = z.object({ requestId: id("申請") });

/** Search conditions of 「申請管理」; the period is the request date in Japan, both ends included. */
export const MemberRequestSearchQuery = z
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
export type MemberRequestSearchQuery = z.infer<typeof MemberRequestSearchQuery>;

export const RequestMemberLookupQuery = z.object({
  memberCode: stringField(rules.required({ field: "会員ID" }), rules.maxLength(32)),
});

const PayloadBody = z.record(z.string(), z.union([z.string(), z.number(), z.null()]), {
  error: "申請内容が正しくありません",
});

/** 代理申請: staff register a request for a member they may see. */
export const ProxyMemberRequestBody = z.object({
  /** The member row's id (member.id). */
  memberId: id("メンバー"),
  requestType: RequestType.schema,
  payload: PayloadBody,
});

export const MemberRequestStatusBody = z.object({
  status: RequestStatus.schema,
  version: versionSchema,
  /** The reason of a rejection (required then), or a remark for the member. */
  comment: stringField(rules.maxLength(500)).default(""),
});

const PayloadValue = z.union([z.string(), z.number(), z.null()]);

export const MemberRequestMember = z.object({
  memberId: z.number(),
  /** 会員ID */
  memberCode: z.string(),
  name: z.string(),
  nameKana: z.string().nullable(),
  grade: z.number().nullable(),
});

export const MemberRequestListItem = z.object({
  requestId: z.number(),
  requestType: z.string(),
  status: z.number(),
  requestedAt: z.string(),
  processedAt: z.string().nullable(),
  /** True when staff registered it for the member (代理申請). */
  byStaff: z.boolean(),
  member: MemberRequestMember,
  version: z.number(),
});

export const MemberRequestPage = z.object({
  totalCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
  requestList: z.array(MemberRequestListItem),
});

export const MemberRequestChange = z.object({
  fieldName: z.string(),
  fieldTitle: z.string(),
  /** The member's value now (waiting) or the value the approval replaced. */
  before: PayloadValue,
  after: PayloadValue,
});

export const MemberRequestDetail = MemberRequestListItem.extend({
  payload: z.record(z.string(), PayloadValue),
  /** Change requests only: field by field, before and after. */
  changes: z.array(MemberRequestChange),
  staffComment: z.string().nullable(),
  requestedByName: z.string().nullable(),
  processedByName: z.string().nullable(),
  /** The statuses this request may move to now; empty when it is final. */
  nextStatuses: z.array(z.number()),
});
export type MemberRequestDetail = z.infer<typeof MemberRequestDetail>;

export const MemberRequestDetailResponse = z.object({ request: MemberRequestDetail });

export const RequestMemberLookupResponse = z.object({
  member: MemberRequestMember.extend({
    /** Current values of the fields change requests touch, to start a proxy request from. */
    values: z.record(z.string(), PayloadValue),
  }),
});

export type MemberRequestPage = z.infer<typeof MemberRequestPage>;
export type MemberRequestListItem = z.infer<typeof MemberRequestListItem>;
export type MemberRequestDetailResult = z.infer<typeof MemberRequestDetailResponse>;
export type RequestMemberLookupResult = z.infer<typeof RequestMemberLookupResponse>;
export type ProxyMemberRequest = z.input<typeof ProxyMemberRequestBody>;
export type MemberRequestStatusRequest = z.input<typeof MemberRequestStatusBody>;

export const memberRequestContracts = defineContracts({
  [`GET ${MEMBER_REQUEST_BASE}`]: MemberRequestPage,
  [`GET ${MEMBER_REQUEST_BASE}/member-lookup`]: RequestMemberLookupResponse,
  [`GET ${MEMBER_REQUEST_BASE}/:requestId`]: MemberRequestDetailResponse,
  [`POST ${MEMBER_REQUEST_BASE}`]: MemberRequestDetailResponse,
  [`POST ${MEMBER_REQUEST_BASE}/:requestId/status`]: MemberRequestDetailResponse,
} as const);
