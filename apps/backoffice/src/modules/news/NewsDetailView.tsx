import {
  formatDate,
  NEWS_AUDIENCE_LABELS,
  NEWS_LOG_ACTION_LABELS,
  NEWS_VIA_LABELS,
  type NewsType,
} from "@gakumu/domain";
import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { NEWS_NAMESPACE } from "./i18n";
import { NewsEditor } from "./NewsEditor";
import { NewsPreview } from "./NewsPreview";
import { NewsStatusBadge } from "./NewsStatusBadge";
import { newsApi, newsKeys } from "./news-api";

const at = (iso: string | null) => (iso ? formatDate(iso, "yyyy/MM/dd HH:mm") : "");

/** One item: the preview as members see it, its state, the approval actions, history and reads. */
export function NewsDetailView({ type, id, onBack }: { type: NewsType; id: number; onBack: () => void }) {
  const { t } = useTranslation(NEWS_NAMESPACE);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [comment, setComment] = useState("");
  const [commentError, setCommentError] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: newsKeys.detail(type, id),
    queryFn: ({ signal }) => newsApi.detail(type, id, signal),
  });
  const reads = useQuery({
    queryKey: newsKeys.reads(type, id),
    queryFn: ({ signal }) => newsApi.reads(type, id, signal),
    enabled: (detail.data?.recipientCount ?? 0) > 0,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: newsKeys.all(type) });
  const submit = useMutation({
    mutationFn: (version: number) => newsApi.submit(type, id, version),
    onSuccess: () => {
      notify.success({ message: t("detail.submitted") });
      refresh();
    },
    onError: notifyHttpError,
  });
  const decide = useMutation({
    mutationFn: (v: { decision: "approve" | "return"; version: number }) =>
      newsApi.decide(type, id, v.decision, v.version, comment),
    onSuccess: (_, v) => {
      notify.success({ message: v.decision === "approve" ? t("detail.approved") : t("detail.returned") });
      setComment("");
      refresh();
    },
    onError: notifyHttpError,
  });
  const remove = useMutation({
    mutationFn: (version: number) => newsApi.remove(type, id, version),
    onSuccess: () => {
      notify.success({ message: t("detail.removed") });
      refresh();
      onBack();
    },
    onError: notifyHttpError,
  });

  const item = detail.data;
  if (!item) return <Loader size="sm" type="dots" />;
  if (editing) return <NewsEditor type={type} item={item} onDone={() => setEditing(false)} />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button variant="subtle" onClick={onBack}>
          {t("detail.back")}
        </Button>
        <Group gap="xs">
          <ActionButton variant="default" onClick={() => setEditing(true)}>
            {t("detail.edit")}
          </ActionButton>
          {item.status === 3 && (
            <ActionButton
              loading={submit.isPending}
              onClick={async () => {
                if (await confirmDialog({ message: t("detail.confirmSubmit") })) submit.mutate(item.version);
              }}
            >
              {t("detail.submit")}
            </ActionButton>
          )}
          <ActionButton
            color="red"
            variant="light"
            onClick={async () => {
              if (await confirmDialog({ message: t("detail.confirmRemove") })) remove.mutate(item.version);
            }}
          >
            {t("detail.remove")}
          </ActionButton>
        </Group>
      </Group>
      <Group gap="xs">
        <NewsStatusBadge status={item.status} />
        {item.approvalStage && (
          <Badge variant="outline">{t("detail.stage", { stage: item.approvalStage })}</Badge>
        )}
        <Text size="sm" c="dimmed">
          {NEWS_AUDIENCE_LABELS[item.audience]}
          {item.recipientCount > 0 ? ` ／ ${t("detail.recipients", { count: item.recipientCount })}` : ""}
        </Text>
      </Group>
      {item.returnComment && (
        <Alert color="orange" title={t("detail.returnComment")}>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {item.returnComment}
          </Text>
        </Alert>
      )}
      {item.canApprove && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t("detail.youApprove")}
            </Text>
            <Textarea
              label={t("detail.comment")}
              value={comment}
              error={commentError}
              maxLength={1000}
              onChange={(e) => setComment(e.currentTarget.value)}
            />
            <Group>
              <ActionButton
                loading={decide.isPending}
                onClick={() => decide.mutate({ decision: "approve", version: item.version })}
              >
                {t("detail.approve")}
              </ActionButton>
              <ActionButton
                color="orange"
                variant="light"
                loading={decide.isPending}
                onClick={() => {
                  if (comment.trim() === "") return setCommentError(t("detail.commentRequired"));
                  setCommentError(null);
                  decide.mutate({ decision: "return", version: item.version });
                }}
              >
                {t("detail.return")}
              </ActionButton>
            </Group>
          </Stack>
        </Paper>
      )}
      <Title order={3} fz="md">
        {t("detail.preview")}
      </Title>
      <NewsPreview item={item} />
      <Title order={3} fz="md">
        {t("detail.history")}
      </Title>
      {item.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("detail.noHistory")}
        </Text>
      ) : (
        <Table fz="sm">
          <Table.Tbody>
            {item.history.map((h) => (
              <Table.Tr key={`${h.at}-${h.action}-${h.stage ?? 0}-${h.actorName}`}>
                <Table.Td w={150}>{at(h.at)}</Table.Td>
                <Table.Td w={180}>
                  {NEWS_LOG_ACTION_LABELS[h.action]}
                  {h.stage ? `（${h.stage}段階目）` : ""}
                </Table.Td>
                <Table.Td>
                  {h.actorName}
                  <Text span size="xs" c="dimmed">
                    {" "}
                    {NEWS_VIA_LABELS[h.via] ?? ""}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: "pre-wrap" }}>{h.comment}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {reads.data && (
        <>
          <Title order={3} fz="md">
            {t("detail.reads")}：{t("detail.readCount", { read: reads.data.read, total: reads.data.total })}
          </Title>
          <Table fz="sm" striped>
            <Table.Tbody>
              {reads.data.items.map((r) => (
                <Table.Tr key={r.memberId}>
                  <Table.Td>{r.memberNo}</Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{r.readAt ? at(r.readAt) : t("detail.unread")}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
