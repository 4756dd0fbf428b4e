import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { SecretBox } from "../../platform/auth/secret-box";
import type { Mailer } from "../../platform/mail/mailer";
import { registerFormLoginRoutes } from "./form-login.routes";
import { registerFormUserAccountRoutes } from "./form-user.routes";
import { registerLineLoginRoutes } from "./line-login.routes";

export interface FormUserRouteDeps {
  db: Db;
  mailer: Mailer;
  secretBox: SecretBox;
  publicUrl: string;
}

/** Form users (spec §1, §4, §7.3): mail-address login and registration, password reset, LINE Login, the account. */
export function registerFormUserRoutes(app: FastifyInstance, deps: FormUserRouteDeps): void {
  registerFormLoginRoutes(app, deps);
  registerFormUserAccountRoutes(app, deps);
  registerLineLoginRoutes(app, deps);
}
