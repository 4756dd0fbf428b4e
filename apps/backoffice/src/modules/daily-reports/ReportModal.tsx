import { DAILY_REPORT_COMMENT_MAX, formatDate, formatReportAnswer } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Button, Divider, Loader, Modal, Paper, Stack, Table, Text, Textarea } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifyHttpError } from "../../app/http";
import { useReadOnly } from "../../app/read-only";
import { dailyReportApi, dailyReportKeys } from "./daily-reports-api";
import { DAILY_REPORT_NAMESPACE } from "./i18n";

/** One report: the member's answers, the comments so far, and a box for the next comment. */
export function ReportModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(DAILY_REPORT_NAMESPACE);
  const readOnly = useReadOnly();
  const client = useQueryClient();
  const [text, setText] = useState("");
  const report = useQuery({
    queryKey: dailyReportKeys.report(id),
    queryFn: ({ signal }) => dailyReportApi.report(id, signal),
  });
  const send = useMutation({
    mutationFn: () => dailyReportApi.comment(id, text),
    onSuccess: (saved) => {
      notify.success({ message: t("commentSent") });
      setText("");
      client.setQueryData(dailyReportKeys.report(id), saved);
      void client.invalidateQueries({ queryKey: dailyReportKeys.all });
    },
    onError: notifyHttpError,
  });
  const r = report.data;
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={r ? `${r.templateName}（${r.date.replaceAll("-", "/")}）${r.member.name}` : t("title")}
    >
      {!r ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {r.member.memberCd}　{r.member.groupName}　{t("submittedAt")}{" "}
            {formatDate(r.submittedAt, "yyyy/MM/dd HH:mm")}
          </Text>
          <Table withTableBorder>
            <Table.Tbody>
              {r.items.map((item) => (
                <Table.Tr key={item.key}>
                  <Table.Th w={160} style={{ verticalAlign: "top" }}>
                    {item.label}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: "pre-wrap" }}>
                    {formatReportAnswer(item, r.answers[item.key])}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Divider label={t("comments")} labelPosition="left" />
          {r.comments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("noComments")}
            </Text>
          ) : (
            r.comments.map((c) => (
              <Paper key={c.id} withBorder p="xs" bg="blue.0">
                <Text size="xs" c="dimmed">
                  {c.authorName}　{formatDate(c.createdAt, "yyyy/MM/dd HH:mm")}
                </Text>
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {c.body}
                </Text>
              </Paper>
            ))
          )}
          {!readOnly && (
            <>
              <Textarea
                label={t("commentLabel")}
                description={t("commentLocks")}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                maxLength={DAILY_REPORT_COMMENT_MAX}
                autosize
                minRows={3}
              />
              <Button onClick={() => send.mutate()} loading={send.isPending} disabled={text.trim() === ""}>
                {t("commentSend")}
              </Button>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
