import { useTranslation } from "@gakumu/ui";
import { Button, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconHome } from "@tabler/icons-react";
import { Link } from "react-router";
import { mypagePath } from "../../app/paths";
import { useFormSession } from "../../session/form-session";
import { FormPageFrame, WithRouteForm } from "./FormPageFrame";

/** /{formId}/answer-complete (spec §2.2): the thank-you after sending, and the way to the mypage. */
export function AnswerCompletePage() {
  const { t } = useTranslation("form");
  const login = useFormSession((s) => s.login);
  const accessKey = useFormSession((s) => s.accessKey);
  return (
    <WithRouteForm>
      {(form) => (
        <FormPageFrame form={form} heading={t("form.completeTitle")}>
          <Stack align="center" gap="sm" ta="center" role="status">
            <ThemeIcon size={56} radius="xl" variant="light" color="green">
              <IconCircleCheck size={32} stroke={1.5} />
            </ThemeIcon>
            <Text>{t("form.completeMessage")}</Text>
            {login && (
              <Text size="sm" c="dimmed">
                {t("form.completeMail")}
              </Text>
            )}
          </Stack>
          {login && (
            <Group justify="center">
              <Button
                component={Link}
                to={mypagePath(accessKey)}
                size="md"
                leftSection={<IconHome size={18} />}
              >
                {t("form.toMypage")}
              </Button>
            </Group>
          )}
        </FormPageFrame>
      )}
    </WithRouteForm>
  );
}
