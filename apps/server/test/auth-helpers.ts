import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { generate } from "otplib";
import type { Db } from "../src/db/client";
import { createLoginUser, type LoginUserRow } from "../src/platform/auth/login-user.service";
import {
  createTenantWithStudentOrganization,
  type OrganizationRow,
  setOrganizationParameters,
  type TenantRow,
} from "../src/platform/tenancy/tenancy.service";

export const TEST_PASSWORD = "Gakumu-test1";

export interface TestTenant {
  tenant: TenantRow;
  organization: OrganizationRow;
  admin: LoginUserRow;
}

/** A tenant with its student organisation and one login user; `twoStep` makes TOTP mandatory there. */
export async function createTestTenant(
  db: Db,
  options: {
    tenantCd?: string;
    twoStep?: boolean;
    parameters?: { category: string; type: string; value: string }[];
  } = {},
): Promise<TestTenant> {
  const tenantCd = options.tenantCd ?? `t${crypto.randomBytes(4).toString("hex")}`;
  const { tenant, studentOrganization } = await createTenantWithStudentOrganization(db, {
    tenantCd,
    name: `テスト学園 ${tenantCd}`,
    contractType: "TRIAL",
    operationType: "TESTING",
  });
  const parameters = [
    ...(options.twoStep ? [{ category: "SECURITY", type: "TWO_STEP_REQUIRED", value: "1" }] : []),
    ...(options.parameters ?? []),
  ];
  await setOrganizationParameters(
    db,
    studentOrganization,
    parameters.map((p) => ({ parameterCategory: p.category, parameterType: p.type, value: p.value })),
  );
  const admin = await createTestUser(db, tenant, studentOrganization, "admin");
  return { tenant, organization: studentOrganization, admin };
}

export function createTestUser(
  db: Db,
  tenant: TenantRow,
  organization: OrganizationRow,
  displayUserId: string,
) {
  return createLoginUser(db, {
    tenantId: tenant.id,
    organizationId: organization.id,
    displayUserId,
    name: `テスト ${displayUserId}`,
    mailAddress: `${displayUserId}@example.jp`,
    password: TEST_PASSWORD,
  });
}

export const apiHeaders = { "x-requested-by": "gakumu", "x-requested-with": "XMLHttpRequest" };

/** The current code of an otpauth:// URI's secret, as the user's phone would show it. */
export async function totpCodeFor(
  otpauthUrl: string,
  epochSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  const secret = new URL(otpauthUrl).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${otpauthUrl}`);
  return generate({ secret, epoch: epochSeconds });
}

export function cookieFrom(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === "gakumu_session");
  if (!cookie) throw new Error("no session cookie in the response");
  return `gakumu_session=${cookie.value}`;
}

/**
 * Logs in through the real routes (password, then TOTP when asked) and returns headers for
 * further calls: the session cookie and the CSRF header.
 */
export async function loginAs(
  app: FastifyInstance,
  user: { tenantCd: string; displayUserId: string; password?: string },
): Promise<Record<string, string>> {
  const first = await app.inject({
    method: "POST",
    url: "/app/api/v2/manage/login",
    headers: apiHeaders,
    payload: {
      tenantCd: user.tenantCd,
      displayUserId: user.displayUserId,
      password: user.password ?? TEST_PASSWORD,
    },
  });
  if (first.statusCode !== 200) throw new Error(`login failed: ${first.statusCode} ${first.body}`);
  let cookie = cookieFrom(first);
  if (first.json().twoStepType === 1) {
    const url: string | null = first.json().url;
    if (!url) throw new Error("this helper sets TOTP up at first login; the user already had it");
    const second = await app.inject({
      method: "POST",
      url: "/app/api/v2/manage/login/totp",
      headers: { ...apiHeaders, cookie },
      payload: { displayUserId: user.displayUserId, code: await totpCodeFor(url) },
    });
    if (second.statusCode !== 200) throw new Error(`totp failed: ${second.statusCode} ${second.body}`);
    cookie = cookieFrom(second);
  }
  return { ...apiHeaders, cookie };
}
