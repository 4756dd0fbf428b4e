import { type ContactItem, formatDate } from "@gakumu/domain";
import { ClampedDateInput, notify, useTranslation } from "@gakumu/ui";
import {
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { useReadOnly } from "../../app/read-only";
import { ContactTable } from "./ContactTable";
import { contactApi, contactKeys, contactNodesQuery } from "./contacts-api";
import { CONTACTS_NAMESPACE } from "./i18n";

const today = () => formatDate(new Date(), "yyyy-MM-dd");

/** The board of one day and class: counts per type at a glance, then every report with its actions. */
export function BoardPanel() {
  const { t } = useTranslation(CONTACTS_NAMESPACE);
  const readOnly = useReadOnly();
  const client = useQueryClient();
  const [date, setDate] = useState(today);
  const [node, setNode] = useState<string | null>(null);
  const [replyTo, setReplyTo] = useState<ContactItem | null>(null);
  const [replyText, setReplyText] = useState("");
  const board = useQuery({
    queryKey: contactKeys.board(date, node),
    queryFn: ({ signal }) => contactApi.board(date, node, signal),
    placeholderData: keepPreviousData,
    // The morning rush: new reports appear without reloading.
    refetchInterval: 30_000,
    enabled: date !== "",
  });
  const nodes = useQuery(contactNodesQuery);
  const refresh = () => void client.invalidateQueries({ queryKey: contactKeys.all });
  const confirm = useMutation({
    mutationFn: (id: number) => contactApi.confirm(id),
    onSuccess: () => {
      notify.success({ message: t("confirmed") });
      refresh();
    },
    onError: notifyHttpError,
  });
  const reply = useMutation({
    mutationFn: () => contactApi.reply(replyTo!.id, replyText),
    onSuccess: () => {
      notify.success({ message: t("replied") });
      setReplyTo(null);
      setReplyText("");
      refresh();
    },
    onError: notifyHttpError,
  });
  const data = board.data;
  const total = data?.counts.reduce((sum, c) => sum + c.count, 0) ?? 0;
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <ClampedDateInput label={t("date")} value={date} onChange={setDate} w={180} />
        <Button variant="default" onClick={() => setDate(today())}>
          {t("today")}
        </Button>
        <Select
          label={t("node")}
          placeholder={t("allNodes")}
          data={nodes.data?.nodes.map((n) => ({ value: n.code, label: n.label })) ?? []}
          value={node}
          onChange={setNode}
          clearable
          searchable
          w={280}
          data-testid="board-node"
        />
        <Button variant="subtle" onClick={refresh}>
          {t("refresh")}
        </Button>
      </Group>
      {!data ? (
        <Loader size="sm" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} data-testid="board-counts">
            <Paper withBorder p="sm">
              <Text size="sm" c="dimmed">
                {t("total")}
              </Text>
              <Text fz={28} fw={700}>
                {total}
              </Text>
            </Paper>
            <Paper withBorder p="sm" bg={data.unconfirmed > 0 ? "red.0" : undefined}>
              <Text size="sm" c="red.8">
                {t("unconfirmed")}
              </Text>
              <Text fz={28} fw={700} data-testid="board-unconfirmed">
                {data.unconfirmed}
              </Text>
            </Paper>
            {data.counts.map((c) => (
              <Paper withBorder p="sm" key={c.typeName}>
                <Text size="sm" c="dimmed">
                  {c.typeName}
                </Text>
                <Text fz={28} fw={700}>
                  {c.count}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          {data.items.length === 0 ? (
            <Text c="dimmed">{t("empty")}</Text>
          ) : (
            <ContactTable
              items={data.items}
              showDate={false}
              actions={(item) =>
                item.status === "WITHDRAWN" ? null : (
                  <Group gap={6} wrap="nowrap">
                    {item.status === "NEW" && (
                      <ActionButton
                        size="xs"
                        disabled={readOnly}
                        loading={confirm.isPending && confirm.variables === item.id}
                        onClick={() => confirm.mutate(item.id)}
                        data-operation-id="contact-confirm"
                      >
                        {t("confirm")}
                      </ActionButton>
                    )}
                    <ActionButton
                      size="xs"
                      variant="light"
                      disabled={readOnly}
                      onClick={() => {
                        setReplyTo(item);
                        setReplyText("");
                      }}
                      data-operation-id="contact-reply"
                    >
                      {t("reply")}
                    </ActionButton>
                  </Group>
                )
              }
            />
          )}
        </>
      )}
      <Modal
        opened={replyTo !== null}
        onClose={() => setReplyTo(null)}
        title={t("replyTitle", { name: replyTo?.memberName ?? "" })}
      >
        <Stack>
          <Textarea
            label={t("replyLabel")}
            autosize
            minRows={4}
            maxLength={1000}
            value={replyText}
            onChange={(e) => setReplyText(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReplyTo(null)}>
              {t("cancel")}
            </Button>
            <ActionButton loading={reply.isPending} onClick={() => reply.mutate()}>
              {t("replySend")}
            </ActionButton>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
