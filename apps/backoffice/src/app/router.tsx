import { FullPageLoader, RouteErrorPage, useTranslation } from "@gakumu/ui";
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";

function BackofficeRouteError() {
  const { t } = useTranslation("backoffice");
  return <RouteErrorPage homeTo="/" homeLabel={t("errors.backToTop")} />;
}

// Screens load lazily so the login page does not download the whole back office.
const screen = (load: () => Promise<ComponentType>) => ({ lazy: async () => ({ Component: await load() }) });

/** Spec §2.1 public routes built so far; /register, /safety-answer, … arrive with their modules. */
const publicRoutes: RouteObject[] = [
  { path: "login", ...screen(() => import("../modules/login/LoginPage").then((m) => m.LoginPage)) },
  {
    path: "loginsecondary",
    ...screen(() => import("../modules/login/LoginSecondaryPage").then((m) => m.LoginSecondaryPage)),
  },
  {
    path: "security-setting-before-login",
    ...screen(() => import("../modules/security-setting/ForcedSetupPage").then((m) => m.ForcedSetupPage)),
  },
  { path: "expired", ...screen(() => import("../modules/expired/ExpiredPage").then((m) => m.ExpiredPage)) },
  {
    path: "login-reminder",
    ...screen(() => import("../modules/login-reminder/LoginReminderPage").then((m) => m.LoginReminderPage)),
  },
  {
    path: "login-reset",
    ...screen(() => import("../modules/login-reminder/LoginResetPage").then((m) => m.LoginResetPage)),
  },
  {
    path: "register",
    ...screen(() =>
      import("../modules/member-register/MemberRegisterPage").then((m) => m.MemberRegisterPage),
    ),
  },
  {
    path: "email-address-authenticate",
    ...screen(() =>
      import("../modules/member-register/MailAuthenticatePage").then((m) => m.MailAuthenticatePage),
    ),
  },
  {
    path: "safety-answer",
    ...screen(() => import("../modules/safety/SafetyAnswerPage").then((m) => m.SafetyAnswerPage)),
  },
  {
    path: "survey-answer",
    ...screen(() => import("../modules/surveys/SurveyAnswerPage").then((m) => m.SurveyAnswerPage)),
  },
  {
    path: "contact-web-register",
    ...screen(() =>
      import("../modules/contacts/ContactWebRegisterPage").then((m) => m.ContactWebRegisterPage),
    ),
  },
  {
    path: "regist-daily-report",
    ...screen(() =>
      import("../modules/daily-reports/RegistDailyReportPage").then((m) => m.RegistDailyReportPage),
    ),
  },
  {
    path: "announcement-approval",
    ...screen(() => import("../modules/news/NewsApprovalPage").then((m) => m.AnnouncementApprovalPage)),
  },
  {
    path: "faq-approval",
    ...screen(() => import("../modules/news/NewsApprovalPage").then((m) => m.FaqApprovalPage)),
  },
  {
    path: "mail-answer-end",
    ...screen(() => import("../modules/mail-answer-end/MailAnswerEndPage").then((m) => m.MailAnswerEndPage)),
  },
  {
    path: "SelectProcess",
    ...screen(() => import("../modules/select-process/SelectProcessPage").then((m) => m.SelectProcessPage)),
  },
  { path: "404", ...screen(() => import("../modules/errors/NotFoundPage").then((m) => m.NotFoundPage)) },
  {
    path: "500",
    ...screen(() => import("../modules/errors/SystemErrorPage").then((m) => m.SystemErrorPage)),
  },
];

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <Outlet />,
    errorElement: <BackofficeRouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      ...publicRoutes,
      // Everything else passes the authentication gate, then the shell: /<menuCd>?categoryCd=…
      {
        ...screen(() => import("./AuthGate").then((m) => m.AuthGate)),
        children: [
          {
            ...screen(() => import("./shell/AppLayout").then((m) => m.AppLayout)),
            children: [
              { index: true, element: <Navigate to="/home" replace /> },
              { path: ":menuCd/*", ...screen(() => import("./menu/MenuRoute").then((m) => m.MenuRoute)) },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
