import { formatDate, NotificationStatus, type PushDetail, ResendType, SendStatus } from "@gakumu/domain";
import { RichText } from "@gakumu/form-view";
import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Menu,
  Modal,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { IconPaperclip, IconRepeat } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { ExportProgress } from "../../app/exports/ExportProgress";
import { useExportDownload } from "../../app/exports/use-export-download";
import { notifyHttpError } from "../../app/http";
import { PUSH_EXPORT_TEXTS, PUSH_NAMESPACE } from "./i18n";
import { pushApi, pushKeys } from "./push-api";
import { StatusBadge } from "./StatusBadge";

const at = (iso: string | null) => (iso ? formatDate(iso, "yyyy/MM/dd HH:mm") : "");

const REPLY_LABELS = { NONE: "返信なし", TEXT: "自由記述", CHOICE: "選択肢" } as const;

function Recipients({ id }: { id: number }) {
  const { t } = useTranslation(PUSH_NAMESPACE);
  const [page, setPage] = useState(1);
  const [readState, setReadState] = useState("");
  const list = useQuery({
    queryKey: pushKeys.recipients(id, page, readState),
    queryFn: ({ signal }) => pushApi.recipients(id, page, readState, signal),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <SegmentedControl
          size="xs"
          data={[
            { value: "", label: t("history.all") },
            { value: "read", label: t("detail.readFilter") },
            { value: "unread", label: t("detail.unread") },
          ]}
          value={readState}
          onChange={(v) => {
            setReadState(v);
            setPage(1);
          }}
        />
        {data && <Text size="sm">{t("history.total", { total: data.total.toLocaleString("ja-JP") })}</Text>}
      </Group>
      <Table.ScrollContainer minWidth={860}>
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={190}>{t("detail.member")}</Table.Th>
              <Table.Th>{t("detail.placement")}</Table.Th>
              <Table.Th w={150}>{t("detail.channels")}</Table.Th>
              <Table.Th w={130}>{t("detail.readAt")}</Table.Th>
              <Table.Th w={140}>{t("detail.answer")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.items.map((r) => (
              <Table.Tr key={r.memberId}>
                <Table.Td>
                  {r.memberNo}　{r.name}
                </Table.Td>
                <Table.Td>{r.placement}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {r.channels.map((c) => (
                      <Badge
                        key={c.channel}
                        size="sm"
                        variant="light"
                        color={c.sendStatus === 1 ? "teal" : c.sendStatus === 2 ? "red" : "gray"}
                        title={c.failureReason ?? undefined}
                      >
                        {t(`channel.${c.channel}`)}：
                        {c.sendStatus === null ? "送信待ち" : SendStatus.label(c.sendStatus)}
                      </Badge>
                    ))}
                  </Group>
                  {r.channels
                    .filter((c) => c.failureReason)
                    .map((c) => (
                      <Text key={c.channel} size="xs" c="red">
                        {c.failureReason}
                      </Text>
                    ))}
                </Table.Td>
                <Table.Td>
                  {r.readAt ? (
                    at(r.readAt)
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t("detail.unread")}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{r.reply ?? ""}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
    </Stack>
  );
}

function Summary({ detail }: { detail: PushDetail }) {
  const { t } = useTranslation(PUSH_NAMESPACE);
  const s = detail.summary;
  const rate = s.recipients === 0 ? 0 : Math.round((s.read / s.recipients) * 100);
  return (
    <Paper withBorder p="sm">
      <Stack gap={4}>
        <Group gap="sm">
          <StatusBadge status={detail.status} />
          <Text size="sm">{at(detail.reservedAt ?? detail.sentAt ?? detail.createdAt)}</Text>
          <Text size="sm" c="dimmed">
            {detail.createdBy}
          </Text>
        </Group>
        <Text size="sm" fw={500}>
          {t("detail.readRate", { read: s.read, total: s.recipients, rate })}
        </Text>
        <Text size="sm">
          {t("detail.sentFailed", { sent: s.sent, failed: s.failed, pending: s.pending })}
        </Text>
        {detail.choiceCounts.length > 0 && (
          <Group gap="md">
            {detail.choiceCounts.map((c) => (
              <Text size="sm" key={c.choice}>
                {t("detail.choiceCount", { choice: c.choice, count: c.count })}
              </Text>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** One delivery: what was sent to whom, the engine's per-recipient state, cancel, resend, export. */
export function HistoryDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(PUSH_NAMESPACE);
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: pushKeys.detail(id),
    queryFn: ({ signal }) => pushApi.detail(id, signal),
  });
  const exporter = useExportDownload(PUSH_EXPORT_TEXTS);
  const refresh = () => client.invalidateQueries({ queryKey: pushKeys.all });

  const cancel = useMutation({
    mutationFn: () => pushApi.cancel(id),
    onSuccess: () => {
      notify.success({ message: t("detail.canceled") });
      refresh();
    },
    onError: notifyHttpError,
  });
  const resend = useMutation({
    mutationFn: (type: number) => pushApi.resend(id, type),
    onSuccess: (created) => {
      notify.success({ message: t("detail.resent", { count: created.recipientCount }) });
      refresh();
    },
    onError: notifyHttpError,
  });

  const askResend = async (type: number) => {
    if (await confirmDialog({ message: t("detail.confirmResend", { who: ResendType.label(type as 1) }) }))
      resend.mutate(type);
  };
  const askCancel = async () => {
    if (await confirmDialog({ message: t("detail.confirmCancel") })) cancel.mutate();
  };

  const d = detail.data;
  const sent = d && d.status !== NotificationStatus.CANCELED && !(d.status === 2 && d.cancelable);
  return (
    // Wide enough for the recipients table (860 px), whose 返信 column an xl modal cut off at 1280 px.
    <Modal opened onClose={onClose} title={d?.title ?? t("detail.title")} size={960}>
      {!d ? (
        <Loader size="sm" type="dots" />
      ) : (
        <Stack gap="sm">
          <Summary detail={d} />
          <Group gap="xs">
            {d.targetLabels.map((label) => (
              <Badge key={label} variant="outline" color="gray">
                {label}
              </Badge>
            ))}
          </Group>
          <Paper withBorder p="sm">
            <RichText html={d.bodyHtml} />
            {d.links.map((l) => (
              <Anchor key={l.url} href={l.url} target="_blank" size="sm" display="block">
                {l.label}
              </Anchor>
            ))}
            {d.attachments.map((a) => (
              <Group key={a.key} gap={4}>
                <IconPaperclip size={14} />
                <Anchor href={a.url} target="_blank" size="sm">
                  {a.name}
                </Anchor>
              </Group>
            ))}
          </Paper>
          <Text size="sm">
            {t("detail.reply")}：{REPLY_LABELS[d.replyType]}
            {d.replyType === "CHOICE" ? `（${d.replyChoices.join("・")}）` : ""}
          </Text>
          <Group justify="space-between">
            <Group gap="xs">
              {d.cancelable && (
                <ActionButton color="red" variant="light" onClick={askCancel} loading={cancel.isPending}>
                  {t("detail.cancel")}
                </ActionButton>
              )}
              {sent && (
                <Menu>
                  <Menu.Target>
                    <ActionButton
                      variant="light"
                      leftSection={<IconRepeat size={16} />}
                      loading={resend.isPending}
                    >
                      {t("detail.resendTitle")}
                    </ActionButton>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => askResend(ResendType.ALL)}>{t("detail.resendAll")}</Menu.Item>
                    <Menu.Item onClick={() => askResend(ResendType.UNREAD)}>
                      {t("detail.resendUnread")}
                    </Menu.Item>
                    {d.replyType !== "NONE" && (
                      <Menu.Item onClick={() => askResend(ResendType.NO_REPLY)}>
                        {t("detail.resendNoReply")}
                      </Menu.Item>
                    )}
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                disabled={exporter.jobId !== null}
                onClick={() => exporter.run((o) => pushApi.exportFile(id, "Excel", o))}
              >
                {t("download.button")}（{t("download.excel")}）
              </Button>
              <Button
                variant="default"
                size="xs"
                disabled={exporter.jobId !== null}
                onClick={() => exporter.run((o) => pushApi.exportFile(id, "Csv", o))}
              >
                {t("download.button")}（{t("download.csv")}）
              </Button>
            </Group>
          </Group>
          <ExportProgress catalogue={PUSH_EXPORT_TEXTS} download={exporter} />
          <Recipients id={id} />
        </Stack>
      )}
    </Modal>
  );
}
