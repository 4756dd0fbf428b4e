// Test helper (not loaded by src code): an API app with the real access gate and sessions, the
// audit hook, the export routes and this module's routes, on a fresh test database. buildApp does not
// wire these yet, so the test assembles them the way the wiring note says app.ts will.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "../../src/config";
import type { Database } from "../../src/db/client";
import { registerOperationLogExports } from "../../src/modules/operation-logs/operation-log-export";
import { registerOperationLogRoutes } from "../../src/modules/operation-logs/operation-logs.routes";
import type { RequestContext } from "../../src/platform/access/request-context";
import { registerAuditHook } from "../../src/platform/audit/audit-hook";
import { registerAuth } from "../../src/platform/auth/auth.plugin";
import { createSecretBox } from "../../src/platform/auth/secret-box";
import { registerErrorHandler } from "../../src/platform/errors/error-handler";
import { registerExportRoutes } from "../../src/platform/exports/export-routes";
import type { ExportService } from "../../src/platform/exports/export-service";
import { registerCsrfHeaderCheck } from "../../src/platform/http/csrf";
import type { JobQueue } from "../../src/platform/jobs/job-queue";
import { createPlatformServices } from "../../src/platform/services";
import {
  createOrganization,
  createTenantWithStudentOrganization,
} from "../../src/platform/tenancy/tenancy.service";
import { fastTiming, recordingLogger } from "../jobs/job-test-kit";
import { FULL_AUTHORITY } from "../permissions/permission-fixtures";
import { createTestDatabase } from "../test-database";

export interface LogTestApp {
  app: FastifyInstance;
  database: Database;
  jobs: JobQueue;
  exports: ExportService;
  directory: string;
}

export function useLogTestApp(
  options: { inlineRowLimit?: number; extraRoutes?: (app: FastifyInstance) => void } = {},
): LogTestApp {
  const t = {} as LogTestApp;
  beforeAll(async () => {
    t.database = await createTestDatabase();
    t.directory = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-exports-"));
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: t.directory });
    const services = createPlatformServices({
      config,
      database: t.database,
      logger: recordingLogger(),
      jobTiming: fastTiming,
      exportOptions: { inlineRowLimit: options.inlineRowLimit, retry: { retryLimit: 0 } },
    });
    t.jobs = services.jobs;
    t.exports = services.exports;
    registerOperationLogExports(t.exports);
    await t.jobs.start({ runWorkers: true });

    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    registerCsrfHeaderCheck(app);
    const db = t.database.db;
    await registerAuth(app, {
      config,
      db,
      mailer: services.mailer,
      secretBox: createSecretBox(Buffer.alloc(32, 7)),
    });
    registerAuditHook(app, { db });
    registerExportRoutes(app, { exports: t.exports });
    registerOperationLogRoutes(app, { db, exports: t.exports });
    options.extraRoutes?.(app);
    await app.ready();
    t.app = app;
  });
  afterAll(async () => {
    await t.app?.close();
    await t.jobs?.stop();
    await t.database?.close();
    if (t.directory) fs.rmSync(t.directory, { recursive: true, force: true });
  });
  return t;
}

/** A RequestContext as the access hook builds it for a システム管理者, for calling services directly. */
export function contextFor(
  org: { tenantId: number; id: number },
  user: { loginUserId?: number; displayUserId?: string; sessionId?: string } = {},
): RequestContext {
  return {
    sessionId: user.sessionId ?? crypto.randomUUID(),
    tenantId: org.tenantId,
    tenantCd: `t${org.tenantId}`,
    loginUserId: user.loginUserId ?? 1,
    displayUserId: user.displayUserId ?? "admin",
    organizationId: org.id,
    systemCd: 2,
    organizationCd: "school",
    processMode: 0,
    ip: "192.0.2.10",
    authority: FULL_AUTHORITY,
  };
}

/** The click every test logs unless it says otherwise. */
export const testClick = {
  logType: "CLICK",
  functionId: "member-list",
  functionName: "会員一覧",
  buttonId: "search",
  buttonName: "検索",
};

type Org = { id: number; tenantId: number };

export interface LogTestDatabase {
  database: Database;
  /** The school the tests act in, a second organisation of its tenant, and another tenant's school. */
  org: Org;
  otherOrg: Org;
  otherTenant: Org;
}

/** A fresh database with three organisations, for service tests that call the log code directly. */
export function useLogTestDatabase(): LogTestDatabase {
  const t = {} as LogTestDatabase;
  beforeAll(async () => {
    t.database = await createTestDatabase();
    const school = (tenantCd: string) =>
      createTenantWithStudentOrganization(t.database.db, {
        tenantCd,
        name: `${tenantCd} 学園`,
        contractType: "BASIC",
        operationType: "TESTING",
      });
    const a = await school("oplog-a");
    t.org = a.studentOrganization;
    t.otherOrg = await createOrganization(t.database.db, {
      tenantId: a.tenant.id,
      systemCd: 5,
      organizationCd: "staff",
      name: "職員",
    });
    t.otherTenant = (await school("oplog-b")).studentOrganization;
  });
  afterAll(() => t.database?.close());
  return t;
}
