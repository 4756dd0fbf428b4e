import type { FormUserProfileBody, SignedInFormUser } from "@gakumu/domain";
import { renderWithProviders } from "@gakumu/ui/test";
import { cleanup } from "@testing-library/react";
import { UNSAFE_createMemoryHistory as createMemoryHistory } from "react-router";
import { afterEach } from "vitest";
import { AppRouter } from "../app/router";
import { loginModal } from "../auth/login-modal-store";
import { resetFormHttpState } from "../http/form-http";
import "../i18n";
import { defaultFormSession, type FormSession, formSession } from "../session/form-session";

afterEach(() => {
  // Unmount first: a screen writes on unmount (the typed answer is kept in local storage), and that
  // write must be cleared below, not left for the next test. Vitest runs this hook before the shared
  // cleanup of @gakumu/ui/test (after-hooks run in reverse order), so waiting for that is too late.
  cleanup();
  formSession.set(defaultFormSession());
  loginModal.set({ opened: false, tab: "login" });
  resetFormHttpState();
  sessionStorage.clear();
  localStorage.clear();
});

/** A form session as /redirect leaves it for form 12 of 学務高等学校. */
export function linkedSession(overrides: Partial<FormSession> = {}): FormSession {
  return {
    ...defaultFormSession(),
    accessKey: "KEY-abcdefghijklmnopqrstuvwxyz012345",
    processMode: 2,
    organizationCd: "gakumu-high",
    organization: { name: "学務高等学校", organizationCd: "gakumu-high", processMode: 2 },
    formCd: "F0012",
    form: {
      formId: 12,
      formCd: "F0012",
      title: "2026年度 入学願書",
      formType: "APPLICATION",
      loginRequired: 0,
      isAccountRegistration: false,
      reception: "OPEN",
      answer: null,
    },
    senderMailAddress: "nyushi@gakumu.example.jp",
    loginPage: "form",
    ...overrides,
  };
}

export const loggedInUser: SignedInFormUser = {
  formUserId: 7,
  loginId: "hanako@example.jp",
  lineDisplayName: null,
};

/** The same user as GET /form-user/me answers: the profile fields and the version a save sends back. */
export const loggedInProfile: FormUserProfileBody = {
  ...loggedInUser,
  name: "",
  nameKana: "",
  telNo: "",
  lastLoginAt: null,
  version: 1,
};

/**
 * The whole app at `path`, as main.tsx mounts it but over a memory history (the helper navigates
 * through it too); `memoryHistory.location` is where the app is.
 */
export function renderApp(path: string, session?: FormSession) {
  if (session) formSession.set(session);
  const memoryHistory = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const view = renderWithProviders(<AppRouter history={memoryHistory} />);
  return { memoryHistory, ...view };
}
