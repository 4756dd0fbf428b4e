import { answerErrorsOf, SurveyAnswerForm } from "@gakumu/form-view";
import { useTranslation } from "@gakumu/ui";
import { Alert, Loader, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { HttpError } from "../../app/http";
import { PublicLayout } from "../../app/public/PublicLayout";
import { SURVEYS_NAMESPACE } from "./i18n";
import { surveyAnswerApi } from "./surveys-api";

/**
 * /survey-answer?key=… (spec §2.1): a survey answered from a mail's personal link, without login, drawn
 * by the same SurveyAnswerForm as the member app. A forged or expired key gets the server's Japanese
 * explanation; after answering the member lands on /mail-answer-end.
 */
export function SurveyAnswerPage() {
  const { t } = useTranslation(SURVEYS_NAMESPACE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.get("key") ?? "";
  const view = useQuery({
    queryKey: ["survey-answer", key],
    queryFn: () => surveyAnswerApi.open(key),
    retry: false,
    enabled: key !== "",
  });
  const answer = useMutation({
    mutationFn: (answers: Record<string, unknown>) => surveyAnswerApi.answer(key, answers),
    onSuccess: () => navigate("/mail-answer-end"),
  });
  const failure = answer.error instanceof HttpError ? answer.error : null;
  const errors = failure
    ? answerErrorsOf(
        failure.details.map((d) => ({ path: d.path.replace(/^answers\.?/, ""), message: d.message })),
      )
    : undefined;
  return (
    <PublicLayout title={view.data?.title ?? t("answer.title")} width={640}>
      {key === "" || (view.isError && !view.data) ? (
        <Alert color="red" title={t("answer.invalid")}>
          <Text size="sm">{(view.error as Error | null)?.message ?? ""}</Text>
        </Alert>
      ) : !view.data ? (
        <Loader size="sm" type="dots" aria-label={t("answer.loading")} />
      ) : (
        <Stack gap="sm">
          {answer.isError && failure?.details.length === 0 && (
            <Alert color="red">
              <Text size="sm">{failure.message}</Text>
            </Alert>
          )}
          <SurveyAnswerForm
            view={view.data}
            busy={answer.isPending}
            errors={errors}
            onSubmit={(answers) => answer.mutate(answers)}
            onUpload={async (itemKey, files) =>
              Promise.all(files.slice(0, 1).map((f) => surveyAnswerApi.upload(key, itemKey, f)))
            }
          />
        </Stack>
      )}
    </PublicLayout>
  );
}
