import type { FastifyInstance } from "fastify";
import { registerStaffAnswerRoutes, type StaffAnswerRouteDeps } from "./staff-answers.routes";
import { registerStaffOverviewRoutes } from "./staff-overview.routes";

/** Everything staff do with answers in the back office (one line in register-modules). */
export function registerFormAnswerStaffRoutes(app: FastifyInstance, deps: StaffAnswerRouteDeps): void {
  registerStaffAnswerRoutes(app, deps);
  registerStaffOverviewRoutes(app, deps);
}
