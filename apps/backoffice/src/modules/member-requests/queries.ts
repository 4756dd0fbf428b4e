import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { memberRequestsApi, type ProxyRequestBody, type RequestFilter } from "./member-requests-api";

/** Query keys of the request screen; `all` refreshes every one of them. */
export const memberRequestKeys = {
  all: ["member-request"] as const,
  lists: () => [...memberRequestKeys.all, "list"] as const,
  list: (filter: RequestFilter, page: number) => [...memberRequestKeys.lists(), { ...filter, page }] as const,
  detail: (requestId: number) => [...memberRequestKeys.all, "detail", requestId] as const,
};

export const useMemberRequests = (filter: RequestFilter, page: number) =>
  useQuery({
    queryKey: memberRequestKeys.list(filter, page),
    queryFn: () => memberRequestsApi.search(filter, page),
    placeholderData: keepPreviousData,
  });

export const useMemberRequest = (requestId: number | null) =>
  useQuery({
    queryKey: memberRequestKeys.detail(requestId ?? 0),
    queryFn: () => memberRequestsApi.detail(requestId ?? 0),
    enabled: requestId !== null,
  });

export function useChangeRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      ...body
    }: {
      requestId: number;
      status: number;
      version: number;
      comment: string;
    }) => memberRequestsApi.changeStatus(requestId, body),
    onSuccess: (request) => queryClient.setQueryData(memberRequestKeys.detail(request.requestId), request),
    // After a refusal too: a 409 means someone else moved it, so show where it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberRequestKeys.all }),
  });
}

export function useCreateProxyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProxyRequestBody) => memberRequestsApi.createProxy(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberRequestKeys.lists() }),
  });
}
