import type { MemberCandidate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { healthApi, healthKeys } from "./health-care-api";
import { HEALTH_CARE_NAMESPACE } from "./i18n";

/**
 * One member, found by name, kana or member ID as the user types. `path` is the search route of the
 * screen's own menu, so the server checks the authority that screen needs.
 */
export function MemberPicker(props: {
  path: "member-candidates" | "observation-candidates" | "record-candidates";
  value: MemberCandidate | null;
  onChange: (member: MemberCandidate | null) => void;
  error?: string | null;
}) {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  const [search, setSearch] = useState("");
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: healthKeys.candidates(props.path, keyword),
    queryFn: ({ signal }) => healthApi.candidates(props.path, keyword, signal),
    enabled: keyword.length > 0,
  });
  const items = [...(found.data?.items ?? [])];
  if (props.value && !items.some((m) => m.id === props.value!.id)) items.unshift(props.value);
  return (
    <Select
      label={t("member")}
      placeholder={t("searchMember")}
      searchable
      clearable
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      data={items.map((m) => ({
        value: String(m.id),
        label: `${m.name}（${m.memberId}）${m.placement ? ` ${m.placement}` : ""}`,
      }))}
      value={props.value ? String(props.value.id) : null}
      onChange={(v) => props.onChange(items.find((m) => String(m.id) === v) ?? null)}
      error={props.error}
      maw={520}
    />
  );
}
