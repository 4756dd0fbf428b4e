import { renderWithProviders } from "@gakumu/ui/test";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach } from "vitest";
import { setNavigator } from "../app/navigation";
import { routes } from "../app/router";
import { loginModal } from "../auth/login-modal-store";
import { resetFormHttpState } from "../http/form-http";
import "../i18n";
import { defaultFormSession, type FormSession, formSession } from "../session/form-session";

afterEach(() => {
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

export const loggedInUser = { formUserId: 7, loginId: "hanako@example.jp", lineDisplayName: null };

/** The whole app in a memory router at `path`, with the helper navigating through it. */
export function renderApp(path: string, session?: FormSession) {
  if (session) formSession.set(session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}
