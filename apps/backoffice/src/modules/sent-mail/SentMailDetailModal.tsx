import { formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Button, Group, Loader, Modal, Paper, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SENT_MAIL_NAMESPACE } from "./i18n";
import { StatusBadge } from "./StatusBadge";
import { sentMailApi, sentMailKeys } from "./sent-mail-api";

const TIME = "yyyy/MM/dd HH:mm";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={140} style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
        {label}
      </Table.Th>
      <Table.Td style={{ wordBreak: "break-all" }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** One mail in full: headers, delivery result and the text exactly as sent (never rendered as HTML). */
export function SentMailDetailModal({ mailId, onClose }: { mailId: number | null; onClose: () => void }) {
  const { t } = useTranslation(SENT_MAIL_NAMESPACE);
  const detail = useQuery({
    queryKey: sentMailKeys.detail(mailId ?? 0),
    queryFn: ({ signal }) => sentMailApi.detail(mailId!, signal),
    enabled: mailId !== null,
  });
  const mail = detail.data;
  return (
    <Modal opened={mailId !== null} onClose={onClose} title={t("detail.title")} size="lg">
      {!mail ? (
        <Loader size="sm" type="dots" />
      ) : (
        <Stack gap="sm">
          <Table withRowBorders={false} verticalSpacing={4} fz="sm">
            <Table.Tbody>
              <Row label={t("detail.status")}>
                <StatusBadge status={mail.status} />
              </Row>
              <Row label={t("detail.from")}>{mail.fromAddress}</Row>
              <Row label={t("detail.to")}>{mail.toAddress}</Row>
              <Row label={t("detail.subject")}>{mail.subject}</Row>
              <Row label={t("detail.createdAt")}>{formatDate(mail.createdAt, TIME)}</Row>
              <Row label={t("detail.sentAt")}>
                {mail.sentAt ? formatDate(mail.sentAt, TIME) : t("detail.notSent")}
              </Row>
              <Row label={t("detail.attempts")}>{mail.attempts}</Row>
              {mail.lastError && <Row label={t("detail.result")}>{mail.lastError}</Row>}
              {mail.messageId && <Row label={t("detail.messageId")}>{mail.messageId}</Row>}
            </Table.Tbody>
          </Table>
          <Text size="sm" fw={600}>
            {t("detail.body")}
          </Text>
          <Paper withBorder p="sm" bg="gray.0">
            <Text
              size="sm"
              style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}
              data-testid="mail-body"
            >
              {mail.textBody}
            </Text>
          </Paper>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("detail.close")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
