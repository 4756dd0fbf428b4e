import { useTranslation } from "@gakumu/ui";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { PublicLayout } from "../../app/public/PublicLayout";
import { MAIL_ANSWER_END_NAMESPACE } from "./i18n";

/** Where the member app sends a member who answered from a mail's personal link. */
const MEMBER_APP = "/app/member/";

/**
 * /mail-answer-end (spec §2.1): shown after answering a message from a mail link. Public: the member
 * reached the message without logging in, and nothing here depends on who they are.
 */
export function MailAnswerEndPage() {
  const { t } = useTranslation(MAIL_ANSWER_END_NAMESPACE);
  return (
    <PublicLayout title={t("title")}>
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />}>
          <Text size="sm">{t("lead")}</Text>
          <Text size="sm" mt={4}>
            {t("close")}
          </Text>
        </Alert>
        <Text size="sm" c="dimmed">
          {t("app")}
        </Text>
        <Button component="a" href={MEMBER_APP} variant="light" fullWidth>
          {t("openApp")}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
