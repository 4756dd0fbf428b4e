import type { InboxPage } from "@gakumu/domain/member-inbox/member-inbox-api";
import { ErrorPage, FullPageLoader, PageTitle } from "@gakumu/ui";
import { Anchor, Stack } from "@mantine/core";
import { IconChevronLeft } from "@tabler/icons-react";
import { type InfiniteData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, Navigate, useParams } from "react-router";
import { fetchMessage, inboxKeys, sendReply } from "../../api/inbox-api";
import { ProblemPage } from "../../app/ProblemPage";
import { paths } from "../../app/paths";
import { MessageView } from "../../components/MessageView";
import { errorMessage, MemberHttpError } from "../../http/member-http";
import { isNewsKind, newsItemPath } from "../news/news-kind";
import { isSafetyKind } from "../safety/safety-kind";
import { isSurveyKind } from "../survey/survey-kind";

/** One message; opening it records the read, and the inbox and the count follow at once. */
export function MessagePage() {
  const deliveryId = Number(useParams().deliveryId);
  const valid = Number.isSafeInteger(deliveryId) && deliveryId > 0;
  const queryClient = useQueryClient();
  const message = useQuery({
    queryKey: inboxKeys.message(deliveryId),
    queryFn: ({ signal }) => fetchMessage(deliveryId, signal),
    enabled: valid,
    retry: false,
  });

  const readAt = message.data?.readAt;
  useEffect(() => {
    if (!readAt) return;
    // Mark the row read in the inbox already loaded, and fetch the true count.
    queryClient.setQueryData<InfiniteData<InboxPage>>(
      inboxKeys.pages,
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) =>
              item.deliveryId === deliveryId && !item.readAt ? { ...item, readAt } : item,
            ),
          })),
        },
    );
    void queryClient.invalidateQueries({ queryKey: inboxKeys.unread });
  }, [readAt, deliveryId, queryClient]);

  const notFound = !valid || (message.error instanceof MemberHttpError && message.error.status === 404);
  if (notFound) {
    return (
      <ErrorPage
        title="お知らせが見つかりません"
        message="取り消されたか、あなた宛てではないお知らせです。"
        linkLabel="お知らせへ戻る"
        linkTo="/"
      />
    );
  }
  if (message.isError) {
    return (
      <ProblemPage
        title="お知らせを開けません"
        message={errorMessage(message.error)}
        onRetry={() => void message.refetch()}
      />
    );
  }
  if (!message.data) return <FullPageLoader />;
  // A safety confirmation (a push notification opens it here) is answered on its own screen.
  if (isSafetyKind(message.data.kind)) return <Navigate to={paths.safety(deliveryId)} replace />;
  if (isSurveyKind(message.data.kind)) return <Navigate to={paths.survey(deliveryId)} replace />;
  // A published announcement or FAQ opens where it is posted, so its read receipt counts too.
  const newsPath = isNewsKind(message.data.kind) ? newsItemPath(message.data.linkUrl) : null;
  if (newsPath) return <Navigate to={newsPath} replace />;
  return (
    <Stack gap="sm">
      <PageTitle title={message.data.title} />
      <Anchor component={Link} to="/" fz="sm">
        <IconChevronLeft size={16} style={{ verticalAlign: "text-bottom" }} />
        お知らせ一覧
      </Anchor>
      <MessageView
        message={message.data}
        onReply={async (body) => {
          const reply = await sendReply(deliveryId, body);
          queryClient.setQueryData(inboxKeys.message(deliveryId), { ...message.data, reply });
          return reply;
        }}
      />
    </Stack>
  );
}
