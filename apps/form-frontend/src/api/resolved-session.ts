import { validGa4Ids, validGtmIds } from "../app/analytics-ids";
import { defaultFormSession, type FormSession } from "../session/form-session";
import type { ResolvedAccessKey } from "./form-api";

/**
 * The session after opening a link (spec §2.2 /redirect, §3.1). A link of the same organisation
 * keeps the login (a form user belongs to one organisation) and the saved form-list condition;
 * a link of another organisation starts from the defaults. Either way the form-specific state of
 * the previous link is dropped, and logging in from here routes into the form (loginPage "form").
 */
export function sessionFromResolved(
  accessKey: string,
  resolved: ResolvedAccessKey,
  previous: FormSession,
): FormSession {
  const { organization, form } = resolved;
  const sameOrganization = previous.organizationCd === organization.organizationCd;
  const base = defaultFormSession();
  return {
    ...base,
    ...(sameOrganization
      ? {
          login: previous.login,
          formUser: previous.formUser,
          formListSearchCondition: previous.formListSearchCondition,
        }
      : {}),
    accessKey,
    processMode: organization.processMode,
    organizationCd: organization.organizationCd,
    organization: { ...organization },
    formCd: form.formCd,
    form: {
      formId: form.formId,
      formCd: form.formCd,
      title: form.title,
      formType: form.formType,
      loginRequired: form.loginRequired,
      isAccountRegistration: form.accountRegistrationRequired,
      reception: form.reception,
      answer: null,
    },
    senderMailAddress: resolved.senderMailAddress,
    // Kept per §3.1; only well-formed ids, as they end up in a script URL.
    ga4Ids: validGa4Ids(resolved.analytics.ga4Ids),
    gtmIds: validGtmIds(resolved.analytics.gtmIds),
    loginPage: "form",
  };
}
