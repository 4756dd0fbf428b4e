import { apiHeaders } from "../../auth-helpers";
import { type FactoryContext, newMember } from "../../factories";
import { registerByQr } from "../../member-accounts/member-account-test-kit";
import { own, type RouteCases } from "../route-case";
import type { Intruder } from "../seed-tenants";

// LINE: B's administrator sets B's official account; B's logged-in member links, reads and removes
// B's own LINE link. Nothing names A: every call acts on the caller's organisation or member.

const ORG = "/app/api/v2/organization-setting";
const LINE = "/app/api/member-app/line";

/** A member of B logged in to the member app. */
async function intruderMember(b: Intruder, t: FactoryContext) {
  const m = await newMember(t, b.s);
  return { ...apiHeaders, cookie: await registerByQr(t, b.s, m.id) };
}

export const lineCases: RouteCases = {
  [`GET ${ORG}/line-messaging`]: own(() => [{ url: `${ORG}/line-messaging` }]),
  [`PUT ${ORG}/line-messaging`]: own(() => [
    {
      url: `${ORG}/line-messaging`,
      payload: { channelAccessToken: "intruder-token-0123456789", enabled: false },
    },
  ]),
  [`DELETE ${ORG}/line-messaging`]: own(() => [{ url: `${ORG}/line-messaging` }]),
  [`GET ${LINE}`]: own(async (_a, b, t) => [{ url: LINE, headers: await intruderMember(b, t) }]),
  [`POST ${LINE}`]: {
    expect: {
      kind: "status",
      status: [400],
      why: "B's school has no LINE Login channel: no link starts, and A's channel is never used",
    },
    calls: async (_a, b, t) => [{ url: LINE, headers: await intruderMember(b, t) }],
  },
  [`DELETE ${LINE}`]: own(async (_a, b, t) => [{ url: LINE, headers: await intruderMember(b, t) }]),
  [`GET ${LINE}/callback`]: {
    expect: {
      kind: "status",
      status: [302],
      why: "LINE's callback is bound to its own cookie: a made-up one links nothing and goes back to 設定",
    },
    calls: () => [
      {
        url: `${LINE}/callback?code=made-up&state=made-up`,
        as: "key",
        headers: { cookie: "gakumu_member_line=made-up-binding" },
      },
    ],
  },
};
