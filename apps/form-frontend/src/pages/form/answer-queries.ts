import { useQuery } from "@tanstack/react-query";
import { answerApi } from "../../api/answer-api";
import { useFormSession } from "../../session/form-session";

// The data of the form screens, shared through the query cache: the answer, confirmation, completion
// and answered screens read the same form definition without fetching it again.

export const answerKeys = {
  definition: (accessKey: string | null, formId: number) => ["form-definition", accessKey, formId] as const,
  current: (formUserId: number | null, formId: number) => ["current-answer", formUserId, formId] as const,
};

/** The public form of the link (published only). */
export function useFormDefinition(formId: number) {
  const accessKey = useFormSession((s) => s.accessKey);
  return useQuery({
    queryKey: answerKeys.definition(accessKey, formId),
    queryFn: () => answerApi.definition(),
    retry: false,
    staleTime: 60_000,
  });
}

/** The logged-in user's answer to continue or edit; disabled (undefined) for visitors. */
export function useCurrentAnswer(formId: number) {
  const login = useFormSession((s) => s.login);
  const formUserId = useFormSession((s) => s.formUser?.formUserId ?? null);
  return useQuery({
    queryKey: answerKeys.current(formUserId, formId),
    queryFn: () => answerApi.current(formId),
    enabled: login && formUserId !== null,
    retry: false,
    staleTime: 0,
  });
}
