import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreateLoginUserBody,
  loginUsersApi,
  type SecurityAction,
  type UpdateLoginUserBody,
} from "./login-users-api";

/** Query keys of the login-user screen; `all` refreshes every one of them. */
export const loginUserKeys = {
  all: ["login-user"] as const,
  lists: () => [...loginUserKeys.all, "list"] as const,
  list: (keyword: string, page: number) => [...loginUserKeys.lists(), { keyword, page }] as const,
  permissionSets: () => [...loginUserKeys.all, "permission-sets"] as const,
};

export const useLoginUsers = (keyword: string, page: number) =>
  useQuery({
    queryKey: loginUserKeys.list(keyword, page),
    queryFn: () => loginUsersApi.search(keyword, page),
    placeholderData: keepPreviousData,
  });

export const usePermissionSetOptions = () =>
  useQuery({ queryKey: loginUserKeys.permissionSets(), queryFn: loginUsersApi.permissionSets });

// The authority screen lists the same users with their permission: refresh its keys too. A string
// literal rather than an import, so the two modules do not import each other's queries.
const AUTHORITY_KEY = ["authority-setting"] as const;

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: loginUserKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: AUTHORITY_KEY }),
    ]);
}

export function useCreateLoginUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateLoginUserBody) => loginUsersApi.create(body),
    onSuccess: refresh,
  });
}

export function useUpdateLoginUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ loginUserId, body }: { loginUserId: number; body: UpdateLoginUserBody }) =>
      loginUsersApi.update(loginUserId, body),
    onSuccess: refresh,
  });
}

export function useSecurityAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ loginUserId, action }: { loginUserId: number; action: SecurityAction }) =>
      loginUsersApi.action(loginUserId, action),
    onSuccess: refresh,
  });
}

export function useResetPassword() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (loginUserId: number) => loginUsersApi.resetPassword(loginUserId),
    onSuccess: refresh,
  });
}
