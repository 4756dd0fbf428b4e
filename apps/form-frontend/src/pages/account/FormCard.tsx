import { useTranslation } from "@gakumu/ui";
import { Badge, Button, Card, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { Link } from "react-router";
import {
  ANSWER_STATUS,
  ANSWER_STATUS_OUTLINE_COLOR,
  answerStatusLabel,
  receptionBadgeColor,
  receptionLabel,
} from "../../app/form-codes";
import { pathAfterLogin } from "../../auth/after-login";
import type { SessionForm } from "../../session/form-session";

/** One form with its reception state and the user's answer status, opening where spec §4 says. */
export function FormCard({ form }: { form: SessionForm }) {
  const { t } = useTranslation("form");
  const answerStatus = form.answer?.answerStatus ?? ANSWER_STATUS.UNANSWERED;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={form.title}>
      <Stack gap="sm">
        <Text fw={700} style={{ wordBreak: "auto-phrase" }}>
          {form.title}
        </Text>
        <Group gap="xs">
          <Badge variant="outline" color={receptionBadgeColor(form.reception)}>
            <VisuallyHidden>{t("form.reception")}: </VisuallyHidden>
            {receptionLabel(t, form.reception)}
          </Badge>
          <Badge variant="outline" color={ANSWER_STATUS_OUTLINE_COLOR}>
            <VisuallyHidden>{t("form.answerStatus")}: </VisuallyHidden>
            {answerStatusLabel(t, answerStatus)}
          </Badge>
        </Group>
        <Group justify="flex-end">
          <Button
            component={Link}
            to={pathAfterLogin(form.formId, answerStatus)}
            variant="light"
            rightSection={<IconChevronRight size={18} />}
          >
            {t("mypage.openForm")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
