import { type AnswerDetail, formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { ANSWERS_NAMESPACE } from "../i18n";
import { AnswerRow } from "./AnswerItems";

const DATE_TIME = "yyyy/MM/dd HH:mm";

/** 回答者情報: the form user's profile, where mails go, and when the answer was sent. */
export function ApplicantPanel({ answer }: { answer: AnswerDetail }) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const none = t("detail.empty");
  const { applicant } = answer;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="md" mb="sm">
        {t("detail.applicant")}
      </Title>
      {applicant.formUserId === null && (
        <Text fz="sm" c="dimmed" mb="sm">
          {t("detail.noLogin")}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <AnswerRow label={t("detail.name")}>{applicant.name || none}</AnswerRow>
        <AnswerRow label={t("detail.nameKana")}>{applicant.nameKana || none}</AnswerRow>
        <AnswerRow label={t("detail.loginId")}>{applicant.loginId ?? none}</AnswerRow>
        <AnswerRow label={t("detail.telNo")}>{applicant.telNo || none}</AnswerRow>
        <AnswerRow label={t("detail.mailAddress")}>{answer.mailAddress ?? none}</AnswerRow>
        <AnswerRow label={t("detail.firstSubmittedAt")}>
          {formatDate(answer.firstSubmittedAt, DATE_TIME) || none}
        </AnswerRow>
        <AnswerRow label={t("detail.lastSubmittedAt")}>
          {formatDate(answer.lastSubmittedAt, DATE_TIME) || none}
        </AnswerRow>
        <AnswerRow label={t("detail.updatedAt")}>{formatDate(answer.updatedAt, DATE_TIME) || none}</AnswerRow>
      </SimpleGrid>
    </Paper>
  );
}
