import { ErrorPage, FullPageLoader, notify, PageTitle } from "@gakumu/ui";
import { Anchor, Stack } from "@mantine/core";
import { IconChevronLeft } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { inboxKeys } from "../../api/inbox-api";
import { answerSafety, fetchSafety, safetyKeys } from "../../api/safety-api";
import { ProblemPage } from "../../app/ProblemPage";
import { errorMessage, MemberHttpError } from "../../http/member-http";
import { SafetyAnswerPanel } from "./SafetyAnswerPanel";

/** A safety confirmation of the inbox (MOBILE_APP): opening records the read, answering is one tap. */
export function SafetyPage() {
  const deliveryId = Number(useParams().deliveryId);
  const valid = Number.isSafeInteger(deliveryId) && deliveryId > 0;
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: safetyKeys.view(deliveryId),
    queryFn: ({ signal }) => fetchSafety(deliveryId, signal),
    enabled: valid,
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (body: Parameters<typeof answerSafety>[1]) => answerSafety(deliveryId, body),
    onSuccess: (next) => {
      queryClient.setQueryData(safetyKeys.view(deliveryId), next);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.unread });
      notify.success({ message: "回答を送信しました。受付終了までは何度でも変更できます。" });
    },
    // Answering closed meanwhile: show the page as it now is, with the server's reason.
    onError: () => void view.refetch(),
  });

  const notFound = !valid || (view.error instanceof MemberHttpError && view.error.status === 404);
  if (notFound) {
    return (
      <ErrorPage
        title="安否確認が見つかりません"
        message="取り消されたか、あなた宛てではない安否確認です。"
        linkLabel="お知らせへ戻る"
        linkTo="/"
      />
    );
  }
  if (view.isError) {
    return (
      <ProblemPage
        title="安否確認を開けません"
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
      <SafetyAnswerPanel
        key={view.data.answer?.answeredAt ?? "new"}
        view={view.data}
        busy={answer.isPending}
        error={answer.isError ? errorMessage(answer.error) : null}
        onSubmit={(body) => answer.mutate(body)}
      />
    </Stack>
  );
}
