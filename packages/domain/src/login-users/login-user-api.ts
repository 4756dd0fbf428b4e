import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema, pageSchema } from "../api/params";
import { ListReferenceAuthority } from "../codes/permission";
import { AssignedPermissionSchema } from "../permissions/assignment-api";
import { stringField } from "../validation/rule";
import * as rules from "../validation/rules";

// The login-user screen's calls (master 800), /app/api/v2/login-user…: the route schemas (server:
// modules/login-users/login-users.routes.ts) and the types the back office reads them with.

// Field rules shared with the back-office form (the same domain rules give the same Japanese text).
export const LOGIN_ID_PATTERN = /^[A-Za-z0-9._@-]+$/;

export const displayUserIdField = stringField(
  rules.required({ field: "ユーザーID" }),
  rules.maxLength(64),
  (v) =>
    v === "" || LOGIN_ID_PATTERN.test(v) ? null : "ユーザーIDは半角英数字と記号（. _ - @）で入力してください",
);
export const loginUserNameField = stringField(rules.required({ field: "氏名" }), rules.maxLength(100));
export const loginUserMailField = stringField(
  rules.required({ field: "メールアドレス" }),
  rules.maxLength(254),
  rules.email(),
);
/** Empty means "generate one": the server makes a password that meets the rule and shows it once. */
export const optionalPasswordField = stringField(rules.maxLength(128), rules.password());

/**
 * The permission as this screen sets it: set and list reference authority. Grade permission and
 * hierarchy scopes belong to the authority screen and are kept as they are.
 */
export const LoginUserPermissionBody = z.object({
  permissionSetId: idSchema("権限セット"),
  referenceAuthority: ListReferenceAuthority.schema,
});
export type LoginUserPermissionInput = z.infer<typeof LoginUserPermissionBody>;

export const LoginUserIdParams = z.object({ loginUserId: idSchema("ユーザー") });

export const LoginUserSearchQuery = z.object({
  keyword: z.string().max(100, "検索キーワードは100文字以内で入力してください").optional(),
  page: pageSchema,
});

export const CreateLoginUserBody = z.object({
  displayUserId: displayUserIdField,
  name: loginUserNameField,
  mailAddress: loginUserMailField,
  password: optionalPasswordField.default(""),
  /** A permission in the caller's organisation and process mode; absent or null: none yet. */
  permission: LoginUserPermissionBody.nullable().optional(),
});

export const UpdateLoginUserBody = z.object({
  name: loginUserNameField,
  mailAddress: loginUserMailField,
  /** Absent: unchanged; null: taken away; an object: assigned. */
  permission: LoginUserPermissionBody.nullable().optional(),
});

export const ResetPasswordBody = z
  .object({ password: optionalPasswordField.default("") })
  .default({ password: "" });

export const LoginUserItem = z.object({
  loginUserId: z.number(),
  displayUserId: z.string(),
  name: z.string(),
  mailAddress: z.string(),
  locked: z.boolean(),
  lockedUntil: z.string().nullable(),
  totpEnabled: z.boolean(),
  passwordChangeRequired: z.boolean(),
  passwordChangedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The user's permission in the caller's organisation and process mode. */
  permission: AssignedPermissionSchema.omit({ scopeList: true }).nullable(),
});

export const LoginUserPage = z.object({
  totalCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
  loginUserList: z.array(LoginUserItem),
});

export const LoginUserResponse = z.object({ loginUser: LoginUserItem });
/** generatedPassword is shown once and never stored in plain text; null when the caller chose one. */
export const LoginUserWithPasswordResponse = z.object({
  loginUser: LoginUserItem,
  generatedPassword: z.string().nullable(),
});

/** The sets this screen offers in its select (the authority screen edits them). */
export const PermissionSetOptionsResponse = z.object({
  permissionSetList: z.array(z.object({ permissionSetId: z.number(), name: z.string() })),
});

const BASE = "/app/api/v2/login-user";
export const loginUserContracts = defineContracts({
  [`GET ${BASE}`]: LoginUserPage,
  [`GET ${BASE}/permission-sets`]: PermissionSetOptionsResponse,
  [`GET ${BASE}/:loginUserId`]: LoginUserResponse,
  [`POST ${BASE}`]: LoginUserWithPasswordResponse,
  [`PUT ${BASE}/:loginUserId`]: LoginUserResponse,
  [`POST ${BASE}/:loginUserId/lock`]: LoginUserResponse,
  [`POST ${BASE}/:loginUserId/unlock`]: LoginUserResponse,
  [`POST ${BASE}/:loginUserId/reset-totp`]: LoginUserResponse,
  [`POST ${BASE}/:loginUserId/reset-password`]: LoginUserWithPasswordResponse,
} as const);

export type LoginUserItem = z.infer<typeof LoginUserItem>;
export type LoginUserPage = z.infer<typeof LoginUserPage>;
export type LoginUserPermissionBody = z.input<typeof LoginUserPermissionBody>;
export type CreateLoginUserBody = z.input<typeof CreateLoginUserBody>;
export type UpdateLoginUserBody = z.input<typeof UpdateLoginUserBody>;
export type LoginUserWithPassword = z.infer<typeof LoginUserWithPasswordResponse>;
export type LoginUserResponse = z.infer<typeof LoginUserResponse>;
export type PermissionSetOptions = z.infer<typeof PermissionSetOptionsResponse>;
