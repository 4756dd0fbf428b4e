import { z } from "zod";
import { formatMessage } from "../i18n/format";
import { stringField } from "./rule";
import { email, password, required, totpCode, verificationCodeRequired } from "./rules/text";

// Schemas of the form frontend (spec §5.3) and of the form-login calls of spec §7.3. The SPA form
// and the route use the same schema, so both show the same Japanese message.

/** Form-user mail address (= login id): 「入力してください」 then 「メールアドレスの形式で入力してください」. */
export const formUserMailAddressSchema = stringField(required(), email());

/** A new password (registration, reset): required, then 8+ characters with 3 of 4 kinds. */
export const newPasswordSchema = stringField(required(), password());

/** A password being entered to log in: only required (old passwords may predate the rule). */
export const loginPasswordSchema = stringField(required());

export const verificationCodeSchema = stringField(verificationCodeRequired());

/** Back-office TOTP code: exactly 6 half-width digits. */
export const totpCodeSchema = stringField(totpCode());

const passwordsMatch = (value: { password: string; passwordConfirm: string }, ctx: z.RefinementCtx) => {
  if (value.password !== value.passwordConfirm) {
    ctx.addIssue({
      code: "custom",
      path: ["passwordConfirm"],
      message: formatMessage("validation.passwordMismatch"),
    });
  }
};

/** POST /app/form-login/id-pass/sign-in */
export const formSignInSchema = z.object({
  loginId: formUserMailAddressSchema,
  password: loginPasswordSchema,
});

/** The registration tab: mail address, password and its re-entry. */
export const formRegistrationSchema = z
  .object({
    loginId: formUserMailAddressSchema,
    password: newPasswordSchema,
    passwordConfirm: stringField(required()),
  })
  .superRefine(passwordsMatch);

/** POST /app/form-api/form-login/id-pass/confirm-mail-address (sends the verification code). */
export const formConfirmMailAddressSchema = z.object({
  loginId: formUserMailAddressSchema,
  password: newPasswordSchema,
});

/** POST /app/form-api/form-login/id-pass/sign-up */
export const formSignUpSchema = z.object({
  loginId: formUserMailAddressSchema,
  verificationCode: verificationCodeSchema,
});

/** POST /app/form-api/password/send-reset-mail */
export const formSendResetMailSchema = z.object({ mailAddress: formUserMailAddressSchema });

/** PUT /app/form-api/password/do-reset (the access key travels in a header). */
export const formPasswordResetSchema = z
  .object({
    password: newPasswordSchema,
    passwordConfirm: stringField(required()),
    resetId: stringField(required()),
  })
  .superRefine(passwordsMatch);

export type FormSignInInput = z.infer<typeof formSignInSchema>;
export type FormRegistrationInput = z.infer<typeof formRegistrationSchema>;
export type FormConfirmMailAddressInput = z.infer<typeof formConfirmMailAddressSchema>;
export type FormSignUpInput = z.infer<typeof formSignUpSchema>;
export type FormSendResetMailInput = z.infer<typeof formSendResetMailSchema>;
export type FormPasswordResetInput = z.infer<typeof formPasswordResetSchema>;
