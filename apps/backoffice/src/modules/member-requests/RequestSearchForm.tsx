import { RequestStatus, RequestType } from "@gakumu/domain";
import { ClampedDateInput, useTranslation } from "@gakumu/ui";
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { MEMBER_REQUESTS_NAMESPACE } from "./i18n";
import { emptyFilter, type RequestFilter } from "./member-requests-api";

export interface RequestSearchFormProps {
  initial: RequestFilter;
  onSearch: (filter: RequestFilter) => void;
}

/** 申請種別・ステータス・申請日・メンバー; the page searches with what was last submitted. */
export function RequestSearchForm({ initial, onSearch }: RequestSearchFormProps) {
  const { t } = useTranslation(MEMBER_REQUESTS_NAMESPACE);
  const [draft, setDraft] = useState<RequestFilter>(initial);
  const set =
    <K extends keyof RequestFilter>(key: K) =>
    (value: RequestFilter[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const periodError = draft.from && draft.to && draft.from > draft.to ? t("search.periodOrder") : undefined;
  const options = (list: readonly { value: string | number; label: string }[]) => [
    { value: "", label: t("search.all") },
    ...list.map((o) => ({ value: String(o.value), label: o.label })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!periodError) onSearch({ ...draft, keyword: draft.keyword.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          <Select
            label={t("search.requestType")}
            data={options(RequestType.options)}
            value={draft.requestType}
            onChange={(value) => set("requestType")(value ?? "")}
            allowDeselect={false}
          />
          <Select
            label={t("search.status")}
            data={options(RequestStatus.options)}
            value={draft.status}
            onChange={(value) => set("status")(value ?? "")}
            allowDeselect={false}
          />
          <ClampedDateInput
            label={t("search.from")}
            value={draft.from}
            max={draft.to || undefined}
            onChange={set("from")}
          />
          <ClampedDateInput
            label={t("search.to")}
            value={draft.to}
            min={draft.from || undefined}
            onChange={set("to")}
            error={periodError}
          />
          <TextInput
            label={t("search.keyword")}
            placeholder={t("search.keywordPlaceholder")}
            value={draft.keyword}
            maxLength={100}
            onChange={(event) => set("keyword")(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit">{t("search.submit")}</Button>
          <Button variant="default" onClick={() => setDraft(emptyFilter())}>
            {t("search.clear")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
