import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import type { ExtraOrganizationFinder } from "../platform/auth/user-organizations";
import { registerImportFieldRoutes } from "./members/import-fields.routes";

export interface ModuleDeps {
  db: Db;
  extraOrganizationIds?: ExtraOrganizationFinder;
}

/** Every feature module's routes, one line each; modules talk to each other through their services. */
export function registerModules(app: FastifyInstance, deps: ModuleDeps): void {
  registerImportFieldRoutes(app, deps);
}
