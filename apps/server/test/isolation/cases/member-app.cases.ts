import crypto from "node:crypto";
import { apiHeaders } from "../../auth-helpers";
import type { FactoryContext } from "../../factories";
import { newMember } from "../../factories";
import { AUTH, MEMBER_PASSWORD, registerByQr } from "../../member-accounts/member-account-test-kit";
import { own, query, type RouteCases, refused } from "../route-case";
import type { Intruder, Victim } from "../seed-tenants";

// The member app's login calls: B's member (or anyone) naming A's school, A's members and tokens.
// The tokens are the credentials themselves (unguessable), so an unknown one is simply not valid.

const schoolOf = (s: Victim["s"]) => ({
  tenantCd: s.tenant.tenantCd,
  organizationCd: s.organization.organizationCd,
});

/** A member of B logged in to the member app: the headers of their session. */
async function intruderMember(b: Intruder, t: FactoryContext) {
  const m = await newMember(t, b.s);
  const cookie = await registerByQr(t, b.s, m.id);
  return { ...apiHeaders, cookie };
}

const randomToken = () => crypto.randomBytes(32).toString("base64url");

export const memberAppCases: RouteCases = {
  [`POST ${AUTH}/login`]: {
    expect: { kind: "status", status: [401], why: "B's member is unknown in A's school" },
    calls: async (a, b, t) => {
      const m = await newMember(t, b.s);
      await registerByQr(t, b.s, m.id);
      return [
        {
          url: `${AUTH}/login`,
          as: "key",
          payload: { ...schoolOf(a.s), loginId: m.memberId, password: MEMBER_PASSWORD },
        },
      ];
    },
  },
  [`POST ${AUTH}/logout`]: own(async (_a, b, t) => [
    { url: `${AUTH}/logout`, headers: await intruderMember(b, t) },
  ]),
  [`GET ${AUTH}/me`]: own(async (_a, b, t) => [{ url: `${AUTH}/me`, headers: await intruderMember(b, t) }]),
  [`POST ${AUTH}/password`]: own(async (_a, b, t) => [
    {
      url: `${AUTH}/password`,
      headers: await intruderMember(b, t),
      payload: {
        currentPassword: MEMBER_PASSWORD,
        password: "Intruder-pass9",
        passwordConfirm: "Intruder-pass9",
      },
    },
  ]),
  [`GET ${AUTH}/qr-login`]: own(
    () => [{ url: `${AUTH}/qr-login${query({ token: randomToken() })}`, as: "key" }],
    (res) => {
      if (res.json().valid !== false) throw new Error(`an unknown QR is valid: ${res.body}`);
    },
  ),
  [`POST ${AUTH}/qr-login`]: refused(() => [
    {
      url: `${AUTH}/qr-login`,
      as: "key",
      payload: { token: randomToken(), password: "Intruder-pass9", passwordConfirm: "Intruder-pass9" },
    },
  ]),
  [`POST ${AUTH}/register`]: {
    expect: { kind: "status", status: [400], why: "B cannot know the birth date A keeps of its member" },
    calls: (a) => [
      {
        url: `${AUTH}/register`,
        as: "key",
        payload: {
          ...schoolOf(a.s),
          memberId: a.member.memberId,
          birthDate: "1900-01-01",
          mailAddress: "intruder@example.com",
        },
      },
    ],
  },
  [`GET ${AUTH}/verify`]: own(
    () => [{ url: `${AUTH}/verify${query({ kind: "register", token: randomToken() })}`, as: "key" }],
    (res) => {
      if (res.json().valid !== false) throw new Error(`an unknown link is valid: ${res.body}`);
    },
  ),
  [`POST ${AUTH}/verify`]: refused(() => [
    {
      url: `${AUTH}/verify`,
      as: "key",
      payload: {
        kind: "reset",
        token: randomToken(),
        password: "Intruder-pass9",
        passwordConfirm: "Intruder-pass9",
      },
    },
  ]),
  // B's own school with A's member id: nobody of B has it, so nothing is mailed.
  [`POST ${AUTH}/reminder`]: own((a, b) => [
    { url: `${AUTH}/reminder`, as: "key", payload: { ...schoolOf(b.s), loginId: a.member.memberId } },
  ]),
  // アプリ利用者管理: B's administrator naming A's class, member id and members.
  "POST /app/api/v2/member-accounts/search": own((a) => [
    {
      url: "/app/api/v2/member-accounts/search",
      as: "staff",
      payload: { placementCd: a.node.divisionCd, keyword: a.member.memberId },
    },
  ]),
  "GET /app/api/v2/member-accounts/registration-rate": own(() => [
    { url: "/app/api/v2/member-accounts/registration-rate", as: "staff" },
  ]),
  "POST /app/api/v2/member-accounts/login-qr": {
    expect: { kind: "status", status: [400], why: "none of A's members is B's to print" },
    calls: (a) => [
      { url: "/app/api/v2/member-accounts/login-qr", as: "staff", payload: { memberIds: [a.member.id] } },
    ],
  },
  "POST /app/api/v2/member-accounts/login-qr/links": {
    expect: { kind: "status", status: [400], why: "none of A's members is B's to issue a QR for" },
    calls: (a) => [
      {
        url: "/app/api/v2/member-accounts/login-qr/links",
        as: "staff",
        payload: { memberIds: [a.member.id] },
      },
    ],
  },
};
