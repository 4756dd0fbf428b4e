import { useTranslation } from "@gakumu/ui";
import { Alert, Button, Group, Text } from "@mantine/core";
import { IconCircleCheck, IconHome } from "@tabler/icons-react";
import { Link } from "react-router";
import { mypagePath } from "../../app/paths";
import { useFormSession } from "../../session/form-session";
import { FormPageFrame, WithRouteForm } from "./FormPageFrame";

/** /{formId}/answered (spec §2.2, §4): where ANSWERED or FIXED answers lead after login. */
export function AnsweredPage() {
  const { t } = useTranslation("form");
  const accessKey = useFormSession((s) => s.accessKey);
  return (
    <WithRouteForm>
      {(form) => (
        <FormPageFrame form={form} heading={t("form.answeredTitle")}>
          <Alert color="green" icon={<IconCircleCheck size={20} />} role="status">
            <Text size="sm" style={{ wordBreak: "auto-phrase" }}>
              {t("form.answeredMessage")}
            </Text>
          </Alert>
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
        </FormPageFrame>
      )}
    </WithRouteForm>
  );
}
