import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { registerAccessHook } from "../access/access-hook";
import { publicBaseUrl } from "../http/public-url";
import type { Mailer } from "../mail/mailer";
import { registerLoginRoutes } from "./login.routes";
import { createSecretBox, loadSecretKey, type SecretBox } from "./secret-box";
import { registerSecurityRoutes } from "./security.routes";
import { registerSessionInfoRoutes } from "./session-info.routes";
import type { ExtraOrganizationFinder } from "./user-organizations";

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  extraOrganizationIds?: ExtraOrganizationFinder;
  /** Defaults to one built from SECRET_KEY (or the generated key file). */
  secretBox?: SecretBox;
}

/** Cookies, the access gate in front of every API route, and the login and session routes. */
export async function registerAuth(app: FastifyInstance, deps: AuthDeps) {
  await app.register(cookie);
  registerAccessHook(app, { db: deps.db });
  const secretBox = deps.secretBox ?? createSecretBox(loadSecretKey(deps.config));
  const loginDeps = {
    db: deps.db,
    secretBox,
    defaultTenantCd: deps.config.DEFAULT_TENANT,
    sessionMaxHours: deps.config.SESSION_MAX_HOURS,
  };
  registerLoginRoutes(app, loginDeps);
  registerSecurityRoutes(app, { ...loginDeps, mailer: deps.mailer, publicUrl: publicBaseUrl(deps.config) });
  registerSessionInfoRoutes(app, { db: deps.db, extraOrganizationIds: deps.extraOrganizationIds });
  return { secretBox };
}
