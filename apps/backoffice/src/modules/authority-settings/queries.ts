import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { loginUserKeys } from "../login-users/queries";
import { authorityApi, type PermissionSetBody, type UserPermissionBody } from "./authority-api";

/** Query keys of the authority screen; every key starts with `all` so one call can refresh them all. */
export const authorityKeys = {
  all: ["authority-setting"] as const,
  menus: () => [...authorityKeys.all, "menus"] as const,
  sets: () => [...authorityKeys.all, "sets"] as const,
  set: (permissionSetId: number) => [...authorityKeys.sets(), permissionSetId] as const,
  scopeMaster: () => [...authorityKeys.all, "scope-master"] as const,
  users: (keyword: string, page: number) => [...authorityKeys.all, "users", { keyword, page }] as const,
  userPermission: (loginUserId: number) => [...authorityKeys.all, "user-permission", loginUserId] as const,
};

export const useEditableMenus = () =>
  useQuery({ queryKey: authorityKeys.menus(), queryFn: authorityApi.menus });

export const usePermissionSets = () =>
  useQuery({ queryKey: authorityKeys.sets(), queryFn: authorityApi.sets });

export const usePermissionSet = (permissionSetId: number | null) =>
  useQuery({
    queryKey: authorityKeys.set(permissionSetId ?? 0),
    queryFn: () => authorityApi.set(permissionSetId!),
    enabled: permissionSetId !== null,
  });

export const useScopeMaster = () =>
  useQuery({ queryKey: authorityKeys.scopeMaster(), queryFn: authorityApi.scopeMaster, staleTime: 300_000 });

export const useAssignableUsers = (keyword: string, page: number) =>
  useQuery({
    queryKey: authorityKeys.users(keyword, page),
    queryFn: () => authorityApi.users(keyword, page),
    placeholderData: keepPreviousData,
  });

export const useUserPermission = (loginUserId: number) =>
  useQuery({
    queryKey: authorityKeys.userPermission(loginUserId),
    queryFn: () => authorityApi.userPermission(loginUserId),
  });

/** After any change: sets (user counts), the user lists of both screens. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authorityKeys.all }),
      queryClient.invalidateQueries({ queryKey: loginUserKeys.all }),
    ]);
}

export function useSavePermissionSet() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PermissionSetBody }) =>
      id === null ? authorityApi.createSet(body) : authorityApi.updateSet(id, body),
    onSuccess: refresh,
  });
}

export function useDeletePermissionSet() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: authorityApi.deleteSet, onSuccess: refresh });
}

export function useAssignPermission() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ loginUserId, body }: { loginUserId: number; body: UserPermissionBody | null }) => {
      if (body === null) await authorityApi.unassign(loginUserId);
      else await authorityApi.assign(loginUserId, body);
    },
    onSuccess: refresh,
  });
}
