import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type FormDetail,
  type FormSearch,
  formsApi,
  type IssueAccessKeyBody,
  scopeMasterApi,
} from "./forms-api";

/** Query keys of the form builder screens; `all` refreshes every one of them. */
export const formKeys = {
  all: ["form"] as const,
  lists: () => [...formKeys.all, "list"] as const,
  list: (search: FormSearch) => [...formKeys.lists(), search] as const,
  detail: (formId: number) => [...formKeys.all, "detail", formId] as const,
  preview: (formId: number) => [...formKeys.all, "preview", formId] as const,
  accessKeys: (formId: number) => [...formKeys.all, "access-keys", formId] as const,
};

// The hierarchy screens refresh this key when nodes change (a string literal rather than an
// import, so modules do not import each other's queries).
const SCOPE_MASTER_KEY = ["scope-master", "divisions"] as const;

export const useFormList = (search: FormSearch) =>
  useQuery({
    queryKey: formKeys.list(search),
    queryFn: () => formsApi.search(search),
    placeholderData: keepPreviousData,
  });

export const useFormDetail = (formId: number) =>
  useQuery({
    queryKey: formKeys.detail(formId),
    queryFn: () => formsApi.get(formId),
    // The builder takes one copy and edits it: no background refetch, and nothing kept after
    // leaving, so opening the builder again always starts from what is stored now.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });

export const useFormPreview = (formId: number) =>
  useQuery({ queryKey: formKeys.preview(formId), queryFn: () => formsApi.preview(formId), staleTime: 0 });

export const useDivisionNodes = () =>
  useQuery({ queryKey: SCOPE_MASTER_KEY, queryFn: scopeMasterApi.divisions, staleTime: 60_000 });

export const useAccessKeys = (formId: number) =>
  useQuery({ queryKey: formKeys.accessKeys(formId), queryFn: () => formsApi.accessKeys(formId) });

/** After a change: the lists, and the changed form's detail set from the answer (no refetch). */
export function useFormRefresh() {
  const queryClient = useQueryClient();
  return async (form?: FormDetail) => {
    if (form) queryClient.setQueryData(formKeys.detail(form.formId), form);
    await queryClient.invalidateQueries({ queryKey: formKeys.lists() });
  };
}

export function useIssueAccessKey(formId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueAccessKeyBody) => formsApi.issueAccessKey(formId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.accessKeys(formId) }),
  });
}

export function useRevokeAccessKey(formId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessKeyId: number) => formsApi.revokeAccessKey(formId, accessKeyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.accessKeys(formId) }),
  });
}
