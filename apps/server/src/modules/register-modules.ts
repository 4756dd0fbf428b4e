import type { FastifyInstance } from "fastify";
import type { JobQueue } from "../platform/jobs/job-queue";
import {
  defineModuleJobHandlers,
  type ModuleDefinition,
  type ModuleDeps,
  type ModuleJobServices,
  registerModuleRoutes,
  scheduleModules,
} from "../platform/module-kit/module-definition";
import { authoritySettingsModule } from "./authority-settings";
import { contactsModule } from "./contacts";
import { dailyReportsModule } from "./daily-reports";
import { dailySafetyModule } from "./daily-safety";
import { formAnswersModule } from "./form-answers";
import { formUsersModule } from "./form-users";
import { formsModule } from "./forms";
import { healthCareModule } from "./health-care";
import { hierarchyModule } from "./hierarchy";
import { loginUsersModule } from "./login-users";
import { memberAccountsModule } from "./member-accounts";
import { memberCardsModule } from "./member-cards";
import { memberGroupsModule } from "./member-groups";
import { memberInboxModule } from "./member-inbox";
import { memberLineLinkModule } from "./member-line-link";
import { membersModule } from "./members";
import { mobileAppModule } from "./mobile-app";
import { newsModule } from "./news";
import { notebooksModule } from "./notebooks";
import { operationLogsModule } from "./operation-logs";
import { organizationSettingsModule } from "./organization-settings";
import { postalCodesModule } from "./postal-codes";
import { pushNotificationsModule } from "./push-notifications";
import { rssLinkageModule } from "./rss-linkage";
import { safetyModule } from "./safety";
import { safetyAlertsModule } from "./safety-alerts";
import { safetyJmaModule } from "./safety-jma";
import { sentMailModule } from "./sent-mail";
import { staffNoticesModule } from "./staff-notices";
import { surveysModule } from "./surveys";

export type { ModuleDeps } from "../platform/module-kit/module-definition";

/** Every feature module of the server. Adding a module is one line here and its own index.ts. */
export const MODULES: readonly ModuleDefinition[] = [
  membersModule,
  memberGroupsModule,
  authoritySettingsModule,
  formsModule,
  formUsersModule,
  formAnswersModule,
  hierarchyModule,
  loginUsersModule,
  memberAccountsModule,
  memberCardsModule,
  mobileAppModule,
  memberInboxModule,
  memberLineLinkModule,
  operationLogsModule,
  organizationSettingsModule,
  postalCodesModule,
  pushNotificationsModule,
  rssLinkageModule,
  safetyModule,
  safetyJmaModule,
  dailySafetyModule,
  dailyReportsModule,
  contactsModule,
  safetyAlertsModule,
  sentMailModule,
  surveysModule,
  newsModule,
  notebooksModule,
  healthCareModule,
  staffNoticesModule,
];

/** What modules add to the platform's job queue (export sources, job handlers); before jobs.start. */
export function defineModuleJobs(services: ModuleJobServices): void {
  defineModuleJobHandlers(MODULES, services);
}

/** Every module's routes; modules talk to each other through their services. */
export function registerModules(app: FastifyInstance, deps: ModuleDeps): void {
  registerModuleRoutes(app, MODULES, deps);
}

/** The modules' recurring jobs (Asia/Tokyo cron), for the process that runs the workers. */
export function scheduleModuleJobs(jobs: JobQueue): Promise<void> {
  return scheduleModules(MODULES, jobs);
}
