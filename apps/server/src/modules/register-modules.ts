import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import type { ExtraOrganizationFinder } from "../platform/auth/user-organizations";
import type { ExportService } from "../platform/exports/export-service";
import { registerAuthoritySettingRoutes } from "./authority-settings/authority-settings.routes";
import { registerLoginUserRoutes } from "./login-users/login-users.routes";
import { registerImportFieldRoutes } from "./members/import-fields.routes";
import { registerOperationLogExports } from "./operation-logs/operation-log-export";
import { registerOperationLogRoutes } from "./operation-logs/operation-logs.routes";
import { registerOrganizationSettingRoutes } from "./organization-settings/organization-settings.routes";

export interface ModuleDeps {
  db: Db;
  extraOrganizationIds?: ExtraOrganizationFinder;
  exports: ExportService;
}

/** What modules add to the platform's job queue (export sources, job handlers); before jobs.start. */
export function defineModuleJobs(services: { exports: ExportService }): void {
  registerOperationLogExports(services.exports);
}

/** Every feature module's routes, one line each; modules talk to each other through their services. */
export function registerModules(app: FastifyInstance, deps: ModuleDeps): void {
  registerImportFieldRoutes(app, deps);
  registerAuthoritySettingRoutes(app, deps);
  registerLoginUserRoutes(app, deps);
  registerOperationLogRoutes(app, deps);
  registerOrganizationSettingRoutes(app, deps);
}
