import { RichText } from "@gakumu/form-view";
import { useTranslation } from "@gakumu/ui";
import { Button, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconHome, IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { mypagePath } from "../../app/paths";
import { readAnswerFlow } from "../../session/answer-input";
import { type SessionForm, useFormSession } from "../../session/form-session";
import { useFormDefinition } from "./answer-queries";
import { FormPageFrame, WithRouteForm } from "./FormPageFrame";

/** FormMessageType 3: the completion message the school wrote (回答完了). */
const COMPLETION_MESSAGE = 3;

function Complete({ sessionForm }: { sessionForm: SessionForm }) {
  const { t } = useTranslation("form");
  const login = useFormSession((s) => s.login);
  const accessKey = useFormSession((s) => s.accessKey);
  const sender = useFormSession((s) => s.senderMailAddress);
  const [result] = useState(() => readAnswerFlow(sessionForm.formId).result);
  const definition = useFormDefinition(sessionForm.formId);
  const message = definition.data?.messages.find((m) => m.messageType === COMPLETION_MESSAGE)?.bodyHtml ?? "";
  const mailSender = definition.data?.senderMailAddress || sender;
  return (
    <FormPageFrame form={sessionForm} heading={t("form.completeTitle")}>
      <Stack align="center" gap="sm" ta="center" role="status">
        <ThemeIcon size={56} radius="xl" variant="light" color="green">
          <IconCircleCheck size={32} stroke={1.5} />
        </ThemeIcon>
        <Text>{t("form.completeMessage")}</Text>
      </Stack>
      {result && (
        <Paper withBorder radius="md" p="md" ta="center" bg="gray.0">
          <Text size="sm" c="dimmed">
            {t("answer.receiptNo")}
          </Text>
          <Text fz={28} fw={700} data-testid="receipt-no" style={{ letterSpacing: "0.05em" }}>
            {result.receiptNo}
          </Text>
        </Paper>
      )}
      <RichText html={message} />
      {result?.mailQueued && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMail size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {mailSender ? t("answer.mailSent", { sender: mailSender }) : t("answer.mailSentNoSender")}
          </Text>
        </Group>
      )}
      {login && (
        <Group justify="center">
          <Button component={Link} to={mypagePath(accessKey)} size="md" leftSection={<IconHome size={18} />}>
            {t("form.toMypage")}
          </Button>
        </Group>
      )}
    </FormPageFrame>
  );
}

/** /{formId}/answer-complete (spec §2.2): the receipt number, the school's message and the mail notice. */
export function AnswerCompletePage() {
  return <WithRouteForm>{(form) => <Complete sessionForm={form} />}</WithRouteForm>;
}
