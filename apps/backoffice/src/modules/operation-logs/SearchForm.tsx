import { ClampedDateInput, useTranslation } from "@gakumu/ui";
import { Button, Group, SegmentedControl, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { OPERATION_LOGS_NAMESPACE } from "./i18n";
import { defaultFilter, type LogFilter } from "./operation-logs-api";

export interface SearchFormProps {
  initial: LogFilter;
  onSearch: (filter: LogFilter) => void;
}

/**
 * 期間・ユーザー・機能 and the kind of log; the page searches with what was last submitted. The kind
 * is a tab, so choosing it searches at once (with the conditions last searched, not half-typed ones).
 */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const { t } = useTranslation(OPERATION_LOGS_NAMESPACE);
  const [draft, setDraft] = useState<LogFilter>(initial);
  const set =
    <K extends keyof LogFilter>(key: K) =>
    (value: LogFilter[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  // The date inputs clamp to each other; this catches text typed past the clamp.
  const periodError = draft.from && draft.to && draft.from > draft.to ? t("search.periodOrder") : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!periodError) onSearch({ ...draft, user: draft.user.trim(), function: draft.function.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          w="fit-content"
          aria-label={t("search.kind")}
          value={draft.kind}
          onChange={(value) => {
            const kind = value === "audit" ? "audit" : "operation";
            set("kind")(kind);
            onSearch({ ...initial, kind });
          }}
          data={[
            { value: "operation", label: t("search.kindOperation") },
            { value: "audit", label: t("search.kindAudit") },
          ]}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <ClampedDateInput
            label={`${t("search.period")}（${t("search.from")}）`}
            value={draft.from}
            max={draft.to || undefined}
            onChange={set("from")}
          />
          <ClampedDateInput
            label={`${t("search.period")}（${t("search.to")}）`}
            value={draft.to}
            min={draft.from || undefined}
            onChange={set("to")}
            error={periodError}
          />
          <TextInput
            label={t("search.user")}
            placeholder={t("search.userPlaceholder")}
            value={draft.user}
            maxLength={64}
            onChange={(event) => set("user")(event.currentTarget.value)}
          />
          <TextInput
            label={t("search.function")}
            placeholder={t("search.functionPlaceholder")}
            value={draft.function}
            maxLength={100}
            onChange={(event) => set("function")(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" data-operation-id="operation-log-search">
            {t("search.submit")}
          </Button>
          <Button variant="default" onClick={() => setDraft({ ...defaultFilter(), kind: draft.kind })}>
            {t("search.clear")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
