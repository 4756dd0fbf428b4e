import { routes as authoritySettings } from "../modules/authority-settings";
import { routes as contacts } from "../modules/contacts";
import { routes as dailyReports } from "../modules/daily-reports";
import { routes as dailySafety } from "../modules/daily-safety";
import { routes as dashboard } from "../modules/dashboard";
import { routes as errors } from "../modules/errors";
import { routes as formAnswers } from "../modules/form-answers";
import { routes as forms } from "../modules/forms";
import { routes as gradeMaster } from "../modules/grade-master";
import { routes as healthCare } from "../modules/health-care";
import { routes as hierarchy } from "../modules/hierarchy";
import { routes as home } from "../modules/home";
import { routes as loginUsers } from "../modules/login-users";
import { routes as memberAccounts } from "../modules/member-accounts";
import { routes as memberGroups } from "../modules/member-groups";
import { routes as memberImport } from "../modules/member-import";
import { routes as memberRequests } from "../modules/member-requests";
import { routes as members } from "../modules/members";
import { routes as mobileApp } from "../modules/mobile-app";
import { routes as news } from "../modules/news";
import { routes as notebooks } from "../modules/notebooks";
import { routes as operationLogs } from "../modules/operation-logs";
import { routes as organizationSettings } from "../modules/organization-settings";
import { routes as photoApproval } from "../modules/photo-approval";
import { routes as pushNotifications } from "../modules/push-notifications";
import { routes as rssLinkage } from "../modules/rss-linkage";
import { routes as safety } from "../modules/safety";
import { routes as safetyJma } from "../modules/safety-jma";
import { routes as securitySetting } from "../modules/security-setting";
import { routes as sentMail } from "../modules/sent-mail";
import { routes as staffNotices } from "../modules/staff-notices";
import { routes as surveys } from "../modules/surveys";
import { collectModuleRoutes } from "./module-route";

/**
 * Every module's shell screens by menu code. A module joins by exporting `routes` from its
 * index.ts and adding one import here; a menu code the server offers without a screen here shows
 * the "in preparation" page instead.
 */
export const moduleRoutes = collectModuleRoutes(
  home,
  dashboard,
  securitySetting,
  errors,
  authoritySettings,
  loginUsers,
  memberImport,
  members,
  operationLogs,
  organizationSettings,
  hierarchy,
  gradeMaster,
  photoApproval,
  memberRequests,
  forms,
  formAnswers,
  sentMail,
  staffNotices,
  pushNotifications,
  rssLinkage,
  safety,
  safetyJma,
  dailySafety,
  dailyReports,
  contacts,
  surveys,
  news,
  notebooks,
  memberAccounts,
  memberGroups,
  mobileApp,
  healthCare,
);
