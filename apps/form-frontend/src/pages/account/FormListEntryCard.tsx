import type { FormListEntry } from "@gakumu/domain/forms/answer-api";
import { formatTokyoDateTime } from "@gakumu/form-view";
import { useTranslation } from "@gakumu/ui";
import { Badge, Button, Card, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import {
  ANSWER_STATUS_OUTLINE_COLOR,
  answerStatusLabel,
  formTypeLabel,
  receptionBadgeColor,
  receptionLabel,
} from "../../app/form-codes";
import { openListedForm } from "./open-listed-form";

/** One form of /formlist: type, reception, period, the user's status, and 「開く」. */
export function FormListEntryCard({ entry }: { entry: FormListEntry }) {
  const { t } = useTranslation("form");
  const period =
    entry.answerPeriodStart || entry.answerPeriodEnd
      ? t("formList.period", {
          start: formatTokyoDateTime(entry.answerPeriodStart),
          end: formatTokyoDateTime(entry.answerPeriodEnd),
        })
      : null;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={entry.title}>
      <Stack gap="xs">
        <Text fw={700} style={{ wordBreak: "auto-phrase" }}>
          {entry.title}
        </Text>
        <Group gap="xs">
          <Badge variant="outline" color="gray">
            {formTypeLabel(t, entry.formType)}
          </Badge>
          <Badge variant="outline" color={receptionBadgeColor(entry.reception)}>
            <VisuallyHidden>{t("form.reception")}: </VisuallyHidden>
            {receptionLabel(t, entry.reception)}
          </Badge>
          <Badge variant="outline" color={ANSWER_STATUS_OUTLINE_COLOR}>
            <VisuallyHidden>{t("form.answerStatus")}: </VisuallyHidden>
            {answerStatusLabel(t, entry.answerStatus)}
          </Badge>
        </Group>
        {period && (
          <Text size="sm" c="dimmed">
            {period}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            variant="light"
            rightSection={<IconChevronRight size={18} />}
            onClick={() => void openListedForm(entry.formId)}
          >
            {t("formList.open")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
