import type { MemberLineStart, MemberLineState } from "@gakumu/domain/member-line/member-line-api";
import { memberHttp } from "../http/member-http";
import { API } from "./inbox-api";

// The member app's LINE link (contract: packages/domain/src/member-line/member-line-api.ts).

export const lineKeys = { state: ["line-link"] as const };

export function fetchLineState(signal?: AbortSignal): Promise<MemberLineState> {
  return memberHttp.get<MemberLineState>(`${API}/line`, { notify: false, signal });
}

/** The LINE Login address to go to; the server binds LINE's answer to this browser with a cookie. */
export function startLineLink(): Promise<MemberLineStart> {
  return memberHttp.post<MemberLineStart>(`${API}/line`, undefined, { notify: false });
}

export function removeLineLink(): Promise<MemberLineState> {
  return memberHttp.delete<MemberLineState>(`${API}/line`, undefined, { notify: false });
}
