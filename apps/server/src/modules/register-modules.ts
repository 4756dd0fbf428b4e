import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import type { SecretBox } from "../platform/auth/secret-box";
import type { ExtraOrganizationFinder } from "../platform/auth/user-organizations";
import type { ExportService } from "../platform/exports/export-service";
import type { JobQueue } from "../platform/jobs/job-queue";
import type { Mailer } from "../platform/mail/mailer";
import { registerAuthoritySettingRoutes } from "./authority-settings/authority-settings.routes";
import {
  defineApplicantJobs,
  registerApplicantRoutes,
  scheduleApplicantJobs,
} from "./form-answers/applicant/applicant.wiring";
import { registerAnswerExports } from "./form-answers/staff/answer-export";
import { registerFormAnswerStaffRoutes } from "./form-answers/staff/staff.routes";
import { registerFormUserRoutes } from "./form-users/form-users.routes";
import { registerFormRoutes } from "./forms/forms.routes";
import { registerHierarchyRoutes } from "./hierarchy/hierarchy.routes";
import { registerLoginUserRoutes } from "./login-users/login-users.routes";
import { registerMemberImportRoutes } from "./members/import/member-import.routes";
import { defineMemberImportJobs } from "./members/import/member-import.wiring";
import { registerImportFieldRoutes } from "./members/import-fields.routes";
import { registerMemberExports } from "./members/member-export";
import { registerMemberRoutes } from "./members/members.routes";
import { registerMemberPhotoRoutes } from "./members/photos/member-photos.routes";
import { registerMemberRequestRoutes } from "./members/requests/member-requests.routes";
import { registerOperationLogExports } from "./operation-logs/operation-log-export";
import { registerOperationLogRoutes } from "./operation-logs/operation-logs.routes";
import { registerOrganizationSettingRoutes } from "./organization-settings/organization-settings.routes";
import { registerPostalCodeRoutes } from "./postal-codes/postal-codes.routes";

export interface ModuleDeps {
  db: Db;
  /** DATA_DIR: where modules keep files (form-files/ of form answers). */
  dataDir: string;
  extraOrganizationIds?: ExtraOrganizationFinder;
  exports: ExportService;
  jobs: JobQueue;
  mailer: Mailer;
  /** The platform's key for secrets kept in the database (TOTP seeds, LINE channel secrets). */
  secretBox: SecretBox;
  /** PUBLIC_URL: the address mailed links and OpenID callbacks use; the request's origin when unset. */
  publicUrl?: string;
}

/** What modules add to the platform's job queue (export sources, job handlers); before jobs.start. */
export function defineModuleJobs(services: { exports: ExportService; jobs: JobQueue; db: Db }): void {
  defineMemberImportJobs(services);
  registerOperationLogExports(services.exports);
  registerMemberExports(services.exports);
  defineApplicantJobs(services);
  registerAnswerExports(services.exports);
}

/** Every feature module's routes, one line each; modules talk to each other through their services. */
export function registerModules(app: FastifyInstance, deps: ModuleDeps): void {
  registerImportFieldRoutes(app, deps);
  registerMemberImportRoutes(app, deps);
  registerMemberRoutes(app, deps);
  registerAuthoritySettingRoutes(app, deps);
  registerFormRoutes(app, deps);
  registerFormUserRoutes(app, deps);
  registerApplicantRoutes(app, deps);
  registerFormAnswerStaffRoutes(app, deps);
  registerHierarchyRoutes(app, deps);
  registerLoginUserRoutes(app, deps);
  registerMemberPhotoRoutes(app, deps);
  registerMemberRequestRoutes(app, deps);
  registerOperationLogRoutes(app, deps);
  registerOrganizationSettingRoutes(app, deps);
  registerPostalCodeRoutes(app, deps);
}

/** The modules' recurring jobs (Asia/Tokyo cron), for the process that runs the workers. */
export async function scheduleModuleJobs(jobs: JobQueue): Promise<void> {
  await scheduleApplicantJobs(jobs);
}
