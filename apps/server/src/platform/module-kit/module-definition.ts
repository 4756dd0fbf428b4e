import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { AccessResolvers } from "../access/applicant-access";
import type { SecretBox } from "../auth/secret-box";
import type { ExtraOrganizationFinder } from "../auth/user-organizations";
import type { DeliveryEngine } from "../delivery/delivery-engine";
import type { MemberDirectory } from "../delivery/member-directory";
import type { ExportService } from "../exports/export-service";
import type { JobQueue } from "../jobs/job-queue";
import type { Mailer } from "../mail/mailer";
import type { MenuCode } from "../permissions/menu-catalogue";
import type { Retention } from "../retention/retention";

/** What the platform hands every module when its routes are registered. */
export interface ModuleDeps {
  db: Db;
  /** DATA_DIR: where modules keep files (form-files/ of form answers). */
  dataDir: string;
  extraOrganizationIds?: ExtraOrganizationFinder;
  exports: ExportService;
  jobs: JobQueue;
  mailer: Mailer;
  /** Sends messages to members over push, mail (and LINE) and records reads. */
  delivery: DeliveryEngine;
  /** The platform's key for secrets kept in the database (TOTP seeds, LINE channel secrets). */
  secretBox: SecretBox;
  /** The address mailed links, form links and OpenID callbacks use (platform/http/public-url.ts). */
  publicUrl: string;
  /** The process's settings (JMA_BASE_URL for the JMA feed status). */
  settings: Config;
}

/** The platform parts a module's job handlers and export sources are built on (before the queue starts). */
export interface ModuleJobServices {
  db: Db;
  jobs: JobQueue;
  exports: ExportService;
  delivery: DeliveryEngine;
  /** Mail from job handlers (an automatic safety send mails staff their answer links). */
  mailer: Mailer;
  /** The nightly purges: a module registers how to remove its data older than its retention period. */
  retention: Retention;
  /** The process's settings (JMA_BASE_URL for the JMA feed reader). */
  settings: Config;
}

/**
 * One feature module, as `modules/<module>/index.ts` exports it. The platform reads nothing else of a
 * module: adding one means writing this definition and adding it to the app's module list.
 */
export interface ModuleDefinition {
  /** The module's folder name, for logs and tests. */
  name: string;
  /** The back-office menus whose screens this module serves (codes of the menu catalogue). */
  menus: readonly MenuCode[];
  /**
   * The module's Drizzle tables (the namespace of its `*.tables.ts` files). drizzle-kit finds them by
   * glob; the list here lets platform tests (tenant isolation, retention) see every tenant-owned table.
   */
  tables: Readonly<Record<string, unknown>>;
  /**
   * The members' names and mail addresses the delivery engine sends with; the one module that owns the
   * roster provides it, and registering routes or jobs hands it to the engine (the platform never
   * imports a module).
   */
  deliveryMembers?: MemberDirectory;
  /** HTTP routes; each declares its access (public, session, a menu or an applicant kind) for the gate. */
  routes?(app: FastifyInstance, deps: ModuleDeps): void;
  /**
   * How the gate resolves callers it cannot know itself: the form-user module resolves the access key
   * and the form session of the routes that declare `{ applicant: kind }`, once, before their handler.
   */
  accessResolvers?(deps: ModuleDeps): AccessResolvers;
  /** Job handlers and export sources; called in every process before the queue starts. */
  jobs?(services: ModuleJobServices): void;
  /** Recurring jobs (Asia/Tokyo cron); called only in processes that run the workers. */
  schedules?(jobs: JobQueue): Promise<void>;
}

/** Identity with a type check, so a module's index reads as a declaration. */
export function defineModule(definition: ModuleDefinition): ModuleDefinition {
  return definition;
}

export function registerModuleRoutes(
  app: FastifyInstance,
  modules: readonly ModuleDefinition[],
  deps: ModuleDeps,
): void {
  provideDeliveryMembers(modules, deps.delivery);
  for (const module of modules) {
    if (module.accessResolvers) app.registerAccessResolvers(module.accessResolvers(deps));
    module.routes?.(app, deps);
  }
}

export function defineModuleJobHandlers(
  modules: readonly ModuleDefinition[],
  services: ModuleJobServices,
): void {
  provideDeliveryMembers(modules, services.delivery);
  for (const module of modules) module.jobs?.(services);
}

export async function scheduleModules(modules: readonly ModuleDefinition[], jobs: JobQueue): Promise<void> {
  for (const module of modules) await module.schedules?.(jobs);
}

/** Hands the engine the member directory a module provides (routes and job processes both need it). */
function provideDeliveryMembers(modules: readonly ModuleDefinition[], delivery: DeliveryEngine): void {
  for (const module of modules)
    if (module.deliveryMembers) delivery.provideMemberDirectory(module.deliveryMembers);
}
