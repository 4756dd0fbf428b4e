import { type ContactLink, formatDate } from "@gakumu/domain";
import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import { Alert, Button, CopyButton, Group, Loader, Paper, Select, Stack, Table, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { useReadOnly } from "../../app/read-only";
import { LinkQrCode } from "../forms/links/LinkQrCode";
import { contactKeys, contactWebApi } from "./contacts-api";
import { CONTACTS_NAMESPACE } from "./i18n";

/** Per-class links to the web form: issued (shown once with its QR), listed, revoked. */
export function LinksPanel() {
  const { t } = useTranslation(CONTACTS_NAMESPACE);
  const readOnly = useReadOnly();
  const client = useQueryClient();
  const [node, setNode] = useState<string | null>(null);
  const [issued, setIssued] = useState<ContactLink | null>(null);
  const links = useQuery({
    queryKey: contactKeys.links,
    queryFn: ({ signal }) => contactWebApi.links(signal),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: contactKeys.links });
  const issue = useMutation({
    mutationFn: () => contactWebApi.issueLink(node ?? ""),
    onSuccess: (link) => {
      setIssued(link);
      refresh();
    },
    onError: notifyHttpError,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => contactWebApi.revokeLink(id),
    onSuccess: () => {
      notify.success({ message: t("revoked") });
      refresh();
    },
    onError: notifyHttpError,
  });
  if (!links.data) return <Loader size="sm" />;
  return (
    <Stack gap="md" maw={960}>
      <Text size="sm">{t("linksLead")}</Text>
      <Group align="flex-end">
        <Select
          label={t("node")}
          data={links.data.nodes.map((n) => ({ value: n.code, label: n.label }))}
          value={node}
          onChange={setNode}
          searchable
          w={320}
        />
        <ActionButton
          disabled={readOnly || node === null}
          loading={issue.isPending}
          onClick={() => issue.mutate()}
        >
          {t("issue")}
        </ActionButton>
      </Group>
      {issued?.url && (
        <Alert color="teal" title={t("issued")} withCloseButton onClose={() => setIssued(null)}>
          <Group align="flex-start" wrap="nowrap">
            <LinkQrCode url={issued.url} alt={issued.nodeLabel} />
            <Paper p="xs" withBorder style={{ flex: 1, wordBreak: "break-all" }}>
              <Text size="sm" fw={600}>
                {issued.nodeLabel}
              </Text>
              <Text size="sm" data-testid="issued-link">
                {issued.url}
              </Text>
              <CopyButton value={issued.url}>
                {({ copied, copy }) => (
                  <Button size="xs" mt="xs" variant="light" onClick={copy}>
                    {copied ? t("copied") : t("copy")}
                  </Button>
                )}
              </CopyButton>
            </Paper>
          </Group>
        </Alert>
      )}
      {links.data.items.length === 0 ? (
        <Text c="dimmed">{t("linksEmpty")}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("node")}</Table.Th>
              <Table.Th>{t("linkCreated")}</Table.Th>
              <Table.Th>{t("linkExpires")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {links.data.items.map((link) => (
              <Table.Tr key={link.id}>
                <Table.Td>{link.nodeLabel}</Table.Td>
                <Table.Td>{formatDate(link.createdAt, "yyyy/MM/dd HH:mm")}</Table.Td>
                <Table.Td>{formatDate(link.expiresAt, "yyyy/MM/dd")}</Table.Td>
                <Table.Td>
                  <ActionButton
                    size="xs"
                    variant="subtle"
                    color="red"
                    disabled={readOnly}
                    onClick={async () => {
                      if (await confirmDialog({ message: t("confirmRevoke", { node: link.nodeLabel }) }))
                        revoke.mutate(link.id);
                    }}
                  >
                    {t("revoke")}
                  </ActionButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
