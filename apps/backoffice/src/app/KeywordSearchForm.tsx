import { Button, Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";

export interface KeywordSearchFormProps {
  /** Placeholder and accessible name of the field, e.g. 「ユーザーID・氏名・メールアドレスで検索」. */
  label: string;
  buttonLabel: string;
  /** Called with the trimmed keyword when the person searches (button or Enter). */
  onSearch: (keyword: string) => void;
}

/** The one-field keyword search above a list: typing changes nothing until the person searches. */
export function KeywordSearchForm({ label, buttonLabel, onSearch }: KeywordSearchFormProps) {
  const [input, setInput] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(input.trim());
  };
  return (
    <form onSubmit={submit}>
      <Group gap="xs" align="flex-end">
        <TextInput
          aria-label={label}
          placeholder={label}
          leftSection={<IconSearch size={16} />}
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          w={{ base: 220, sm: 340 }}
        />
        <Button type="submit" variant="light">
          {buttonLabel}
        </Button>
      </Group>
    </form>
  );
}
