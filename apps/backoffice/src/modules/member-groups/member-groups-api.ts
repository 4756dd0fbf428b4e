import {
  type CreateMemberGroupRequest,
  type GroupCandidatePage,
  type GroupMemberPage,
  type GroupMembershipResult,
  type GroupRuleOptions,
  MEMBER_GROUPS_BASE,
  type MemberGroupItem,
  type MemberGroupListResult,
  type MemberGroupRuleInput,
  type UpdateMemberGroupRequest,
} from "@gakumu/domain";
import { http, requestJson } from "../../app/http";

// 配信グループ管理's calls (server: modules/member-groups/member-groups.routes.ts).

export type { GroupMemberRow, MemberGroupItem, MemberGroupRule } from "@gakumu/domain";

const BASE = MEMBER_GROUPS_BASE;
const group = (id: number) => `${BASE}/${id}`;
/** Changes whose refusal the screen shows beside the input (unknown ids by line), not as a toast. */
const quiet = { notify: false } as const;

export const memberGroupsApi = {
  /** Polled while a group builds: no busy overlay. */
  list: async (signal?: AbortSignal) =>
    (await requestJson<MemberGroupListResult>("GET", BASE, undefined, { busy: false, signal })).items,
  get: (id: number, signal?: AbortSignal) =>
    requestJson<MemberGroupItem>("GET", group(id), undefined, { busy: false, signal }),
  create: (body: CreateMemberGroupRequest) => requestJson<MemberGroupItem>("POST", BASE, body),
  update: (id: number, body: UpdateMemberGroupRequest) =>
    requestJson<MemberGroupItem>("PUT", group(id), body),
  remove: (id: number, version: number) => requestJson<void>("DELETE", group(id), { version }),
  rebuild: (id: number, version: number) =>
    requestJson<MemberGroupItem>("POST", `${group(id)}/build`, { version }),
  ruleOptions: () => requestJson<GroupRuleOptions>("GET", `${BASE}/rule-options`),
  preview: (rule: MemberGroupRuleInput) =>
    requestJson<{ count: number }>("POST", `${BASE}/rule-preview`, { rule }, quiet),
  members: (id: number, keyword: string, page: number, signal?: AbortSignal) =>
    requestJson<GroupMemberPage>("GET", `${group(id)}/members`, { keyword, page }, { busy: false, signal }),
  candidates: (id: number, keyword: string, page: number, signal?: AbortSignal) =>
    requestJson<GroupCandidatePage>("GET", `${group(id)}/candidates`, { keyword, page }, { signal }),
  addPicked: (id: number, memberIds: number[], version: number) =>
    requestJson<GroupMembershipResult>("POST", `${group(id)}/members`, { memberIds, version }),
  paste: (id: number, text: string, version: number) =>
    requestJson<GroupMembershipResult>("POST", `${group(id)}/members/paste`, { text, version }, quiet),
  importFile: (id: number, file: File, version: number) => {
    const form = new FormData();
    form.append("file", file, file.name);
    return http.upload<GroupMembershipResult>(`${group(id)}/members/import`, form, { version }, quiet);
  },
  removeMembers: (id: number, memberIds: number[], version: number) =>
    requestJson<GroupMembershipResult>("POST", `${group(id)}/members/remove`, { memberIds, version }),
};
