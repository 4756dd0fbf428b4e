import { DEFAULT_FORM_LOGIN_PAGE, PROCESS_MODE_UNSET } from "@gakumu/domain/constants";
import { readStored, writeStored } from "./storage";
import { createStore, useStore } from "./store";

// The form-mode session of spec §3.1, kept in session storage: it lives as long as the tab, so a
// reload keeps the link's context, and another tab (another form link) keeps its own.

export interface SessionOrganization {
  name: string;
  organizationCd: string;
  processMode: number;
}

export interface SessionForm {
  formId: number;
  formCd: string;
  title: string;
  formType: string;
  /** LoginRequired: 1 required, 0 optional. */
  loginRequired: number;
  /** Spec §3.1's name for "an account must be registered before answering". */
  isAccountRegistration: boolean;
  /** FormReception code at the time the link was opened: OPEN, BEFORE_PERIOD or CLOSED. */
  reception: string;
  /** The logged-in user's answer (spec §3.1 form.answer.answerStatus); null before one exists. */
  answer: { answerStatus: number } | null;
}

export interface SessionFormUser {
  formUserId: number;
  /** The mail address; null for an account made with LINE only. */
  loginId: string | null;
  lineDisplayName: string | null;
}

/** Where the login modal was opened from (spec §4): "form" routes into the form after login. */
export type LoginPage = "mypage" | "form";

/** The /formlist search (spec §3.1), kept for coming back to the same list. */
export interface FormListSearchCondition {
  keyword: string;
  /** A FormType code, or null for every type. */
  formType?: string | null;
  /** Only forms taking answers now (the default). */
  openOnly?: boolean;
}

export interface FormSession {
  accessKey: string | null;
  processMode: number;
  organizationCd: string | null;
  form: SessionForm | null;
  formCd: string | null;
  organization: SessionOrganization | null;
  parameters: unknown[];
  divisions: unknown[];
  almaMaters: unknown[];
  login: boolean;
  loginPage: LoginPage;
  formUser: SessionFormUser | null;
  importFields: unknown[];
  senderMailAddress: string;
  divisionRequiredSettingDefault: boolean | null;
  /** The open-campus answer code shown as a QR on /oc-attendance-qr-code. */
  ocAnswerCd: string | null;
  ga4Ids: string[];
  gtmIds: string[];
  formListSearchCondition: FormListSearchCondition | null;
  ocScheduleInformation: unknown;
  ocScheduleDetailList: unknown[];
  ocScheduleDetailListOnlyAnswered: unknown[];
  ocRouteDetailList: unknown[];
}

export const FORM_SESSION_STORAGE_KEY = "gakumu.form-session";

/** Every key of spec §3.1 with its default (processMode -1, loginPage "mypage"). */
export function defaultFormSession(): FormSession {
  return {
    accessKey: null,
    processMode: PROCESS_MODE_UNSET,
    organizationCd: null,
    form: null,
    formCd: null,
    organization: null,
    parameters: [],
    divisions: [],
    almaMaters: [],
    login: false,
    loginPage: DEFAULT_FORM_LOGIN_PAGE,
    formUser: null,
    importFields: [],
    senderMailAddress: "",
    divisionRequiredSettingDefault: null,
    ocAnswerCd: null,
    ga4Ids: [],
    gtmIds: [],
    formListSearchCondition: null,
    ocScheduleInformation: null,
    ocScheduleDetailList: [],
    ocScheduleDetailListOnlyAnswered: [],
    ocRouteDetailList: [],
  };
}

/** The stored session over the defaults: keys of an older build are dropped, missing ones filled. */
export function loadFormSession(): FormSession {
  const defaults = defaultFormSession();
  const stored = readStored<Partial<FormSession>>("session", FORM_SESSION_STORAGE_KEY);
  if (!stored || typeof stored !== "object") return defaults;
  const merged: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = (stored as Record<string, unknown>)[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged as unknown as FormSession;
}

export const formSession = createStore<FormSession>(loadFormSession(), (value) =>
  writeStored("session", FORM_SESSION_STORAGE_KEY, value),
);

export function updateFormSession(patch: Partial<FormSession>): void {
  formSession.set((previous) => ({ ...previous, ...patch }));
}

/** Spec §4 logout and §8.1 deleted user: no login, no user, no access key (the rest stays). */
export function clearFormLogin(): void {
  updateFormSession({ login: false, formUser: null, accessKey: null });
}

export function useFormSession<S>(select: (session: FormSession) => S): S {
  return useStore(formSession, select);
}
