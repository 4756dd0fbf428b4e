import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type MemberListKind, type MemberListState, membersApi } from "./members-api";

/** Query keys of the member roster screens; `all` refreshes every one of them. */
export const memberKeys = {
  all: ["members"] as const,
  lists: (kind: MemberListKind) => [...memberKeys.all, kind, "list"] as const,
  list: (kind: MemberListKind, state: MemberListState) => [...memberKeys.lists(kind), state] as const,
  options: (kind: MemberListKind) => [...memberKeys.all, kind, "options"] as const,
  detail: (kind: MemberListKind, id: number) => [...memberKeys.all, kind, "detail", id] as const,
  attributes: () => [...memberKeys.all, "attributes"] as const,
};

export const useMemberSearch = (kind: MemberListKind, state: MemberListState) =>
  useQuery({
    queryKey: memberKeys.list(kind, state),
    queryFn: ({ signal }) => membersApi.search(kind, state, signal),
    placeholderData: keepPreviousData,
  });

/** Masters and settings change rarely: kept for five minutes between screens. */
export const useMemberOptions = (kind: MemberListKind) =>
  useQuery({
    queryKey: memberKeys.options(kind),
    queryFn: () => membersApi.options(kind),
    staleTime: 300_000,
  });

export const useMemberDetail = (kind: MemberListKind, id: number) =>
  useQuery({
    queryKey: memberKeys.detail(kind, id),
    queryFn: () => membersApi.detail(kind, id),
    enabled: id > 0,
  });

export const useMemberAttributes = () =>
  useQuery({ queryKey: memberKeys.attributes(), queryFn: membersApi.attributes });

/** After any write: lists, details and options (attributes feed the member form) are refetched. */
export function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.all });
}
