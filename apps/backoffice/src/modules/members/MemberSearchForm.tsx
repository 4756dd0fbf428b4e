import { EnrollmentStatus, MemberExactStatus } from "@gakumu/domain";
import { ClampedDateInput, useTranslation } from "@gakumu/ui";
import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useMemo, useState } from "react";
import { hierarchySearchOptions } from "./hierarchy-options";
import { MEMBERS_NAMESPACE } from "./i18n";
import { emptyFilter, type MemberFilter, type MemberListOptions } from "./members-api";

interface Props {
  initial: MemberFilter;
  options: MemberListOptions | undefined;
  onSearch: (filter: MemberFilter) => void;
}

const statusOptions = MemberExactStatus.options.map((o) => ({ value: o.value, label: o.label }));
const enrollmentOptions = EnrollmentStatus.options.map((o) => ({ value: String(o.value), label: o.label }));

/** The list's conditions; nothing changes until the person searches (button or Enter). */
export function MemberSearchForm({ initial, options, onSearch }: Props) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const [draft, setDraft] = useState<MemberFilter>(initial);
  const set = <K extends keyof MemberFilter>(key: K, value: MemberFilter[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const hierarchy = useMemo(() => hierarchySearchOptions(options?.hierarchy ?? []), [options]);
  const grades = (options?.grades ?? []).map((g) => ({ value: String(g.gradeCd), label: g.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, keyword: draft.keyword.trim() });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <TextInput
              label={t("search.keyword")}
              placeholder={t("search.keywordPlaceholder")}
              leftSection={<IconSearch size={16} />}
              value={draft.keyword}
              maxLength={200}
              onChange={(e) => set("keyword", e.currentTarget.value)}
            />
            <Select
              label={t("search.hierarchy")}
              placeholder={t("search.hierarchyAll")}
              data={hierarchy}
              value={draft.hierarchyCd || null}
              onChange={(v) => set("hierarchyCd", v ?? "")}
              searchable
              clearable
              nothingFoundMessage="—"
            />
            <MultiSelect
              label={t("search.grade")}
              placeholder={draft.grades.length ? undefined : t("search.any")}
              data={grades}
              value={draft.grades.map(String)}
              onChange={(v) => set("grades", v.map(Number))}
              clearable
            />
            <MultiSelect
              label={t("search.status")}
              placeholder={draft.statuses.length ? undefined : t("search.any")}
              data={statusOptions}
              value={draft.statuses}
              onChange={(v) => set("statuses", v.filter(MemberExactStatus.isValid))}
              clearable
            />
            <MultiSelect
              label={t("search.enrollment")}
              placeholder={draft.enrollmentStatuses.length ? undefined : t("search.any")}
              data={enrollmentOptions}
              value={draft.enrollmentStatuses.map(String)}
              onChange={(v) => set("enrollmentStatuses", v.map(Number).filter(EnrollmentStatus.isValid))}
              clearable
            />
            <ClampedDateInput
              label={t("search.validOn")}
              value={draft.validOn}
              onChange={(v) => set("validOn", v)}
            />
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} />} data-operation-id="member-search">
              {t("search.submit")}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft(emptyFilter());
                onSearch(emptyFilter());
              }}
            >
              {t("search.clear")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
