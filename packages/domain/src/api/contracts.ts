import type { dailyReportContracts } from "../daily-reports/daily-report-api";
import type { dailySafetyContracts } from "../daily-safety/daily-safety-api";
import type { exportContracts } from "../exports/export-api";
import type { formUserContracts } from "../form-users/form-user-api";
import type { applicantAnswerContracts } from "../forms/answer-api";
import type { formBuilderContracts } from "../forms/form-builder-api";
import type { staffAnswerContracts } from "../forms/staff-answer-api";
import type { healthCareContracts } from "../health-care/health-care-api";
import type { hierarchyContracts } from "../hierarchy/hierarchy-api";
import type { loginUserContracts } from "../login-users/login-user-api";
import type { sentMailContracts } from "../mail/sent-mail";
import type { memberAccountAdminContracts } from "../member-accounts/member-account-admin-api";
import type { memberAuthContracts } from "../member-accounts/member-auth-api";
import type { memberGroupContracts } from "../member-groups/member-group-api";
import type { memberInboxContracts } from "../member-inbox/member-inbox-api";
import type { memberLineContracts } from "../member-line/member-line-api";
import type { memberAttributeContracts } from "../members/member-attribute-api";
import type { memberImportContracts } from "../members/member-import-api";
import type { memberListContracts } from "../members/member-list-api";
import type { memberPhotoContracts } from "../members/member-photo-api";
import type { memberRequestContracts } from "../members/member-request-api";
import type { memberWriteContracts } from "../members/member-write-api";
import type { appMenuContracts } from "../mobile-app/app-menu-api";
import type { appSettingContracts } from "../mobile-app/app-setting-api";
import type { memberAppProfileContracts } from "../mobile-app/member-app-profile-api";
import type { memberCardContracts } from "../mobile-app/member-card-api";
import type { newsContracts } from "../news/news-api";
import type { operationLogContracts } from "../operation-logs/operation-log-api";
import type { organizationSettingContracts } from "../organization-settings/organization-settings-api";
import type { authoritySettingContracts } from "../permissions/authority-setting-api";
import type { menuContracts } from "../permissions/menu-api";
import type { postalCodeContracts } from "../postal-codes/postal-code-api";
import type { pushNotificationContracts } from "../push-notifications/push-notification-api";
import type { rssLinkageContracts } from "../rss-linkage/rss-linkage-api";
import type { safetyContracts } from "../safety/safety-api";
import type { safetyDashboardContracts } from "../safety/safety-dashboard-api";
import type { safetyAlertContracts } from "../safety-jma/safety-alerts-api";
import type { safetyJmaContracts } from "../safety-jma/safety-jma-api";
import type { loginContracts } from "../security/login-api";
import type { securityContracts } from "../security/security-api";
import type { sessionContracts } from "../security/session-api";
import type { staffNoticeContracts } from "../staff-notices/staff-notice-api";
import type { surveyContracts } from "../surveys/survey-api";
import type { surveyTotalsContracts } from "../surveys/survey-totals-api";
import type { ResponseOfSchema, RouteOf } from "./contract";

// Every route the SPAs call, with what it answers: the contract tables of the features, gathered.
// Type-only: nothing here reaches a bundle.

type Tables = typeof staffAnswerContracts &
  typeof pushNotificationContracts &
  typeof safetyContracts &
  typeof safetyDashboardContracts &
  typeof surveyContracts &
  typeof newsContracts &
  typeof surveyTotalsContracts &
  typeof rssLinkageContracts &
  typeof safetyJmaContracts &
  typeof dailySafetyContracts &
  typeof dailyReportContracts &
  typeof healthCareContracts &
  typeof safetyAlertContracts &
  typeof memberAuthContracts &
  typeof memberInboxContracts &
  typeof memberLineContracts &
  typeof memberAccountAdminContracts &
  typeof appSettingContracts &
  typeof appMenuContracts &
  typeof memberCardContracts &
  typeof memberAppProfileContracts &
  typeof loginUserContracts &
  typeof hierarchyContracts &
  typeof memberListContracts &
  typeof memberGroupContracts &
  typeof memberImportContracts &
  typeof memberPhotoContracts &
  typeof memberRequestContracts &
  typeof memberAttributeContracts &
  typeof memberWriteContracts &
  typeof organizationSettingContracts &
  typeof authoritySettingContracts &
  typeof operationLogContracts &
  typeof sentMailContracts &
  typeof staffNoticeContracts &
  typeof formBuilderContracts &
  typeof formUserContracts &
  typeof securityContracts &
  typeof loginContracts &
  typeof sessionContracts &
  typeof menuContracts &
  typeof applicantAnswerContracts &
  typeof postalCodeContracts &
  typeof exportContracts;

/** "METHOD /path/:param" → the success body the route answers with (undefined: 204). */
export type ApiContracts = { [K in keyof Tables]: ResponseOfSchema<Tables[K]> };

export type ApiRoute = keyof ApiContracts;

/** The success body of a concrete call ("GET /app/api/v2/member/12"); unknown for a route not in a table. */
export type ApiResponse<Call extends string> = [RouteOf<ApiContracts, Call>] extends [never]
  ? unknown
  : ApiContracts[RouteOf<ApiContracts, Call>];
