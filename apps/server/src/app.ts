import crypto from "node:crypto";
import { setDomainLocale } from "@gakumu/domain";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { registerModules } from "./modules/register-modules";
import { registerAuditHook } from "./platform/audit/audit-hook";
import { registerAuth } from "./platform/auth/auth.plugin";
import type { SecretBox } from "./platform/auth/secret-box";
import { registerErrorHandler } from "./platform/errors/error-handler";
import { logSerializers } from "./platform/errors/log-safe-error";
import { registerExportRoutes } from "./platform/exports/export-routes";
import { registerCsrfHeaderCheck } from "./platform/http/csrf";
import { registerHealthRoutes } from "./platform/http/health";
import { registerInputTextCheck } from "./platform/http/input-text";
import { registerOpenApi } from "./platform/http/openapi";
import { publicBaseUrl } from "./platform/http/public-url";
import { registerSecurityHeaders } from "./platform/http/security-headers";
import { registerSpas, type SpaDirs } from "./platform/http/spa";
import { registerUploads } from "./platform/http/uploads";
import { permittedOrganizationIds } from "./platform/permissions/login-user-permissions";
import { registerPermissionRoutes } from "./platform/permissions/permission-routes";
import type { PlatformServices } from "./platform/services";

// Validation and Zod's own messages (type mismatches, unknown keys) in Japanese, like the rest of the product.
setDomainLocale("ja");

export interface AppDeps extends PlatformServices {
  config: Config;
  database: Database;
  /** null when the SPAs are served elsewhere (or in API tests). */
  spaDirs: SpaDirs | null;
  /** Tests pass a fixed key; the process builds one from SECRET_KEY. */
  secretBox?: SecretBox;
  /** The process's pino logger, shared with the job workers. */
  loggerInstance?: FastifyServerOptions["loggerInstance"];
}

/** Builds the HTTP application: platform plugins first, then every module's routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: { level: deps.config.LOG_LEVEL, serializers: logSerializers } }),
    // Addresses of the proxies only (never true or a hop count): see platform/http/trust-proxy.ts.
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 10 * 1024 * 1024,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerErrorHandler(app);
  registerInputTextCheck(app);
  registerSecurityHeaders(app);
  await registerOpenApi(app);
  registerCsrfHeaderCheck(app);
  registerHealthRoutes(app, deps.database);
  await registerUploads(app);
  const db = deps.database.db;
  const { secretBox } = await registerAuth(app, {
    config: deps.config,
    db,
    mailer: deps.mailer,
    extraOrganizationIds: permittedOrganizationIds,
    secretBox: deps.secretBox,
  });
  registerAuditHook(app, { db });
  registerExportRoutes(app, { exports: deps.exports });
  registerPermissionRoutes(app, { database: deps.database });
  registerModules(app, {
    db,
    dataDir: deps.config.dataDir,
    extraOrganizationIds: permittedOrganizationIds,
    exports: deps.exports,
    jobs: deps.jobs,
    mailer: deps.mailer,
    delivery: deps.delivery,
    secretBox,
    publicUrl: publicBaseUrl(deps.config),
    settings: deps.config,
  });

  await registerSpas(app, deps.spaDirs);
  return app;
}
