import { type AnswerDetail, FormAnswerStatus, formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Paper, Text, Timeline, Title } from "@mantine/core";
import { ANSWERS_NAMESPACE } from "../i18n";

/** 状態の履歴: each change, newest first, with who made it and a remand's message. */
export function StatusHistory({ history }: { history: AnswerDetail["history"] }) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const entries = [...history].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="md" mb="sm">
        {t("detail.history")}
      </Title>
      {entries.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t("detail.noHistory")}
        </Text>
      ) : (
        <Timeline active={0} bulletSize={14} lineWidth={2}>
          {entries.map((entry, index) => (
            <Timeline.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: log rows have no id of their own; order is fixed
              key={index}
              title={
                entry.fromStatus === null
                  ? `${t("detail.created")}：${FormAnswerStatus.label(entry.toStatus)}`
                  : `${FormAnswerStatus.label(entry.fromStatus)} → ${FormAnswerStatus.label(entry.toStatus)}`
              }
            >
              <Text fz="xs" c="dimmed">
                {formatDate(entry.createdAt, "yyyy/MM/dd HH:mm")}・
                {entry.changedBy ?? t("detail.byApplicant")}
              </Text>
              {entry.message && (
                <Text fz="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
                  {entry.message}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
