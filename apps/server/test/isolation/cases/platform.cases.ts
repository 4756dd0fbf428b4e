import crypto from "node:crypto";
import { TEST_PASSWORD, totpCodeFor } from "../../auth-helpers";
import { own, query, type RouteCases, refused } from "../route-case";
import type { Victim } from "../seed-tenants";
import { exportHoldsNothingOfVictim } from "./export-follow";

// Login, the caller's own account, the session's organisation, downloads, operation logs, postal
// codes and sent mail: B's calls naming A's tenant, organisation, users, jobs and mails.

const orgOf = (a: Victim) => ({
  processMode: 0,
  systemCd: a.s.organization.systemCd,
  organizationCd: a.s.organization.organizationCd,
});

export const platformCases: RouteCases = {
  // A user of B only, with the right password, names A's tenant: no such user there.
  "POST /app/api/v2/manage/login": {
    expect: { kind: "status", status: [401], why: "a user of B is unknown in A's tenant" },
    mayChange: {
      tables: ["login_attempt"],
      why: "a failed login naming A's tenant counts towards A's lock-out and shows in A's login history",
    },
    calls: (a, b) => [
      {
        url: "/app/api/v2/manage/login",
        as: "key",
        payload: {
          tenantCd: a.s.tenant.tenantCd,
          displayUserId: b.self.displayUserId,
          password: TEST_PASSWORD,
        },
      },
    ],
  },
  // A logged-in session of B sends a code for A's user: there is no password step to finish.
  "POST /app/api/v2/manage/login/totp": {
    expect: { kind: "status", status: [401], why: "no password step of A's user in this session" },
    calls: (a) => [
      {
        url: "/app/api/v2/manage/login/totp",
        as: "fresh-staff",
        payload: { displayUserId: a.loginUser.displayUserId, code: "123456" },
      },
    ],
  },
  "POST /app/api/v2/manage/logout": own(() => [{ url: "/app/api/v2/manage/logout", as: "fresh-staff" }]),
  "POST /app/api/v2/security/password": own(() => [
    {
      url: "/app/api/v2/security/password",
      as: "fresh-staff",
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: "Intruder-pass9",
        newPasswordConfirm: "Intruder-pass9",
      },
    },
  ]),
  "POST /app/api/v2/security/totp/setup": own(() => [
    { url: "/app/api/v2/security/totp/setup", as: "fresh-staff" },
  ]),
  "POST /app/api/v2/security/totp/confirm": own(async (_a, b, t) => {
    const headers = await b.freshSession();
    const setup = await t.app.inject({ method: "POST", url: "/app/api/v2/security/totp/setup", headers });
    return [
      {
        url: "/app/api/v2/security/totp/confirm",
        headers,
        payload: { code: await totpCodeFor(setup.json().url) },
      },
    ];
  }),
  "GET /app/api/v2/security/login-history": own(() => [{ url: "/app/api/v2/security/login-history" }]),
  // Asked in B's name for A's user's address: nothing is mailed to A.
  "POST /app/api/v2/manage/login-reminder": own((a, b) => [
    {
      url: "/app/api/v2/manage/login-reminder",
      as: "key",
      payload: { tenantCd: b.s.tenant.tenantCd, mailAddress: `${a.loginUser.displayUserId}@example.jp` },
    },
  ]),
  // The mailed token is the credential, not an id of a tenant: an unknown one is simply not valid.
  "GET /app/api/v2/manage/login-reset": own(
    () => [
      {
        url: `/app/api/v2/manage/login-reset${query({ token: crypto.randomBytes(32).toString("base64url") })}`,
        as: "key",
      },
    ],
    (res) => {
      if (res.json().valid !== false) throw new Error(`an unknown token is valid: ${res.body}`);
    },
  ),
  "POST /app/api/v2/manage/login-reset": refused(() => [
    {
      url: "/app/api/v2/manage/login-reset",
      as: "key",
      payload: {
        token: crypto.randomBytes(32).toString("base64url"),
        newPassword: "Intruder-pass9",
        newPasswordConfirm: "Intruder-pass9",
      },
    },
  ]),
  "GET /app/api/v2/login/loginuser": own(() => [{ url: "/app/api/v2/login/loginuser" }]),
  "GET /app/api/v2/login/organization": refused((a) => [
    { url: `/app/api/v2/login/organization${query(orgOf(a))}` },
  ]),
  "GET /app/api/v2/login/manual": own(() => [{ url: "/app/api/v2/login/manual" }]),
  "GET /app/api/v2/organization/parameter": refused((a) => [
    { url: `/app/api/v2/organization/parameter${query(orgOf(a))}` },
  ]),
  "POST /app/api/v2/login/select-process": refused((a) => [
    { url: "/app/api/v2/login/select-process", as: "fresh-staff", payload: orgOf(a) },
  ]),
  "GET /app/api/exports/:jobId": refused((a) => [{ url: `/app/api/exports/${a.exportJob.jobId}` }]),
  "GET /app/api/exports/:jobId/file": refused((a) => [{ url: `/app/api/exports/${a.exportJob.jobId}/file` }]),
  "GET /app/api/auth/menu": refused((a) => [{ url: `/app/api/auth/menu${query(orgOf(a))}` }]),
  "GET /app/api/v2/system/member/importfield": refused((a) => [
    { url: `/app/api/v2/system/member/importfield${query(orgOf(a))}` },
  ]),

  "POST /app/api/com/output/operationLog": own(() => [
    {
      url: "/app/api/com/output/operationLog",
      payload: {
        logType: "CLICK",
        functionId: "member-list",
        functionName: "会員一覧",
        buttonId: "b",
        buttonName: "検索",
      },
    },
  ]),
  "POST /app/api/operation-logs/search": own((a) => [
    { url: "/app/api/operation-logs/search", payload: { kind: "operation", function: a.s.marker } },
    { url: "/app/api/operation-logs/search", payload: { kind: "operation" } },
    { url: "/app/api/operation-logs/search", payload: { kind: "audit" } },
  ]),
  "POST /app/api/operation-logs/export": own(
    () => [
      {
        url: "/app/api/operation-logs/export",
        payload: { kind: "operation", format: "Csv", csvEncoding: "utf8-bom" },
      },
    ],
    exportHoldsNothingOfVictim,
  ),

  "GET /app/form-api/postal-code": own(() => [
    { url: "/app/form-api/postal-code?postalCd=1000001", as: "key" },
  ]),
  "GET /app/api/v2/postal-code": own(() => [{ url: "/app/api/v2/postal-code?postalCd=1000001" }]),
  "GET /app/api/sent-mail": own((a) => [
    { url: `/app/api/sent-mail${query({ to: a.s.marker.toLowerCase() })}` },
    { url: "/app/api/sent-mail" },
  ]),
  "GET /app/api/sent-mail/:mailId": refused((a) => [{ url: `/app/api/sent-mail/${a.mail.mailId}` }]),
};
