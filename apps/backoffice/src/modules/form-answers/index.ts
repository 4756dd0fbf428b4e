import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";
import { APPLICANT_INFORMATION_MENU, FORM_ANSWER_MENU, FORM_DASHBOARD_MENU } from "./answers-paths";

// The screens (and their text catalogue) load with the first visit, not with the shell.
const FormAnswerPages = lazy(() => import("./FormAnswerPages").then((m) => ({ default: m.FormAnswerPages })));
const FormDashboardPage = lazy(() =>
  import("./dashboard/FormDashboardPage").then((m) => ({ default: m.FormDashboardPage })),
);
const ApplicantPages = lazy(() =>
  import("./applicants/ApplicantPages").then((m) => ({ default: m.ApplicantPages })),
);

/**
 * Answers to forms in the back office: the answer list and detail (menu form-answer, category form
 * 300) and the always-allowed form dashboard and applicant information (spec §2.1).
 */
export const routes: ModuleRoute[] = [
  { menuCd: FORM_ANSWER_MENU, element: createElement(FormAnswerPages) },
  { menuCd: FORM_DASHBOARD_MENU, element: createElement(FormDashboardPage) },
  { menuCd: APPLICANT_INFORMATION_MENU, element: createElement(ApplicantPages) },
];
