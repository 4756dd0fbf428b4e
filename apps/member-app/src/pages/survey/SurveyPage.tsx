import { SurveyAnswerForm } from "@gakumu/form-view";
import { ErrorPage, FullPageLoader, notify, PageTitle } from "@gakumu/ui";
import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { IconChevronLeft } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { inboxKeys } from "../../api/inbox-api";
import { answerSurvey, fetchSurvey, surveyKeys, uploadSurveyFile } from "../../api/survey-api";
import { ProblemPage } from "../../app/ProblemPage";
import { errorMessage, MemberHttpError } from "../../http/member-http";

/** A survey of the inbox (MOBILE_APP), drawn by form-view's SurveyAnswerForm; changeable until the deadline. */
export function SurveyPage() {
  const deliveryId = Number(useParams().deliveryId);
  const valid = Number.isSafeInteger(deliveryId) && deliveryId > 0;
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: surveyKeys.view(deliveryId),
    queryFn: ({ signal }) => fetchSurvey(deliveryId, signal),
    enabled: valid,
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (answers: Record<string, unknown>) => answerSurvey(deliveryId, answers),
    onSuccess: (next) => {
      queryClient.setQueryData(surveyKeys.view(deliveryId), next);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.unread });
      notify.success({ message: "回答を送信しました。回答期限までは変更できます。" });
    },
    // The deadline passed meanwhile: show the page as it now is, with the server's reason.
    onError: (error) => {
      if (error instanceof MemberHttpError && error.status === 409) void view.refetch();
    },
  });

  const notFound = !valid || (view.error instanceof MemberHttpError && view.error.status === 404);
  if (notFound) {
    return (
      <ErrorPage
        title="アンケートが見つかりません"
        message="取り消されたか、あなた宛てではないアンケートです。"
        linkLabel="お知らせへ戻る"
        linkTo="/"
      />
    );
  }
  if (view.isError) {
    return (
      <ProblemPage
        title="アンケートを開けません"
        message={errorMessage(view.error)}
        onRetry={() => void view.refetch()}
      />
    );
  }
  if (!view.data) return <FullPageLoader />;
  return (
    <Stack gap="sm">
      <PageTitle title={view.data.title} />
      <Anchor component={Link} to="/" fz="sm">
        <IconChevronLeft size={16} style={{ verticalAlign: "text-bottom" }} />
        お知らせ一覧
      </Anchor>
      <Title order={1} fz="lg">
        {view.data.title}
      </Title>
      {answer.isError && (
        <Alert color="red" role="alert">
          {errorMessage(answer.error)}
        </Alert>
      )}
      <SurveyAnswerForm
        key={view.data.answeredAt ?? "new"}
        view={view.data}
        busy={answer.isPending}
        onSubmit={(answers) => answer.mutate(answers)}
        onUpload={async (itemKey, files) =>
          Promise.all(files.slice(0, 1).map((f) => uploadSurveyFile(deliveryId, itemKey, f)))
        }
      />
    </Stack>
  );
}
