import { z } from "zod";
import { defineContracts } from "../api/contract";
import { formatMessage } from "../i18n/format";
import { isEmail } from "../validation/predicates/contact";
import { isValidPassword } from "../validation/predicates/password";

// The member app's login calls (spec §1: members use an app): password login with the member id or
// the login mail address, a printed login QR, self-registration with mail verification, and the
// password reminder. Server: apps/server/src/modules/member-accounts/member-auth.routes.ts. The
// routes are the member API a native app could call too.

export const MEMBER_AUTH_PREFIX = "/app/api/member-app/auth";

const PASSWORD_MAX = 128;

/** Where the school is: its organisation code and, when the platform hosts several, the tenant's. */
const schoolFields = {
  tenantCd: z.string().trim().min(1).max(32).optional(),
  organizationCd: z.string().trim().min(1, "学校コード（組織コード）を入力してください").max(32),
};

/** A new password by spec §5.1 (8+ half-width characters, 3 of the 4 kinds), typed twice. */
const newPasswordFields = {
  password: z
    .string()
    .max(PASSWORD_MAX, "パスワードは128文字以内で入力してください")
    .refine(isValidPassword, formatMessage("validation.password", {}, "ja")),
  passwordConfirm: z.string().max(PASSWORD_MAX),
};
const passwordsMatch = (value: { password: string; passwordConfirm: string }, ctx: z.RefinementCtx) => {
  if (value.password !== value.passwordConfirm)
    ctx.addIssue({ code: "custom", path: ["passwordConfirm"], message: "パスワードが一致しません" });
};

const mailAddress = z
  .string()
  .trim()
  .max(254, "メールアドレスは254文字以内で入力してください")
  .refine(isEmail, "メールアドレスの形式で入力してください");

export const MemberLoginBody = z.object({
  ...schoolFields,
  /** The member id (学籍番号など) or the verified login mail address. */
  loginId: z.string().trim().min(1, "メンバーIDまたはメールアドレスを入力してください").max(254),
  password: z.string().min(1, "パスワードを入力してください").max(PASSWORD_MAX),
});

/** The logged-in member as the member app shows them. */
export const MemberMeResponse = z.object({
  memberId: z.string(),
  name: z.string(),
  organizationCd: z.string(),
  organizationName: z.string(),
  tenantCd: z.string(),
  /** The verified login mail address, null when none was set. */
  loginMailAddress: z.string().nullable(),
  registeredAt: z.string(),
});

/** What a login QR opens, before it is used: whose it is, so the member knows it is theirs. */
export const MemberQrCheckResponse = z.object({
  valid: z.boolean(),
  /** Present when valid. */
  name: z.string().optional(),
  organizationName: z.string().optional(),
  /** The member has an account already: using the QR sets a new password. */
  alreadyRegistered: z.boolean().optional(),
});

export const MemberTokenQuery = z.object({ token: z.string().min(1).max(200) });

/** Using a login QR: the member sets their password (and optionally a login mail) and is logged in. */
export const MemberQrLoginBody = z
  .object({ token: z.string().min(1).max(200), ...newPasswordFields })
  .superRefine(passwordsMatch);

export const MemberRegisterBody = z.object({
  ...schoolFields,
  memberId: z.string().trim().min(1, "メンバーIDを入力してください").max(32),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "生年月日を正しく入力してください"),
  mailAddress,
});

/** Which link a mailed token is: the self-registration's or the password reminder's. */
export const MemberMailLinkKind = z.enum(["register", "reset"]);
export type MemberMailLinkKindValue = z.infer<typeof MemberMailLinkKind>;

export const MemberMailLinkQuery = z.object({ token: z.string().min(1).max(200), kind: MemberMailLinkKind });

export const MemberMailLinkCheckResponse = z.object({
  valid: z.boolean(),
  name: z.string().optional(),
  organizationName: z.string().optional(),
  mailAddress: z.string().optional(),
});

/** /email-address-authenticate: the mailed link's token and the password to set. */
export const MemberMailLinkBody = z
  .object({ token: z.string().min(1).max(200), kind: MemberMailLinkKind, ...newPasswordFields })
  .superRefine(passwordsMatch);

export const MemberReminderBody = z.object({
  ...schoolFields,
  loginId: z.string().trim().min(1, "メンバーIDまたはメールアドレスを入力してください").max(254),
});

export const MemberChangePasswordBody = z
  .object({
    currentPassword: z.string().min(1, "現在のパスワードを入力してください").max(PASSWORD_MAX),
    ...newPasswordFields,
  })
  .superRefine(passwordsMatch);

export const memberAuthContracts = defineContracts({
  "POST /app/api/member-app/auth/login": MemberMeResponse,
  "POST /app/api/member-app/auth/logout": null,
  "GET /app/api/member-app/auth/me": MemberMeResponse,
  "POST /app/api/member-app/auth/password": null,
  "GET /app/api/member-app/auth/qr-login": MemberQrCheckResponse,
  "POST /app/api/member-app/auth/qr-login": MemberMeResponse,
  "POST /app/api/member-app/auth/register": null,
  "GET /app/api/member-app/auth/verify": MemberMailLinkCheckResponse,
  "POST /app/api/member-app/auth/verify": MemberMeResponse,
  "POST /app/api/member-app/auth/reminder": null,
} as const);

export type MemberMe = z.infer<typeof MemberMeResponse>;
export type MemberQrCheck = z.infer<typeof MemberQrCheckResponse>;
export type MemberMailLinkCheck = z.infer<typeof MemberMailLinkCheckResponse>;
export type MemberLoginInput = z.infer<typeof MemberLoginBody>;
export type MemberRegisterInput = z.infer<typeof MemberRegisterBody>;
export type MemberMailLinkInput = z.infer<typeof MemberMailLinkBody>;
