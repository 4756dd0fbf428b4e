import { PageTitle, useTranslation } from "@gakumu/ui";
import {
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { answerApi } from "../../api/answer-api";
import { FORM_TYPES, formTypeLabel, isFormType } from "../../app/form-codes";
import { type FormListSearchCondition, updateFormSession, useFormSession } from "../../session/form-session";
import { FormListEntryCard } from "./FormListEntryCard";
import { LoginRequiredNotice } from "./LoginRequiredNotice";
import { useAccountPage } from "./use-account-page";

const DEFAULT_CONDITION: Required<FormListSearchCondition> = { keyword: "", formType: null, openOnly: true };

function Results({ condition }: { condition: Required<FormListSearchCondition> }) {
  const { t } = useTranslation("form");
  const list = useQuery({
    queryKey: ["form-list", condition],
    queryFn: () =>
      answerApi.formList({
        ...(condition.keyword ? { keyword: condition.keyword } : {}),
        // A saved condition from an older screen may hold a type the server no longer knows.
        ...(condition.formType && isFormType(condition.formType) ? { formType: condition.formType } : {}),
        openOnly: condition.openOnly ? "true" : "false",
      }),
  });
  if (list.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t("answer.loading")} />
      </Center>
    );
  if (list.error) return <Text c="dimmed">{t("formList.loadFailed")}</Text>;
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t("formList.resultCount", { count: list.data.length })}
      </Text>
      {list.data.length === 0 ? (
        <Text c="dimmed">{t("formList.empty")}</Text>
      ) : (
        list.data.map((entry) => <FormListEntryCard key={entry.formId} entry={entry} />)
      )}
    </>
  );
}

/**
 * /formlist (spec §2.2): the forms offered to the user (GET form-list), searched by keyword, type and
 * reception. The condition is kept in the session (formListSearchCondition, §3.1), so coming back
 * shows the same list.
 */
export function FormListPage() {
  const { t } = useTranslation("form");
  const login = useFormSession((s) => s.login);
  const saved = useFormSession((s) => s.formListSearchCondition);
  const condition = { ...DEFAULT_CONDITION, ...saved };
  const [draft, setDraft] = useState(condition);
  useAccountPage();

  const search = (event: FormEvent) => {
    event.preventDefault();
    updateFormSession({ formListSearchCondition: { ...draft, keyword: draft.keyword.trim() } });
  };

  return (
    <Stack gap="md">
      <PageTitle title={t("formList.title")} />
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t("formList.title")}
      </Title>
      {login ? (
        <>
          <search>
            <form onSubmit={search}>
              <Stack gap="sm">
                <TextInput
                  label={t("formList.keyword")}
                  type="search"
                  size="md"
                  value={draft.keyword}
                  onChange={(event) => setDraft({ ...draft, keyword: event.currentTarget.value })}
                />
                <NativeSelect
                  label={t("formList.formType")}
                  size="md"
                  data={[
                    { value: "", label: t("formList.allTypes") },
                    ...FORM_TYPES.map((code) => ({ value: code, label: formTypeLabel(t, code) })),
                  ]}
                  value={draft.formType ?? ""}
                  onChange={(event) => setDraft({ ...draft, formType: event.currentTarget.value || null })}
                />
                <Group justify="space-between" gap="sm">
                  <Checkbox
                    label={t("formList.openOnly")}
                    checked={draft.openOnly}
                    onChange={(event) => setDraft({ ...draft, openOnly: event.currentTarget.checked })}
                  />
                  <Button type="submit" size="md" leftSection={<IconSearch size={18} />}>
                    {t("formList.search")}
                  </Button>
                </Group>
              </Stack>
            </form>
          </search>
          <Results condition={condition} />
        </>
      ) : (
        <LoginRequiredNotice message={t("account.loginNeeded")} />
      )}
    </Stack>
  );
}
