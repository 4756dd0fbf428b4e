import type { MyAnswer } from "@gakumu/domain/forms/answer-api";
import { formatTokyoDateTime } from "@gakumu/form-view";
import { useTranslation } from "@gakumu/ui";
import { Badge, Button, Card, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import {
  ANSWER_STATUS,
  ANSWER_STATUS_FILLED_COLOR,
  answerStatusLabel,
  formTypeLabel,
  receptionBadgeColor,
  receptionLabel,
} from "../../app/form-codes";
import { openListedForm } from "./open-listed-form";

/** The way on for an answer: see a sent one, continue a draft or a remanded one, or answer. */
function actionOf(answer: MyAnswer): "view" | "continue" | "answer" {
  if (answer.answerStatus === ANSWER_STATUS.DRAFT || answer.answerStatus === ANSWER_STATUS.REMAND)
    return "continue";
  if (answer.answerStatus === ANSWER_STATUS.UNANSWERED) return "answer";
  return "view";
}

/** One answer on the mypage: status, receipt number, deadlines and the way to it. */
export function MyAnswerCard({ answer }: { answer: MyAnswer }) {
  const { t } = useTranslation("form");
  const facts = [
    answer.receiptNo !== null ? t("mypage.receiptNo", { no: answer.receiptNo }) : null,
    answer.lastSubmittedAt
      ? t("mypage.lastSubmittedAt", { date: formatTokyoDateTime(answer.lastSubmittedAt) })
      : null,
    answer.answerPeriodEnd
      ? t("mypage.periodEnd", { date: formatTokyoDateTime(answer.answerPeriodEnd) })
      : null,
    answer.editable && answer.editDeadline
      ? t("mypage.editDeadline", { date: formatTokyoDateTime(answer.editDeadline) })
      : null,
  ].filter((f): f is string => f !== null);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={answer.formTitle}>
      <Stack gap="xs">
        <Text fw={700} style={{ wordBreak: "auto-phrase" }}>
          {answer.formTitle}
        </Text>
        <Group gap="xs">
          <Badge
            variant="filled"
            color={ANSWER_STATUS_FILLED_COLOR[answer.answerStatus] ?? "gray.7"}
            autoContrast
            data-testid="my-answer-status"
          >
            <VisuallyHidden>{t("form.answerStatus")}: </VisuallyHidden>
            {answerStatusLabel(t, answer.answerStatus)}
          </Badge>
          <Badge variant="outline" color={receptionBadgeColor(answer.reception)}>
            <VisuallyHidden>{t("form.reception")}: </VisuallyHidden>
            {receptionLabel(t, answer.reception)}
          </Badge>
          <Badge variant="outline" color="gray">
            {formTypeLabel(t, answer.formType)}
          </Badge>
          {answer.editable && answer.answerStatus === ANSWER_STATUS.ANSWERED && (
            <Badge variant="outline" color="teal.9">
              {t("mypage.editable")}
            </Badge>
          )}
        </Group>
        {facts.map((fact) => (
          <Text key={fact} size="sm" c="dimmed">
            {fact}
          </Text>
        ))}
        {answer.answerStatus === ANSWER_STATUS.REMAND && answer.remandMessage && (
          <Text size="sm" c="red.8" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {answer.remandMessage}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            variant="light"
            rightSection={<IconChevronRight size={18} />}
            onClick={() => void openListedForm(answer.formId)}
          >
            {t(`mypage.${actionOf(answer)}`)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
