import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema, versionSchema } from "../api/params";
import {
  formConfirmMailAddressSchema,
  formPasswordResetSchema,
  formSendResetMailSchema,
  formSignInSchema,
  formSignUpSchema,
} from "../validation/form-frontend";
import { stringField } from "../validation/rule";
import * as rules from "../validation/rules";

// The form frontend's login and form-user calls (spec §7.3): the route schemas (server:
// modules/form-users) and the types the form frontend reads them with. Bodies are the §5.3 schemas
// the form frontend validates with, plus upper bounds so no one posts a megabyte "password".

const MAIL_MAX = 254;
const PASSWORD_MAX = 128;

function bounded<T extends z.ZodType<string>>(schema: T, max: number) {
  return schema.superRefine((value, ctx) => {
    const message = rules.maxLength(max)(value);
    if (message !== null) ctx.addIssue({ code: "custom", message });
  });
}

export const SignInBody = formSignInSchema.extend({
  loginId: bounded(formSignInSchema.shape.loginId, MAIL_MAX),
  password: bounded(formSignInSchema.shape.password, PASSWORD_MAX),
});

export const ConfirmMailAddressBody = formConfirmMailAddressSchema.extend({
  loginId: bounded(formConfirmMailAddressSchema.shape.loginId, MAIL_MAX),
  password: bounded(formConfirmMailAddressSchema.shape.password, PASSWORD_MAX),
});

export const SignUpBody = formSignUpSchema.extend({
  loginId: bounded(formSignUpSchema.shape.loginId, MAIL_MAX),
  verificationCode: bounded(formSignUpSchema.shape.verificationCode, 16),
});

export const SendResetMailBody = formSendResetMailSchema.extend({
  mailAddress: bounded(formSendResetMailSchema.shape.mailAddress, MAIL_MAX),
});

/** password, passwordConfirm (must match) and resetId, exactly as the reset screen validates them. */
export const DoResetBody = formPasswordResetSchema.superRefine((value, ctx) => {
  const message = rules.maxLength(PASSWORD_MAX)(value.password);
  if (message !== null) ctx.addIssue({ code: "custom", path: ["password"], message });
});

/** The form frontend's session formUser (spec §3.1); loginId is null for a LINE-only account. */
export const SignedInUser = z.object({
  formUserId: z.number(),
  loginId: z.string().nullable(),
  lineDisplayName: z.string().nullable(),
});

export const FormUserProfile = SignedInUser.extend({
  name: z.string(),
  nameKana: z.string(),
  telNo: z.string(),
  lastLoginAt: z.string().nullable(),
  version: z.number(),
});

/** The profile page: everything optional but well-formed when given. */
export const UpdateProfileBody = z.object({
  name: stringField(rules.maxLength(50)),
  nameKana: stringField(rules.fullWidthKatakana(), rules.maxLength(50)),
  telNo: stringField(rules.tel(), rules.maxLength(20)),
  version: versionSchema,
});

export const EmptyResponse = z.object({});

export const LineUrlQuery = z.object({
  formId: idSchema("フォームID").optional(),
});

export const LineUrlResponse = z.object({
  /** The LINE authorisation URL; null when the organisation has no LINE channel (button hidden). */
  url: z.string().nullable(),
});

/** What LINE (or any OpenID provider) sends back to the callback; other parameters pass through. */
export const LineCallbackQuery = z.looseObject({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});

const LINE = "/app/form-api/form-login/line";
export const formUserContracts = defineContracts({
  "POST /app/form-login/id-pass/sign-in": SignedInUser,
  "POST /app/form-api/form-login/id-pass/confirm-mail-address": EmptyResponse,
  "POST /app/form-api/form-login/id-pass/sign-up": SignedInUser,
  "POST /app/form-api/logout": EmptyResponse,
  "POST /app/form-api/password/send-reset-mail": EmptyResponse,
  "PUT /app/form-api/password/do-reset": EmptyResponse,
  "GET /app/form-api/form-user/me": FormUserProfile,
  "PUT /app/form-api/form-user/me": FormUserProfile,
  "DELETE /app/form-api/form-user/me": EmptyResponse,
  [`GET ${LINE}/url/sign-in`]: LineUrlResponse,
  [`GET ${LINE}/url/sign-up`]: LineUrlResponse,
} as const);

export type SignedInFormUser = z.infer<typeof SignedInUser>;
export type FormUserProfileBody = z.infer<typeof FormUserProfile>;
export type FormUserProfileInput = z.input<typeof UpdateProfileBody>;
export type LineUrlResult = z.infer<typeof LineUrlResponse>;
