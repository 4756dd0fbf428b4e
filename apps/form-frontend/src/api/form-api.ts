import type {
  FormUserProfileBody as FormUserProfile,
  FormUserProfileInput,
  LineUrlResult,
  ResolvedAccessKey,
  SignedInFormUser,
} from "@gakumu/domain";
import type { FormOfUser } from "@gakumu/domain/forms/answer-api";
import type { PublicForm } from "@gakumu/domain/forms/public-form";
import { type FormRequestOptions, formHttp } from "../http/form-http";
import { domainMessage } from "../i18n/domain-messages";

// The calls of spec §7.3 the form frontend makes. The shapes are the routes' own, from the domain's
// contracts (forms/form-builder-api.ts, form-users/form-user-api.ts); type-only imports, so no schema
// reaches the first load.

/** GET /app/form-api/access-key/resolve */
/** The form user as sign-in, sign-up and the LINE callback establish it (loginId null: LINE only). */
/** GET /app/form-api/form-user/me: the user, the profile fields and the version the PUT sends back. */
export type {
  FormUserProfileBody as FormUserProfile,
  FormUserProfileInput,
  ResolvedAccessKey,
  SignedInFormUser,
} from "@gakumu/domain";

export const FORM_API = {
  resolve: "/app/form-api/access-key/resolve",
  organizationLogo: "/app/form-api/organization-logo",
  signIn: "/app/form-login/id-pass/sign-in",
  confirmMailAddress: "/app/form-api/form-login/id-pass/confirm-mail-address",
  signUp: "/app/form-api/form-login/id-pass/sign-up",
  sendResetMail: "/app/form-api/password/send-reset-mail",
  doReset: "/app/form-api/password/do-reset",
  logout: "/app/form-api/logout",
  formUserMe: "/app/form-api/form-user/me",
  lineUrl: (purpose: "sign-in" | "sign-up") => `/app/form-api/form-login/line/url/${purpose}`,
  formByFormCd: "/app/form-api/form-answer/get-form-by-form-cd",
  formDefinition: "/app/form-api/form-definition",
} as const;

/** GET /app/form-api/form-answer/get-form-by-form-cd: the logged-in user's answer to the form. */
export type { FormOfUser } from "@gakumu/domain/forms/answer-api";

export const formApi = {
  resolve: (accessKey: string, options: FormRequestOptions = {}) =>
    formHttp.get<ResolvedAccessKey>(FORM_API.resolve, undefined, { ...options, accessKey, enrich: false }),

  organizationLogo: () => formHttp.blob(FORM_API.organizationLogo, { busy: false, notify: false }),

  signIn: (loginId: string, password: string) =>
    formHttp.post<SignedInFormUser>(FORM_API.signIn, { loginId, password }),

  confirmMailAddress: (loginId: string, password: string) =>
    formHttp.post<unknown>(FORM_API.confirmMailAddress, { loginId, password }),

  signUp: (loginId: string, verificationCode: string) =>
    formHttp.post<SignedInFormUser>(FORM_API.signUp, { loginId, verificationCode }),

  /** Spec §8.3: success toast 「メールを送信しました。」. */
  sendResetMail: (mailAddress: string) =>
    formHttp.post<unknown>(
      FORM_API.sendResetMail,
      { mailAddress },
      { success: domainMessage("client.resetMailSent") },
    ),

  /** Spec §8.3: the caller toasts a failure its own way (「エラー」 with the server message). */
  doReset: (accessKey: string, input: { password: string; passwordConfirm: string; resetId: string }) =>
    formHttp.put<unknown>(FORM_API.doReset, input, { accessKey, notify: false }),

  logout: () => formHttp.post<unknown>(FORM_API.logout, undefined, { notify: false }),

  /** The session check behind every shell visit: quiet, as a logged-out visitor gets a 401. */
  me: (options: FormRequestOptions = {}) =>
    formHttp.get<FormUserProfile>(FORM_API.formUserMe, undefined, options),

  updateProfile: (input: FormUserProfileInput, success: string) =>
    formHttp.put<FormUserProfile>(FORM_API.formUserMe, input, { success }),

  /** The LINE authorisation URL, or null when the organisation has no channel (button hidden). */
  async lineUrl(purpose: "sign-in" | "sign-up", formId: number | null): Promise<string | null> {
    const answer = await formHttp.get<LineUrlResult>(
      FORM_API.lineUrl(purpose),
      formId === null ? undefined : { formId },
      { busy: false, notify: false },
    );
    return typeof answer?.url === "string" && answer.url ? answer.url : null;
  },

  /** The sender of completion mails, from the public form (the login modal names it, spec §2.2). */
  async senderMailAddress(): Promise<string> {
    const form = await formHttp.get<PublicForm>(FORM_API.formDefinition, undefined, {
      busy: false,
      notify: false,
    });
    return typeof form?.senderMailAddress === "string" ? form.senderMailAddress : "";
  },

  formByFormCd: (formUserId: number) =>
    formHttp.get<FormOfUser>(FORM_API.formByFormCd, { formUserId }, { notify: false }),
};
