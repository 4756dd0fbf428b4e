import { expectCall, type FactoryContext, type Headers } from "../factories";
import { multipart, query } from "../isolation/route-case";
import { settleJobs } from "../isolation/seed-tenants";
import type { ScopeCases } from "./scope-case";
import type { ScopeSchool } from "./scope-school";

// 配信グループ: the caller's own new group, into which they try to add, paste or import the outside
// member; and the school's group that holds that member, from which they try to remove it. Versions are
// read when the call is made, so a refusal is the scope's and never a stale version's.

const G = "/app/api/v2/member-groups";

async function ownGroup(t: FactoryContext, caller: Headers): Promise<number> {
  const res = await expectCall(
    t,
    { method: "POST", url: G, headers: caller, payload: { name: `担任の班${Date.now()}`, kind: "STATIC" } },
    201,
  );
  return res.json().id as number;
}

/** A group of the school's (made by its administrator) that holds the outside member; id and version. */
async function schoolGroup(
  s: ScopeSchool,
  t: FactoryContext,
  kind: "STATIC" | "RULE" = "STATIC",
): Promise<{ id: number; version: number }> {
  const headers = s.a.s.headers;
  const rule = kind === "RULE" ? { divisionCds: [s.a.node.divisionCd] } : null;
  const made = await expectCall(
    t,
    { method: "POST", url: G, headers, payload: { name: `学年の班${Date.now()}`, kind, rule } },
    201,
  );
  const id = made.json().id as number;
  if (kind === "STATIC")
    await expectCall(
      t,
      {
        method: "POST",
        url: `${G}/${id}/members`,
        headers,
        payload: { memberIds: [s.a.member.id], version: 1 },
      },
      200,
    );
  else
    await expectCall(t, { method: "POST", url: `${G}/${id}/build`, headers, payload: { version: 1 } }, 200);
  await settleJobs(t, s.a.s.tenant.id);
  const group = await expectCall(t, { url: `${G}/${id}`, headers }, 200);
  return { id, version: group.json().version as number };
}

export const memberGroupScopeCases: ScopeCases = {
  [`POST ${G}/:id/members`]: {
    calls: async (s, t, caller) => [
      {
        url: `${G}/${await ownGroup(t, caller)}/members`,
        payload: { memberIds: [s.a.member.id], version: 1 },
      },
    ],
  },
  [`POST ${G}/:id/members/paste`]: {
    calls: async (s, t, caller) => [
      {
        url: `${G}/${await ownGroup(t, caller)}/members/paste`,
        payload: { text: s.a.member.memberId, version: 1 },
      },
    ],
  },
  [`POST ${G}/:id/members/import`]: {
    calls: async (s, t, caller) => {
      const file = multipart([
        {
          name: "file",
          fileName: "ids.csv",
          type: "text/csv",
          bytes: Buffer.from(`学籍番号\r\n${s.a.member.memberId}\r\n`),
        },
      ]);
      return [
        {
          url: `${G}/${await ownGroup(t, caller)}/members/import${query({ version: 1 })}`,
          payload: file.payload,
          contentType: file.contentType,
        },
      ];
    },
  },
  [`POST ${G}/:id/members/remove`]: {
    calls: async (s, t) => {
      const group = await schoolGroup(s, t);
      return [
        {
          url: `${G}/${group.id}/members/remove`,
          payload: { memberIds: [s.a.member.id], version: group.version },
        },
      ];
    },
  },
  [`PUT ${G}/:id`]: {
    calls: async (s, t) => {
      const group = await schoolGroup(s, t);
      return [{ url: `${G}/${group.id}`, payload: { name: `改名${group.id}`, version: group.version } }];
    },
  },
  [`DELETE ${G}/:id`]: {
    calls: async (s, t) => {
      const group = await schoolGroup(s, t);
      return [{ url: `${G}/${group.id}${query({ version: group.version })}` }];
    },
  },
  [`POST ${G}/:id/build`]: {
    calls: async (s, t) => {
      const group = await schoolGroup(s, t, "RULE");
      return [{ url: `${G}/${group.id}/build`, payload: { version: group.version } }];
    },
  },
};
