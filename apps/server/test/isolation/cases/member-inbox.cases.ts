import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { pushNotification } from "../../../src/modules/push-notifications/push-notifications.tables";
import { apiHeaders } from "../../auth-helpers";
import { expectCall, type FactoryContext, newMember } from "../../factories";
import { registerByQr } from "../../member-accounts/member-account-test-kit";
import { own, type RouteCases, refused } from "../route-case";
import type { Intruder, Victim } from "../seed-tenants";

// The member app's inbox: B's logged-in member names A's delivery (a push A's administrator sent to
// A's member, with a reply asked). A's delivery is made when the walk plans its calls.

const API = "/app/api/member-app";

const made = new WeakMap<Victim, Promise<number>>();

async function makeVictimDelivery(a: Victim, t: FactoryContext): Promise<number> {
  const push = await expectCall(
    t,
    {
      method: "POST",
      url: "/app/api/v2/push-notifications",
      headers: a.s.headers,
      payload: {
        title: `${a.s.marker} 出欠のお願い`,
        bodyHtml: "<p>出欠をお知らせください</p>",
        target: { memberIds: [a.member.id] },
        replyType: "CHOICE",
        replyChoices: ["出席", "欠席"],
      },
    },
    201,
  );
  const [row] = await t.database.db
    .select({ deliveryId: pushNotification.deliveryId })
    .from(pushNotification)
    .where(eq(pushNotification.id, push.json().id));
  if (!row?.deliveryId) throw new Error("A's push has no delivery");
  return row.deliveryId;
}

const victimDelivery = (a: Victim, t: FactoryContext) => {
  let promise = made.get(a);
  if (!promise) {
    promise = makeVictimDelivery(a, t);
    made.set(a, promise);
  }
  return promise;
};

/** A member of B logged in to the member app. */
async function intruderMember(b: Intruder, t: FactoryContext) {
  const m = await newMember(t, b.s);
  return { ...apiHeaders, cookie: await registerByQr(t, b.s, m.id) };
}

const deviceOf = () => ({
  endpoint: `https://push.example.net/send/${crypto.randomUUID()}`,
  keys: {
    p256dh: crypto.createECDH("prime256v1").generateKeys().toString("base64url"),
    auth: crypto.randomBytes(16).toString("base64url"),
  },
});
const randomToken = () => crypto.randomBytes(32).toString("base64url");

export const memberInboxCases: RouteCases = {
  [`GET ${API}/inbox`]: own(async (_a, b, t) => [
    { url: `${API}/inbox`, headers: await intruderMember(b, t) },
  ]),
  [`GET ${API}/inbox/unread-count`]: own(async (_a, b, t) => [
    { url: `${API}/inbox/unread-count`, headers: await intruderMember(b, t) },
  ]),
  [`GET ${API}/inbox/:deliveryId`]: refused(async (a, b, t) => [
    {
      url: `${API}/inbox/${await victimDelivery(a, t)}`,
      headers: await intruderMember(b, t),
      control: false,
    },
  ]),
  [`POST ${API}/inbox/:deliveryId/reply`]: refused(async (a, b, t) => [
    {
      url: `${API}/inbox/${await victimDelivery(a, t)}/reply`,
      headers: await intruderMember(b, t),
      payload: { choice: "出席" },
      control: false,
    },
  ]),
  [`GET ${API}/vapid-public-key`]: own(async (_a, b, t) => [
    { url: `${API}/vapid-public-key`, headers: await intruderMember(b, t) },
  ]),
  [`PUT ${API}/subscription`]: own(async (_a, b, t) => [
    { url: `${API}/subscription`, headers: await intruderMember(b, t), payload: deviceOf() },
  ]),
  [`DELETE ${API}/subscription`]: own(async (_a, b, t) => [
    {
      url: `${API}/subscription`,
      headers: await intruderMember(b, t),
      payload: { endpoint: deviceOf().endpoint },
    },
  ]),
  [`GET ${API}/mail-link/:token`]: {
    expect: {
      kind: "status",
      status: [404],
      why: "a mail link is its own key: one B makes up opens nothing",
    },
    calls: () => [{ url: `${API}/mail-link/${randomToken()}`, as: "key" }],
  },
  [`POST ${API}/mail-link/:token/reply`]: {
    expect: {
      kind: "status",
      status: [404],
      why: "a mail link is its own key: one B makes up answers nothing",
    },
    calls: () => [{ url: `${API}/mail-link/${randomToken()}/reply`, as: "key", payload: { text: "返信" } }],
  },
};
