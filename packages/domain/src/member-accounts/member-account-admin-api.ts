import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema, intField, pageSchema } from "../api/params";

// アプリ利用者管理 (menu member-account, mobile manage 910): who of the organisation's members uses
// the member app, the registration rate per grade and class with the members still missing, and
// login QR sheets to print. Server: apps/server/src/modules/member-accounts/member-account-admin.routes.ts.

export const MEMBER_ACCOUNT_PAGE_SIZE = 50;
/** Members on one QR sheet request (a large school prints per class or grade). */
export const LOGIN_QR_MAX_MEMBERS = 1000;
export const LOGIN_QR_DEFAULT_VALID_DAYS = 30;

export const RegistrationFilter = z.enum(["all", "registered", "unregistered"]);
export type RegistrationFilterValue = z.infer<typeof RegistrationFilter>;

export const MemberAccountSearchBody = z.object({
  registration: RegistrationFilter.default("all"),
  grade: intField("学年", { min: 0, max: 99 }).optional(),
  /** A hierarchy node: its whole subtree. */
  placementCd: z.string().trim().min(1).max(32).optional(),
  /** A fragment of the member id or name. */
  keyword: z.string().trim().max(100, "キーワードは100文字以内で入力してください").default(""),
  page: pageSchema,
});
export type MemberAccountSearch = z.input<typeof MemberAccountSearchBody>;

export const MemberAccountRow = z.object({
  /** member.id */
  id: z.number(),
  memberId: z.string(),
  name: z.string(),
  gradeName: z.string(),
  /** The member's place in the hierarchy, top level first, joined with " / ". */
  placementName: z.string(),
  registered: z.boolean(),
  /** ISO instants or null. */
  registeredAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  loginMailAddress: z.string().nullable(),
  /** Devices receiving app push and whether LINE is linked; null while the delivery engine is absent. */
  channels: z.object({ push: z.number(), line: z.boolean(), mail: z.boolean() }).nullable(),
});
export type MemberAccountRowValue = z.infer<typeof MemberAccountRow>;

export const MemberAccountListResponse = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rows: z.array(MemberAccountRow),
});
export type MemberAccountList = z.infer<typeof MemberAccountListResponse>;

const RateEntry = z.object({ total: z.number(), registered: z.number() });

export const RegistrationRateResponse = z.object({
  total: z.number(),
  registered: z.number(),
  byGrade: z.array(RateEntry.extend({ grade: z.number().nullable(), gradeName: z.string() })),
  /** One row per class: the deepest hierarchy node members sit on. */
  byPlacement: z.array(RateEntry.extend({ placementCd: z.string().nullable(), placementName: z.string() })),
});
export type RegistrationRate = z.infer<typeof RegistrationRateResponse>;

export const LoginQrSheetBody = z.object({
  memberIds: z
    .array(idSchema("メンバー"))
    .min(1, "メンバーを選択してください")
    .max(LOGIN_QR_MAX_MEMBERS, `一度に印刷できるのは${LOGIN_QR_MAX_MEMBERS}人までです`),
  validDays: intField("有効日数", { min: 1, max: 365 }).default(LOGIN_QR_DEFAULT_VALID_DAYS),
});
export type LoginQrSheetInput = z.input<typeof LoginQrSheetBody>;

/** The same new QRs as links (to hand over another way than paper, e.g. a message to a family). */
export const LoginQrLinksResponse = z.object({
  links: z.array(
    z.object({
      id: z.number(),
      memberId: z.string(),
      name: z.string(),
      url: z.string(),
      expiresAt: z.string(),
    }),
  ),
});
export type LoginQrLinks = z.infer<typeof LoginQrLinksResponse>;

export const memberAccountAdminContracts = defineContracts({
  "POST /app/api/v2/member-accounts/login-qr/links": LoginQrLinksResponse,
  "POST /app/api/v2/member-accounts/search": MemberAccountListResponse,
  "GET /app/api/v2/member-accounts/registration-rate": RegistrationRateResponse,
} as const);
