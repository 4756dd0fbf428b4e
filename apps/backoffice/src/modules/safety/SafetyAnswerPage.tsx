import { useTranslation } from "@gakumu/ui";
import { Alert, Loader, Text } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { PublicLayout } from "../../app/public/PublicLayout";
import { SAFETY_NAMESPACE } from "./i18n";
import { SafetyAnswerForm } from "./SafetyAnswerForm";
import { safetyAnswerApi } from "./safety-answer-api";

/**
 * /safety-answer?key=… (spec §2.1): a safety confirmation answered from a mail link, without login.
 * The key is personal; a forged, expired or spent one gets the server's Japanese explanation. After
 * answering the member lands on /mail-answer-end.
 */
export function SafetyAnswerPage() {
  const { t } = useTranslation(SAFETY_NAMESPACE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.get("key") ?? "";
  const view = useQuery({
    queryKey: ["safety-answer", key],
    queryFn: () => safetyAnswerApi.open(key),
    retry: false,
    enabled: key !== "",
  });
  const answer = useMutation({
    mutationFn: (body: Parameters<typeof safetyAnswerApi.answer>[1]) => safetyAnswerApi.answer(key, body),
    onSuccess: () => navigate("/mail-answer-end"),
  });
  const error = (view.error ?? answer.error) as { message?: string } | null;
  return (
    <PublicLayout title={view.data?.title ?? t("answer.title")} width={560}>
      {key === "" || (view.isError && !view.data) ? (
        <Alert color="red" title={t("answer.invalid")}>
          <Text size="sm">{error?.message ?? ""}</Text>
        </Alert>
      ) : !view.data ? (
        <Loader size="sm" type="dots" aria-label={t("answer.loading")} />
      ) : (
        <>
          {answer.isError && (
            <Alert color="red">
              <Text size="sm">{error?.message ?? ""}</Text>
            </Alert>
          )}
          <SafetyAnswerForm
            view={view.data}
            busy={answer.isPending}
            onSubmit={(body) => answer.mutate(body)}
          />
        </>
      )}
    </PublicLayout>
  );
}
