import { applicantCases } from "./cases/applicant.cases";
import { contactCases } from "./cases/contacts.cases";
import { dailyReportCases } from "./cases/daily-reports.cases";
import { dailySafetyCases } from "./cases/daily-safety.cases";
import { formCases, formOwnWithVictimIds } from "./cases/forms.cases";
import { healthCareCases } from "./cases/health-care.cases";
import { lineCases } from "./cases/line.cases";
import { memberAppCases } from "./cases/member-app.cases";
import { memberGroupCases } from "./cases/member-groups.cases";
import { memberInboxCases } from "./cases/member-inbox.cases";
import { memberCases } from "./cases/members.cases";
import { mobileAppCases } from "./cases/mobile-app.cases";
import { newsCases } from "./cases/news.cases";
import { notebookCases } from "./cases/notebooks.cases";
import { platformCases } from "./cases/platform.cases";
import { pushCases } from "./cases/push.cases";
import { rssCases } from "./cases/rss.cases";
import { safetyCases } from "./cases/safety.cases";
import { safetyJmaCases } from "./cases/safety-jma.cases";
import { settingsCases } from "./cases/settings.cases";
import { staffNoticeCases } from "./cases/staff-notices.cases";
import { surveyTotalsCases } from "./cases/survey-totals.cases";
import { surveyCases } from "./cases/surveys.cases";
import type { RouteCases } from "./route-case";

/**
 * How the isolation walk calls each route, keyed "METHOD /route/pattern" as the access gate lists it
 * (HEAD routes are called with their GET's case). A key may carry " ~ note" for a further case of the
 * same route. A route added without a case here fails the walk's coverage test.
 */
export const ROUTE_CASES: RouteCases = {
  ...platformCases,
  ...memberCases,
  ...memberGroupCases,
  ...settingsCases,
  ...formCases,
  ...formOwnWithVictimIds,
  ...applicantCases,
  ...memberAppCases,
  ...memberInboxCases,
  ...mobileAppCases,
  ...lineCases,
  ...pushCases,
  ...rssCases,
  ...safetyCases,
  ...safetyJmaCases,
  ...dailySafetyCases,
  ...contactCases,
  ...dailyReportCases,
  ...surveyCases,
  ...surveyTotalsCases,
  ...newsCases,
  ...notebookCases,
  ...healthCareCases,
  ...staffNoticeCases,
};

/** The route a case key names ("POST /app/api/x ~ note" → "POST /app/api/x"). */
export const routeOfCase = (key: string) => key.split(" ~ ")[0]!;
