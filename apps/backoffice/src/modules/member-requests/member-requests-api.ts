import {
  MEMBER_REQUEST_BASE,
  type MemberRequestDetailResult,
  type MemberRequestPage,
  type MemberRequestStatusRequest,
  type ProxyMemberRequest,
  type RequestMemberLookupResult,
} from "@gakumu/domain";
import { requestJson } from "../../app/http";

// The 「申請管理」 screen's calls (server: modules/member-requests/member-requests.routes.ts).
const BASE = MEMBER_REQUEST_BASE;

export type {
  MemberRequestDetail as RequestDetail,
  MemberRequestListItem as RequestListItem,
  MemberRequestMember as RequestMember,
  MemberRequestPage as RequestPage,
  ProxyMemberRequest as ProxyRequestBody,
} from "@gakumu/domain";
export type PayloadValue = string | number | null;
export type LookedUpMember = RequestMemberLookupResult["member"];

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

export const memberRequestsApi = {
  search: (filter: RequestFilter, page: number) =>
    requestJson<MemberRequestPage>("GET", BASE, { ...filter, page }),
  detail: async (requestId: number) =>
    (await requestJson<MemberRequestDetailResult>("GET", `${BASE}/${requestId}`)).request,
  changeStatus: async (requestId: number, body: MemberRequestStatusRequest) =>
    (await requestJson<MemberRequestDetailResult>("POST", `${BASE}/${requestId}/status`, body)).request,
  /** Not toasted: the modal shows 「会員ID「…」のメンバーが見つかりません。」 under the field. */
  lookupMember: async (memberCode: string) =>
    (
      await requestJson<RequestMemberLookupResult>(
        "GET",
        `${BASE}/member-lookup`,
        { memberCode },
        { notify: false, enrich: false },
      )
    ).member,
  createProxy: async (body: ProxyMemberRequest) =>
    (await requestJson<MemberRequestDetailResult>("POST", BASE, body)).request,
};
