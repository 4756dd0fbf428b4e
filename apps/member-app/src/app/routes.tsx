import type { RouteObject } from "react-router";
import { ContactPage } from "../pages/contact/ContactPage";
import { DailyReportFormPage } from "../pages/daily-report/DailyReportFormPage";
import { DailyReportListPage } from "../pages/daily-report/DailyReportListPage";
import { HealthLinkPage } from "../pages/health/HealthLinkPage";
import { HealthPage } from "../pages/health/HealthPage";
import { InboxPage } from "../pages/inbox/InboxPage";
import { LoginPage } from "../pages/login/LoginPage";
import { QrLoginPage } from "../pages/login/QrLoginPage";
import { ReminderPage } from "../pages/login/ReminderPage";
import { MailLinkPage } from "../pages/mail-link/MailLinkPage";
import { MenuPage } from "../pages/menu/MenuPage";
import { MessagePage } from "../pages/message/MessagePage";
import { NotFoundPage } from "../pages/NotFoundPage";
import { AnnouncementBoardPage, FaqBoardPage } from "../pages/news/NewsBoardPage";
import { NotebookListPage } from "../pages/notebooks/NotebookListPage";
import { NotebookViewerPage } from "../pages/notebooks/NotebookViewerPage";
import { SafetyPage } from "../pages/safety/SafetyPage";
import { SettingsPage } from "../pages/settings/SettingsPage";
import { SurveyPage } from "../pages/survey/SurveyPage";
import { AppLayout } from "./AppLayout";
import { MemberGate } from "./MemberGate";
import { RouteError } from "./RouteError";

/** The member app's screens under /app/member/ (the router's basename). */
export const routes: RouteObject[] = [
  {
    path: "/",
    errorElement: <RouteError />,
    children: [
      { path: "login", element: <LoginPage /> },
      { path: "reminder", element: <ReminderPage /> },
      // The login QR staff print: choose a password, then straight into the inbox.
      { path: "qr/:token", element: <QrLoginPage /> },
      // A mail's personal link: one message without login.
      { path: "m/:token", element: <MailLinkPage /> },
      // A member's personal health-report link (no login), for members without the app.
      { path: "health-link/:token", element: <HealthLinkPage /> },
      {
        element: <MemberGate />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <InboxPage /> },
              { path: "messages/:deliveryId", element: <MessagePage /> },
              { path: "safety/:deliveryId", element: <SafetyPage /> },
              { path: "surveys/:deliveryId", element: <SurveyPage /> },
              { path: "settings", element: <SettingsPage /> },
              { path: "health", element: <HealthPage /> },
              { path: "menu", element: <MenuPage /> },
              { path: "board", element: <AnnouncementBoardPage /> },
              { path: "faq", element: <FaqBoardPage /> },
              { path: "daily-reports", element: <DailyReportListPage /> },
              { path: "daily-reports/:templateId/:date", element: <DailyReportFormPage /> },
              { path: "contacts", element: <ContactPage /> },
              { path: "notebooks", element: <NotebookListPage /> },
              { path: "notebooks/:id", element: <NotebookViewerPage /> },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
