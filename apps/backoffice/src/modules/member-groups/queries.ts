import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isBuilding } from "./group-display";
import { memberGroupsApi } from "./member-groups-api";

/** Query keys of 配信グループ管理; `all` refreshes every one of them. */
export const groupKeys = {
  all: ["member-groups"] as const,
  list: () => [...groupKeys.all, "list"] as const,
  group: (id: number) => [...groupKeys.all, "group", id] as const,
  members: (id: number, keyword: string, page: number) =>
    [...groupKeys.all, "members", id, keyword, page] as const,
  candidates: (id: number, keyword: string, page: number) =>
    [...groupKeys.all, "candidates", id, keyword, page] as const,
  ruleOptions: () => [...groupKeys.all, "rule-options"] as const,
};

/** How often a building group is asked for its progress. */
export const BUILD_POLL_MS = 2000;

export const useGroups = () =>
  useQuery({
    queryKey: groupKeys.list(),
    queryFn: ({ signal }) => memberGroupsApi.list(signal),
    refetchInterval: (query) => (query.state.data?.some(isBuilding) ? BUILD_POLL_MS : false),
  });

export const useGroup = (id: number) =>
  useQuery({
    queryKey: groupKeys.group(id),
    queryFn: ({ signal }) => memberGroupsApi.get(id, signal),
    refetchInterval: (query) => (query.state.data && isBuilding(query.state.data) ? BUILD_POLL_MS : false),
  });

export const useRuleOptions = () =>
  useQuery({ queryKey: groupKeys.ruleOptions(), queryFn: memberGroupsApi.ruleOptions, staleTime: 60_000 });

/** A change of groups or members that refreshes every group query once it has succeeded. */
export function useGroupMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
