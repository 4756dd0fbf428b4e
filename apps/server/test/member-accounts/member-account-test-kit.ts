// Test support of the member-accounts module (never imported by src code): a school with members, a
// login QR per member as staff would print it, and calls made the way the member app makes them.
import { NonLoginAccessKeyDataType } from "@gakumu/domain";
import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { member } from "../../src/modules/members/members.tables";
import { issueAccessKey } from "../../src/platform/access-keys/non-login-access-keys";
import { apiHeaders } from "../auth-helpers";
import {
  type FactoryContext,
  type MemberFixture,
  newMember,
  newTenant,
  type TenantFixture,
} from "../factories";

export const MEMBER_PASSWORD = "Sakura-2026";
export const AUTH = "/app/api/member-app/auth";

export interface AppMemberFixture extends MemberFixture {
  birthDate: string;
}

/** A member of the school with a birth date (the self-registration matches on it). */
export async function newAppMember(
  t: FactoryContext,
  school: TenantFixture,
  birthDate = "2010-04-02",
): Promise<AppMemberFixture> {
  const created = await newMember(t, school);
  await t.database.db.update(member).set({ birthDate }).where(eq(member.id, created.id));
  return { ...created, birthDate };
}

export { newTenant as newSchool };

/** A login QR for the member, as the QR printing would issue it; a week's validity unless told. */
export async function loginQrFor(
  t: FactoryContext,
  school: TenantFixture,
  memberRowId: number,
  expiresAt = new Date(Date.now() + 7 * 86_400_000),
): Promise<string> {
  const key = await issueAccessKey(t.database.db, {
    tenantId: school.tenant.id,
    dataType: NonLoginAccessKeyDataType.LOGIN_QR,
    memberId: memberRowId,
    expiresAt,
  });
  return key.token;
}

export function memberCall(
  t: FactoryContext,
  request: { method?: InjectOptions["method"]; url: string; payload?: unknown; cookie?: string; ip?: string },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: request.method ?? "POST",
    url: request.url,
    headers: { ...apiHeaders, ...(request.cookie ? { cookie: request.cookie } : {}) },
    payload: request.payload as InjectOptions["payload"],
    remoteAddress: request.ip ?? "198.51.100.20",
  });
}

/** The gakumu_member cookie a response set, as a Cookie header. */
export function memberCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "gakumu_member");
  if (!cookie?.value) throw new Error(`no member session cookie: ${response.statusCode} ${response.body}`);
  return `gakumu_member=${cookie.value}`;
}

/** The member registers through a fresh login QR and is logged in; returns the session cookie. */
export async function registerByQr(
  t: FactoryContext,
  school: TenantFixture,
  memberRowId: number,
  password = MEMBER_PASSWORD,
): Promise<string> {
  const token = await loginQrFor(t, school, memberRowId);
  const res = await memberCall(t, {
    url: `${AUTH}/qr-login`,
    payload: { token, password, passwordConfirm: password },
    ip: `192.0.2.${(memberRowId % 250) + 1}`,
  });
  return memberCookie(res);
}
