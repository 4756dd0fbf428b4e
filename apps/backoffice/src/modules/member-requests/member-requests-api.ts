import { requestJson } from "../../app/http";

// The 「申請管理」 screen's calls (server: modules/member-requests/member-requests.routes.ts).
const BASE = "/app/api/v2/member-request";

export type PayloadValue = string | number | null;

export interface RequestMember {
  /** The member row's id. */
  memberId: number;
  /** 会員ID */
  memberCode: string;
  name: string;
  nameKana: string | null;
  grade: number | null;
}

export interface RequestListItem {
  requestId: number;
  requestType: string;
  status: number;
  requestedAt: string;
  processedAt: string | null;
  byStaff: boolean;
  member: RequestMember;
  version: number;
}

export interface RequestPage {
  totalCount: number;
  page: number;
  pageSize: number;
  requestList: RequestListItem[];
}

export interface RequestDetail extends RequestListItem {
  payload: Record<string, PayloadValue>;
  changes: { fieldName: string; fieldTitle: string; before: PayloadValue; after: PayloadValue }[];
  staffComment: string | null;
  requestedByName: string | null;
  processedByName: string | null;
  nextStatuses: number[];
}

export interface RequestFilter {
  requestType: string;
  status: string;
  from: string;
  to: string;
  keyword: string;
}

export const emptyFilter = (): RequestFilter => ({
  requestType: "",
  status: "",
  from: "",
  to: "",
  keyword: "",
});

export interface LookedUpMember extends RequestMember {
  values: Record<string, PayloadValue>;
}

export interface ProxyRequestBody {
  memberId: number;
  requestType: string;
  payload: Record<string, PayloadValue>;
}

export const memberRequestsApi = {
  search: (filter: RequestFilter, page: number) => requestJson<RequestPage>("GET", BASE, { ...filter, page }),
  detail: async (requestId: number) =>
    (await requestJson<{ request: RequestDetail }>("GET", `${BASE}/${requestId}`)).request,
  changeStatus: async (requestId: number, body: { status: number; version: number; comment: string }) =>
    (await requestJson<{ request: RequestDetail }>("POST", `${BASE}/${requestId}/status`, body)).request,
  /** Not toasted: the modal shows 「会員ID「…」のメンバーが見つかりません。」 under the field. */
  lookupMember: async (memberCode: string) =>
    (
      await requestJson<{ member: LookedUpMember }>(
        "GET",
        `${BASE}/member-lookup`,
        { memberCode },
        { notify: false, enrich: false },
      )
    ).member,
  createProxy: async (body: ProxyRequestBody) =>
    (await requestJson<{ request: RequestDetail }>("POST", BASE, body)).request,
};
