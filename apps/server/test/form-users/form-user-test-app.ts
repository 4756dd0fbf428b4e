// Test support of the form-users module (never imported by src code): the real app with a real
// loopback SMTP server behind the mailer, a public address for links, and helpers that act as an
// applicant — open a link, register with the mailed code, log in.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import type { Database } from "../../src/db/client";
import { defineModuleJobs } from "../../src/modules/register-modules";
import { createSecretBox, type SecretBox } from "../../src/platform/auth/secret-box";
import { createPlatformServices, type PlatformServices } from "../../src/platform/services";
import { loginAs } from "../auth-helpers";
import { createForm, issueKey, publish } from "../forms/form-test-kit";
import { fastTiming, recordingLogger, waitUntil } from "../jobs/job-test-kit";
import {
  type LoopbackSmtpServer,
  type ReceivedMail,
  startLoopbackSmtpServer,
} from "../mail/loopback-smtp-server";
import { createPermissionTenant, type PermissionTenant } from "../permissions/permission-fixtures";
import { createTestDatabase } from "../test-database";

export const PUBLIC_URL = "https://gakumu.example";
export const STRONG_PASSWORD = "Sakura-2026";

export interface FormUserTestApp extends PlatformServices {
  app: FastifyInstance;
  database: Database;
  smtp: LoopbackSmtpServer;
  secretBox: SecretBox;
}

export function useFormUserTestApp(
  options: {
    extraRoutes?: (app: FastifyInstance) => void;
    /** Leave PUBLIC_URL unset, so links fall back to the listen address. */
    withoutPublicUrl?: boolean;
  } = {},
) {
  const t = {} as FormUserTestApp;
  beforeAll(async () => {
    t.smtp = await startLoopbackSmtpServer();
    t.database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-form-users-"));
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      SMTP_URL: t.smtp.url,
      ...(options.withoutPublicUrl ? {} : { PUBLIC_URL }),
    });
    const services = createPlatformServices({
      config,
      database: t.database,
      logger: recordingLogger(),
      jobTiming: fastTiming,
      mailRetry: { retryLimit: 1, retryDelay: 1 },
    });
    Object.assign(t, services);
    defineModuleJobs(services);
    await services.jobs.start({ runWorkers: true });
    t.secretBox = createSecretBox(Buffer.alloc(32, 9));
    t.app = await buildApp({
      config,
      database: t.database,
      spaDirs: null,
      secretBox: t.secretBox,
      ...services,
    });
    options.extraRoutes?.(t.app);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.app?.close();
    await t.jobs?.stop();
    await t.database?.close();
    await t.smtp?.close();
  });
  return t;
}

export interface FormSchool extends PermissionTenant {
  formId: number;
  accessKey: string;
  /** The header every form-frontend call carries (spec §7.1). */
  keyHeaders: { "x-access-key": string };
}

/** A tenant whose school has published a form and issued its link. */
export async function createFormSchool(t: FormUserTestApp): Promise<FormSchool> {
  const school = await createPermissionTenant(t.database.db);
  const admin = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
  const form = await publish(t.app, admin, await createForm(t.app, admin));
  const { accessKeyValue } = await issueKey(t.app, admin, form.formId);
  return {
    ...school,
    formId: form.formId,
    accessKey: accessKeyValue,
    keyHeaders: { "x-access-key": accessKeyValue },
  };
}

/** A fresh address per test, so no test sees another's mail or counts. */
export const newMailAddress = (label = "applicant") =>
  `${label}.${crypto.randomBytes(4).toString("hex")}@example.com`;

/** A different caller address per test, so the per-IP limits of one test never touch another. */
export const newIp = () => `203.0.113.${crypto.randomInt(1, 254)}`;

/** The latest mail to the address with the subject, once it has arrived over SMTP. */
export function mailTo(t: FormUserTestApp, to: string, subject: string, after = 0): Promise<ReceivedMail> {
  return waitUntil(
    () =>
      t.smtp.received
        .slice(after)
        .filter((m) => m.envelopeTo.includes(to) && m.headers.get("subject") === subject)
        .at(-1),
    { what: `mail 「${subject}」 to ${to}` },
  );
}

export function codeIn(mail: ReceivedMail): string {
  const code = /認証コード：(\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no verification code in:\n${mail.text}`);
  return code;
}

export function formSessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "gakumu_form_session");
  if (!cookie?.value) throw new Error(`no form session cookie (${response.statusCode} ${response.body})`);
  return `gakumu_form_session=${cookie.value}`;
}

/** A call of the form frontend: the link's key header, JSON body, one caller address. */
export function call(
  t: FormUserTestApp,
  school: Pick<FormSchool, "keyHeaders">,
  request: { method?: InjectOptions["method"]; url: string; payload?: object; cookie?: string; ip?: string },
) {
  return t.app.inject({
    method: request.method ?? "POST",
    url: request.url,
    payload: request.payload,
    remoteAddress: request.ip ?? "198.51.100.7",
    headers: { ...school.keyHeaders, ...(request.cookie ? { cookie: request.cookie } : {}) },
  });
}

/** Registers through the real routes (address + password, mailed code) and returns the session cookie. */
export async function register(
  t: FormUserTestApp,
  school: FormSchool,
  loginId = newMailAddress(),
  password = STRONG_PASSWORD,
): Promise<{ loginId: string; cookie: string; formUserId: number }> {
  const ip = newIp();
  const before = t.smtp.received.length;
  const asked = await call(t, school, {
    url: "/app/form-api/form-login/id-pass/confirm-mail-address",
    payload: { loginId, password },
    ip,
  });
  if (asked.statusCode !== 200) throw new Error(`confirm failed: ${asked.statusCode} ${asked.body}`);
  const code = codeIn(await mailTo(t, loginId, "認証コードのお知らせ", before));
  const done = await call(t, school, {
    url: "/app/form-api/form-login/id-pass/sign-up",
    payload: { loginId, verificationCode: code },
    ip,
  });
  if (done.statusCode !== 200) throw new Error(`sign-up failed: ${done.statusCode} ${done.body}`);
  return { loginId, cookie: formSessionCookie(done), formUserId: done.json().formUserId };
}
