import { FormStatus, FormType } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Button, Group, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import type { FormSearch } from "../forms-api";
import { FORMS_NAMESPACE } from "../i18n";

export type FormConditions = Omit<FormSearch, "page">;

export const EMPTY_CONDITIONS: FormConditions = { keyword: "", status: null, formType: null };

/** Keyword, status and form type; nothing changes until the person searches. */
export function FormSearchForm({ onSearch }: { onSearch: (conditions: FormConditions) => void }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [input, setInput] = useState<FormConditions>(EMPTY_CONDITIONS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...input, keyword: input.keyword.trim() });
  };
  const clear = () => {
    setInput(EMPTY_CONDITIONS);
    onSearch(EMPTY_CONDITIONS);
  };
  return (
    <form onSubmit={submit}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t("list.keyword")}
          placeholder={t("list.keywordPlaceholder")}
          leftSection={<IconSearch size={16} />}
          value={input.keyword}
          maxLength={100}
          onChange={(event) => setInput({ ...input, keyword: event.currentTarget.value })}
          w={{ base: "100%", sm: 300 }}
        />
        <Select
          label={t("list.status")}
          placeholder={t("list.all")}
          data={FormStatus.options.map((o) => ({ value: o.value, label: o.label }))}
          value={input.status}
          onChange={(value) => setInput({ ...input, status: FormStatus.isValid(value) ? value : null })}
          clearable
          w={150}
        />
        <Select
          label={t("list.formType")}
          placeholder={t("list.all")}
          data={FormType.options.map((o) => ({ value: o.value, label: o.label }))}
          value={input.formType}
          onChange={(value) => setInput({ ...input, formType: FormType.isValid(value) ? value : null })}
          clearable
          w={190}
        />
        <Button type="submit" variant="light">
          {t("list.search")}
        </Button>
        <Button variant="subtle" color="gray" onClick={clear}>
          {t("list.clear")}
        </Button>
      </Group>
    </form>
  );
}
