import {
  ALUMNI_BASE,
  type CreateMemberAttributeRequest,
  type CreateMemberRequest,
  MEMBER_ATTRIBUTES_BASE,
  MEMBER_PAGE_SIZE,
  MEMBERS_BASE,
  type MemberAttributeItem as MemberAttribute,
  type MemberAttributeListResult,
  type MemberDetailResult,
  type MemberFilter,
  type MemberListOptions,
  type MemberSearchResult,
  type MemberSortKey,
  type MoveToAlumniOutcome,
  type MoveToAlumniRequest,
  type UpdateMemberAttributeRequest,
  type UpdateMemberRequest,
} from "@gakumu/domain";
import { requestJson } from "../../app/http";

// The member roster's calls (server: modules/members/member-list.routes.ts, members.routes.ts,
// member-attributes.routes.ts; exports follow platform/exports/export-routes.ts).

export type MemberListKind = "members" | "alumni";

export type {
  ImportFieldSetting,
  MemberDetail,
  MemberFilter,
  MemberHierarchyOption as HierarchyOption,
  MemberListItem,
  MemberListOptions,
  MemberSearchResult,
  MemberSortKey,
} from "@gakumu/domain";
export { ALUMNI_BASE, MEMBER_PAGE_SIZE, MEMBER_SORT_KEYS, MEMBERS_BASE } from "@gakumu/domain";
export const ATTRIBUTES_BASE = MEMBER_ATTRIBUTES_BASE;

export const listBase = (kind: MemberListKind) => (kind === "alumni" ? ALUMNI_BASE : MEMBERS_BASE);

export interface MemberListState {
  filter: MemberFilter;
  sort: MemberSortKey;
  order: "asc" | "desc";
  page: number;
}

export const emptyFilter = (): MemberFilter => ({
  keyword: "",
  examineesNo: "",
  hierarchyCd: "",
  grades: [],
  statuses: [],
  enrollmentStatuses: [],
  validOn: "",
  genderCd: "",
  attributeCd: "",
  attributeValue: "",
});

export const initialListState = (): MemberListState => ({
  filter: emptyFilter(),
  sort: "member_id",
  order: "asc",
  page: 1,
});

/** What the edit form sends: field texts by §3.3 name, plus status and attribute values. */
export type {
  CreateMemberRequest as MemberWriteBody,
  MemberAttributeItem as MemberAttribute,
  MemberDetailAttributeValue as AttributeValue,
  MemberFieldValue as FieldValue,
} from "@gakumu/domain";

export const membersApi = {
  search: (kind: MemberListKind, state: MemberListState, signal?: AbortSignal) =>
    requestJson<MemberSearchResult>(
      "POST",
      `${listBase(kind)}/search`,
      { ...state.filter, sort: state.sort, order: state.order, page: state.page, pageSize: MEMBER_PAGE_SIZE },
      { signal },
    ),
  options: (kind: MemberListKind) => requestJson<MemberListOptions>("GET", `${listBase(kind)}/options`),
  detail: async (kind: MemberListKind, id: number) =>
    (await requestJson<MemberDetailResult>("GET", `${listBase(kind)}/${id}`)).member,
  create: async (body: CreateMemberRequest) =>
    (await requestJson<MemberDetailResult>("POST", MEMBERS_BASE, body, { notify: false })).member,
  update: async (id: number, body: UpdateMemberRequest) =>
    (await requestJson<MemberDetailResult>("PUT", `${MEMBERS_BASE}/${id}`, body, { notify: false })).member,
  remove: (id: number, version: number) => requestJson<void>("DELETE", `${MEMBERS_BASE}/${id}`, { version }),
  moveToAlumni: (body: MoveToAlumniRequest) =>
    requestJson<MoveToAlumniOutcome>("POST", `${MEMBERS_BASE}/move-to-alumni`, body),

  attributes: async () => (await requestJson<MemberAttributeListResult>("GET", ATTRIBUTES_BASE)).items,
  createAttribute: (body: CreateMemberAttributeRequest) =>
    requestJson<MemberAttribute>("POST", ATTRIBUTES_BASE, body, { notify: false }),
  updateAttribute: (id: number, body: UpdateMemberAttributeRequest) =>
    requestJson<MemberAttribute>("PUT", `${ATTRIBUTES_BASE}/${id}`, body, { notify: false }),
  removeAttribute: (id: number, version: number) =>
    requestJson<void>("DELETE", `${ATTRIBUTES_BASE}/${id}`, { version }),
};
