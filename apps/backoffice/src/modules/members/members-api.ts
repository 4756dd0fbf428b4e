import { DEFAULT_PAGE_DISPLAY_COUNT } from "@gakumu/domain";
import { requestJson } from "../../app/http";

// The member roster's calls (server: modules/members/member-list.routes.ts, members.routes.ts,
// member-attributes.routes.ts; exports follow platform/exports/export-routes.ts).

export type MemberListKind = "members" | "alumni";

export const MEMBERS_BASE = "/app/api/v2/members";
export const ALUMNI_BASE = "/app/api/v2/members/alumni";
export const ATTRIBUTES_BASE = "/app/api/v2/member-attributes";
export const MEMBER_PAGE_SIZE = DEFAULT_PAGE_DISPLAY_COUNT;

export const listBase = (kind: MemberListKind) => (kind === "alumni" ? ALUMNI_BASE : MEMBERS_BASE);

export const MEMBER_SORT_KEYS = [
  "member_id",
  "name_kana",
  "grade",
  "division",
  "valid_end",
  "updated_at",
] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];

/** The list's search conditions, as the server's MemberFilter takes them. */
export interface MemberFilter {
  keyword: string;
  examineesNo: string;
  hierarchyCd: string;
  grades: number[];
  statuses: string[];
  enrollmentStatuses: number[];
  validOn: string;
  genderCd: string;
  attributeCd: string;
  attributeValue: string;
}

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

export interface MemberListItem {
  id: number;
  memberId: string;
  name: string;
  nameKana: string | null;
  genderCd: number | null;
  grade: number | null;
  gradeName: string | null;
  hierarchyNames: string[];
  status: string;
  exactStatus: string;
  enrollmentStatus: number;
  validStart: string | null;
  validEnd: string | null;
  examineesNo: string | null;
  updatedAt: string;
  version: number;
}

export interface MemberSearchResult {
  total: number;
  page: number;
  pageSize: number;
  items: MemberListItem[];
  statusCounts: Record<string, number>;
}

export type FieldValue = string | number | boolean | null;
export type AttributeValue = string | number | string[] | null;

export interface MemberDetail {
  id: number;
  version: number;
  processMode: number;
  status: string;
  exactStatus: string;
  enrollmentStatus: number;
  transferReason: number | null;
  photoStatus: number | null;
  photoChangeApplyStatus: string;
  fields: Record<string, FieldValue>;
  attributes: Record<string, AttributeValue>;
  hierarchyNames: string[];
  gradeName: string | null;
  createdByLoginUserId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface HierarchyOption {
  code: string;
  parentCode: string;
  depth: number;
  name: string;
  disabled: boolean;
}

export interface ImportFieldSetting {
  fieldName: string;
  fieldTitle: string;
  isValid: boolean;
  isRequired: boolean;
  rowNumber: number;
}

export interface MemberAttribute {
  id: number;
  attributeCd: string;
  name: string;
  attributeType: "TEXT_HARF" | "TEXT_FULL" | "NUMBER" | "SELECT" | "MULTIPLE" | "DATE";
  options: string[];
  isRequired: boolean;
  sortOrder: number;
  version: number;
  updatedAt: string;
}

export interface MemberListOptions {
  hierarchy: HierarchyOption[];
  grades: { gradeCd: number; name: string }[];
  importFields: ImportFieldSetting[];
  attributes: MemberAttribute[];
}

/** What the edit form sends: field texts by §3.3 name, plus status and attribute values. */
export type MemberWriteBody = Record<string, unknown> & {
  status?: string;
  enrollmentStatus?: number;
  transferReason?: number | null;
  attributes?: Record<string, string | string[]>;
};

export type AttributeBody = Pick<MemberAttribute, "name" | "options" | "isRequired" | "sortOrder"> & {
  attributeCd?: string;
  attributeType?: MemberAttribute["attributeType"];
  version?: number;
};

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
    (await requestJson<{ member: MemberDetail }>("GET", `${listBase(kind)}/${id}`)).member,
  create: async (body: MemberWriteBody) =>
    (await requestJson<{ member: MemberDetail }>("POST", MEMBERS_BASE, body, { notify: false })).member,
  update: async (id: number, body: MemberWriteBody & { version: number }) =>
    (await requestJson<{ member: MemberDetail }>("PUT", `${MEMBERS_BASE}/${id}`, body, { notify: false }))
      .member,
  remove: (id: number, version: number) => requestJson<void>("DELETE", `${MEMBERS_BASE}/${id}`, { version }),
  moveToAlumni: (body: { members: { id: number; version: number }[] } | { filter: MemberFilter }) =>
    requestJson<{ moved: number }>("POST", `${MEMBERS_BASE}/move-to-alumni`, body),

  attributes: async () => (await requestJson<{ items: MemberAttribute[] }>("GET", ATTRIBUTES_BASE)).items,
  createAttribute: (body: AttributeBody) =>
    requestJson<MemberAttribute>("POST", ATTRIBUTES_BASE, body, { notify: false }),
  updateAttribute: (id: number, body: AttributeBody) =>
    requestJson<MemberAttribute>("PUT", `${ATTRIBUTES_BASE}/${id}`, body, { notify: false }),
  removeAttribute: (id: number, version: number) =>
    requestJson<void>("DELETE", `${ATTRIBUTES_BASE}/${id}`, { version }),
};
