import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type AnswerListState, answersApi } from "./answers-api";

/** Query keys of the answer screens; `all` refreshes every one of them. */
export const answerKeys = {
  all: ["form-answers"] as const,
  lists: (formId: number) => [...answerKeys.all, "list", formId] as const,
  list: (formId: number, state: AnswerListState) => [...answerKeys.lists(formId), state] as const,
  detail: (formId: number, answerId: number) => [...answerKeys.all, "detail", formId, answerId] as const,
  form: (formId: number) => [...answerKeys.all, "form", formId] as const,
  dashboard: () => [...answerKeys.all, "dashboard"] as const,
  applicants: (keyword: string, page: number) => [...answerKeys.all, "applicants", keyword, page] as const,
  applicant: (formUserId: number) => [...answerKeys.all, "applicant", formUserId] as const,
};

export const useAnswerList = (formId: number | null, state: AnswerListState) =>
  useQuery({
    queryKey: answerKeys.list(formId ?? 0, state),
    queryFn: ({ signal }) => answersApi.list(formId ?? 0, state, signal),
    enabled: formId !== null,
    placeholderData: keepPreviousData,
  });

export const useAnswerDetail = (formId: number, answerId: number) =>
  useQuery({
    queryKey: answerKeys.detail(formId, answerId),
    queryFn: () => answersApi.detail(formId, answerId),
  });

/** A form's items change only when it is rebuilt: kept for a minute between answers. */
export const useAnswerForm = (formId: number) =>
  useQuery({ queryKey: answerKeys.form(formId), queryFn: () => answersApi.form(formId), staleTime: 60_000 });

/** `allowed`: whether the user may read answers at all (useAnswerListReachable); else no call is made. */
export const useFormDashboard = (allowed = true) =>
  useQuery({ queryKey: answerKeys.dashboard(), queryFn: answersApi.dashboard, enabled: allowed });

export const useApplicants = (keyword: string, page: number) =>
  useQuery({
    queryKey: answerKeys.applicants(keyword, page),
    queryFn: ({ signal }) => answersApi.applicants({ keyword, page }, signal),
    placeholderData: keepPreviousData,
  });

export const useApplicant = (formUserId: number | null) =>
  useQuery({
    queryKey: answerKeys.applicant(formUserId ?? 0),
    queryFn: () => answersApi.applicant(formUserId ?? 0),
    enabled: formUserId !== null,
  });

/** After a status change or correction: lists, details, counts on the dashboard. */
export function useRefreshAnswers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: answerKeys.all });
}
