import { useTranslation } from "@gakumu/ui";
import { Button, Group, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";
import { formPaths } from "../../app/paths";
import { FormPageFrame, WithRouteForm } from "./FormPageFrame";

/** /{formId}/answer-confirm (spec §2.2): the review step before sending, with the way back. */
export function AnswerConfirmPage() {
  const { t } = useTranslation("form");
  return (
    <WithRouteForm>
      {(form) => (
        <FormPageFrame form={form} heading={t("form.confirmTitle")}>
          <Text size="sm" style={{ wordBreak: "auto-phrase" }}>
            {t("form.confirmLead")}
          </Text>
          <Group>
            <Button
              component={Link}
              to={formPaths.answer(form.formId)}
              variant="default"
              size="md"
              leftSection={<IconArrowLeft size={18} />}
            >
              {t("form.backToAnswer")}
            </Button>
          </Group>
        </FormPageFrame>
      )}
    </WithRouteForm>
  );
}
