import { ErrorPage, FullPageLoader, PageTitle } from "@gakumu/ui";
import { Box, Stack, Text } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { fetchMailLinkMessage, sendMailLinkReply } from "../../api/inbox-api";
import { ProblemPage } from "../../app/ProblemPage";
import { MessageView } from "../../components/MessageView";
import { errorMessage, MemberHttpError } from "../../http/member-http";
import { isSafetyKind, safetyAnswerUrl } from "../safety/safety-kind";
import { isSurveyKind, surveyAnswerUrl } from "../survey/survey-kind";
import classes from "./MailLinkPage.module.css";

/**
 * /app/member/m/:token: the personal link of a mail. Opens the one message without login (the read is
 * recorded as MAIL_LINK) and takes the reply; after replying the member is shown /mail-answer-end.
 */
export function MailLinkPage() {
  const token = useParams().token ?? "";
  const opened = useQuery({
    queryKey: ["mail-link", token],
    queryFn: () => fetchMailLinkMessage(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (opened.error instanceof MemberHttpError && opened.error.status !== 0 && opened.error.status < 500) {
    return (
      <ErrorPage
        title="リンクが無効です"
        message="このリンクは期限切れか、正しくありません。学務アプリにログインしてお知らせをご覧ください。"
        icon={<IconLinkOff size={34} stroke={1.5} />}
        linkLabel="ログイン"
        linkTo="/login"
      />
    );
  }
  if (opened.isError) {
    return (
      <ProblemPage
        title="お知らせを開けません"
        message={errorMessage(opened.error)}
        onRetry={() => void opened.refetch()}
      />
    );
  }
  if (!opened.data) return <FullPageLoader />;
  const { message, organizationName } = opened.data;
  // A safety confirmation's mail link is answered on /safety-answer (spec §2.1), with the same key.
  if (isSafetyKind(message.kind)) {
    window.location.replace(safetyAnswerUrl(token));
    return <FullPageLoader />;
  }
  // So is a survey's, on /survey-answer, then /mail-answer-end.
  if (isSurveyKind(message.kind)) {
    window.location.replace(surveyAnswerUrl(token));
    return <FullPageLoader />;
  }
  return (
    <Box className={classes.root}>
      <PageTitle title={message.title} />
      <Box component="header" className={classes.header}>
        <Text fw={700} c="white">
          {organizationName}
        </Text>
      </Box>
      <Stack component="main" className={classes.main} gap="sm">
        <MessageView
          message={message}
          onReply={async (body) => {
            const reply = await sendMailLinkReply(token, body);
            // Spec §2.1: the page after answering from a mail link.
            window.location.assign("/mail-answer-end");
            return reply;
          }}
        />
      </Stack>
    </Box>
  );
}
