import { staffNotice, staffNoticeRecipient } from "../../../src/modules/staff-notices/staff-notices.tables";
import type { FactoryContext } from "../../factories";
import { own, query, type RouteCases, refused } from "../route-case";
import type { Victim } from "../seed-tenants";

const SETTINGS = "/app/api/notice-settings";
const NOTICES = "/app/api/staff-notices";
const off = { settings: [{ type: "CONTACT_FROM_MEMBER", byMail: false, byPush: true }] };
const endpoint = "https://push.example/isolation-b";

const made = new WeakMap<Victim, Promise<number>>();

/** An unread notice of A's administrator (its recipient id, what the bell addresses), made once. */
function victimNotice(a: Victim, t: FactoryContext): Promise<number> {
  let promise = made.get(a);
  if (!promise) {
    promise = (async () => {
      const db = t.database.db;
      const [notice] = await db
        .insert(staffNotice)
        .values({
          tenantId: a.s.tenant.id,
          organizationId: a.s.organization.id,
          noticeType: "CONTACT_FROM_MEMBER",
          title: `${a.s.marker} 欠席連絡`,
          body: `${a.s.marker} 発熱のため欠席`,
          link: "/contact",
        })
        .returning({ id: staffNotice.id });
      const [recipient] = await db
        .insert(staffNoticeRecipient)
        .values({
          tenantId: a.s.tenant.id,
          noticeId: notice!.id,
          loginUserId: a.s.admin.id,
          byMail: false,
          byPush: true,
        })
        .returning({ id: staffNoticeRecipient.id });
      return recipient!.id;
    })();
    made.set(a, promise);
  }
  return promise;
}

/** 通知設定 and the caller's notices (modules/staff-notices). */
export const staffNoticeCases: RouteCases = {
  [`GET ${SETTINGS}/me`]: own(() => [{ url: `${SETTINGS}/me` }]),
  [`PUT ${SETTINGS}/me`]: own(() => [{ url: `${SETTINGS}/me`, payload: off }]),
  // B's own staff only (tenant and organisation filtered); the walk's own calls create B users named
  // with A's codes, which a generic "own" check reads as A's: checked by notice-settings.http.test.ts.
  [`GET ${SETTINGS}/staff`]: {
    expect: { kind: "status", status: [200], why: "B's own staff list; B users the walk named after A" },
    calls: () => [{ url: `${SETTINGS}/staff` }],
  },
  [`GET ${SETTINGS}/staff/:loginUserId`]: refused((a) => [{ url: `${SETTINGS}/staff/${a.loginUser.id}` }]),
  [`PUT ${SETTINGS}/staff/:loginUserId`]: refused((a) => [
    { url: `${SETTINGS}/staff/${a.loginUser.id}`, payload: off },
  ]),
  [`GET ${NOTICES}`]: own(() => [{ url: NOTICES }]),
  [`POST ${NOTICES}/read`]: own(() => [{ url: `${NOTICES}/read` }]),
  [`POST ${NOTICES}/:id/read`]: refused(async (a, _b, t) => [
    { url: `${NOTICES}/${await victimNotice(a, t)}/read` },
  ]),
  [`GET ${NOTICES}/push-key`]: own(() => [{ url: `${NOTICES}/push-key` }]),
  [`PUT ${NOTICES}/subscription`]: own(() => [
    {
      url: `${NOTICES}/subscription`,
      payload: { endpoint, keys: { p256dh: "BPk3bHhL0d1m3F6qKz0uA8", auth: "a1b2c3d4e5f6" } },
    },
  ]),
  [`DELETE ${NOTICES}/subscription`]: own(() => [{ url: `${NOTICES}/subscription${query({ endpoint })}` }]),
  // The stream never ends for a session (it is a live channel): the walk calls it without one. What a
  // session's stream carries is only its own user's notices (staff-notices.http.test.ts).
  [`GET ${NOTICES}/stream`]: {
    expect: { kind: "status", status: [401], why: "the live channel needs a staff session" },
    calls: () => [{ url: `${NOTICES}/stream`, as: "key" }],
  },
};
