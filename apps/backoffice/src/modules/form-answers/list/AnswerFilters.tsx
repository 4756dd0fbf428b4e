import { FormAnswerStatus } from "@gakumu/domain";
import { ClampedDateInput, useTranslation } from "@gakumu/ui";
import { Button, Chip, Group, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { LISTED_STATUSES, STATUS_COLORS } from "../answer-status";
import { type AnswerFilter, type AnswerStatusCode, emptyAnswerFilter } from "../answers-api";
import { ANSWERS_NAMESPACE } from "../i18n";

const number = (n: number) => n.toLocaleString("ja-JP");

/**
 * Counts per status as chips: ticking one (or several) lists only those statuses at once. The
 * counts are the whole form's, whatever the other conditions.
 */
export function StatusChips({
  counts,
  value,
  onChange,
}: {
  counts: Record<string, number>;
  value: AnswerStatusCode[];
  onChange: (statuses: AnswerStatusCode[]) => void;
}) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  return (
    <Stack gap={4}>
      <Text fz="xs" c="dimmed" id="answer-status-chips">
        {t("list.statuses")}
      </Text>
      <Chip.Group
        multiple
        value={value.map(String)}
        onChange={(next) => onChange(LISTED_STATUSES.filter((s) => next.includes(String(s))))}
      >
        <Group gap={6} role="group" aria-labelledby="answer-status-chips">
          {LISTED_STATUSES.map((status) => (
            <Chip
              key={status}
              value={String(status)}
              color={STATUS_COLORS[status]}
              variant="outline"
              size="sm"
            >
              {FormAnswerStatus.label(status)} {number(counts[String(status)] ?? 0)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}

/** Period of sending and a keyword; nothing applies until 検索 (or Enter). */
export function AnswerSearchForm({
  initial,
  onSearch,
}: {
  initial: AnswerFilter;
  onSearch: (filter: Omit<AnswerFilter, "statuses">) => void;
}) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      submittedFrom: draft.submittedFrom,
      submittedTo: draft.submittedTo,
      keyword: draft.keyword.trim(),
    });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <ClampedDateInput
              label={t("list.submittedFrom")}
              value={draft.submittedFrom}
              max={draft.submittedTo || undefined}
              onChange={(v) => setDraft({ ...draft, submittedFrom: v })}
            />
            <ClampedDateInput
              label={t("list.submittedTo")}
              value={draft.submittedTo}
              min={draft.submittedFrom || undefined}
              onChange={(v) => setDraft({ ...draft, submittedTo: v })}
            />
            <TextInput
              label={t("list.keyword")}
              placeholder={t("list.keywordPlaceholder")}
              value={draft.keyword}
              maxLength={100}
              onChange={(e) => setDraft({ ...draft, keyword: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Group gap="sm">
            <Button
              type="submit"
              leftSection={<IconSearch size={16} />}
              data-operation-id="form-answer-search"
            >
              {t("list.search")}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                const empty = emptyAnswerFilter();
                setDraft(empty);
                onSearch(empty);
              }}
            >
              {t("list.clear")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
