import { ListReferenceAuthority, rules, validate } from "@gakumu/domain";
import type { CreateLoginUserBody, LoginUserItem, UpdateLoginUserBody } from "./login-users-api";

/** The login id rule of the login-user routes (packages/domain login-users), with the same message. */
const LOGIN_ID_PATTERN = /^[A-Za-z0-9._@-]+$/;
export const LOGIN_ID_MESSAGE = "ユーザーIDは半角英数字と記号（. _ - @）で入力してください";

export interface LoginUserFormValues {
  displayUserId: string;
  name: string;
  mailAddress: string;
  /** Create only: let the server generate the initial password, or type one. */
  passwordMode: "generate" | "manual";
  password: string;
  /** A permission set id as the select holds it; "" for no permission in this organisation. */
  permissionSetId: string;
  referenceAuthority: number;
}

export type LoginUserFormErrors = Partial<
  Record<"displayUserId" | "name" | "mailAddress" | "password", string>
>;

export interface FieldLabels {
  displayUserId: string;
  name: string;
  mailAddress: string;
  password: string;
}

export function emptyLoginUserForm(): LoginUserFormValues {
  return {
    displayUserId: "",
    name: "",
    mailAddress: "",
    passwordMode: "generate",
    password: "",
    permissionSetId: "",
    referenceAuthority: ListReferenceAuthority.ALL,
  };
}

export function formFromLoginUser(user: LoginUserItem): LoginUserFormValues {
  return {
    ...emptyLoginUserForm(),
    displayUserId: user.displayUserId,
    name: user.name,
    mailAddress: user.mailAddress,
    permissionSetId: user.permission ? String(user.permission.permissionSetId) : "",
    referenceAuthority: user.permission?.referenceAuthority ?? ListReferenceAuthority.ALL,
  };
}

/** The domain rules the server applies, so both say the same Japanese message. */
export function validateLoginUserForm(
  values: LoginUserFormValues,
  mode: "create" | "edit",
  labels: FieldLabels,
): LoginUserFormErrors {
  const errors: LoginUserFormErrors = {};
  const loginIdRule = (v: string) => (v === "" || LOGIN_ID_PATTERN.test(v) ? null : LOGIN_ID_MESSAGE);
  const results: [keyof LoginUserFormErrors, string | null][] = [
    ["name", validate(values.name, rules.required({ field: labels.name }), rules.maxLength(100))],
    [
      "mailAddress",
      validate(
        values.mailAddress.trim(),
        rules.required({ field: labels.mailAddress }),
        rules.maxLength(254),
        rules.email(),
      ),
    ],
  ];
  if (mode === "create") {
    results.push([
      "displayUserId",
      validate(
        values.displayUserId.trim(),
        rules.required({ field: labels.displayUserId }),
        rules.maxLength(64),
        loginIdRule,
      ),
    ]);
    if (values.passwordMode === "manual") {
      results.push([
        "password",
        validate(
          values.password,
          rules.required({ field: labels.password }),
          rules.maxLength(128),
          rules.password(),
        ),
      ]);
    }
  }
  for (const [field, message] of results) if (message) errors[field] = message;
  return errors;
}

function permissionOf(values: LoginUserFormValues) {
  return values.permissionSetId === ""
    ? null
    : { permissionSetId: Number(values.permissionSetId), referenceAuthority: values.referenceAuthority };
}

export function toCreateBody(values: LoginUserFormValues): CreateLoginUserBody {
  return {
    displayUserId: values.displayUserId.trim(),
    name: values.name.trim(),
    mailAddress: values.mailAddress.trim(),
    password: values.passwordMode === "manual" ? values.password : "",
    permission: permissionOf(values),
  };
}

export function toUpdateBody(values: LoginUserFormValues): UpdateLoginUserBody {
  return {
    name: values.name.trim(),
    mailAddress: values.mailAddress.trim(),
    permission: permissionOf(values),
  };
}

export type StatusBadge = "locked" | "passwordChangeRequired" | "totpEnabled";

/** The badges of the status column, most urgent first. */
export function statusBadges(user: Pick<LoginUserItem, "locked" | "passwordChangeRequired" | "totpEnabled">) {
  const badges: StatusBadge[] = [];
  if (user.locked) badges.push("locked");
  if (user.passwordChangeRequired) badges.push("passwordChangeRequired");
  if (user.totpEnabled) badges.push("totpEnabled");
  return badges;
}
