import { matchesSearch } from "@gakumu/domain/text/normalize";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { updateFormSession, useFormSession } from "../../session/form-session";
import { FormCard } from "./FormCard";
import { LoginRequiredNotice } from "./LoginRequiredNotice";
import { useAccountPage } from "./use-account-page";

/**
 * /formlist (spec §2.2): the forms open to the user, filtered by a keyword that is kept in the
 * session (formListSearchCondition, §3.1) so coming back shows the same list. The forms known to
 * this tab are those of the links it opened.
 */
export function FormListPage() {
  const { t } = useTranslation("form");
  const login = useFormSession((s) => s.login);
  const form = useFormSession((s) => s.form);
  const saved = useFormSession((s) => s.formListSearchCondition?.keyword ?? "");
  const [keyword, setKeyword] = useState(saved);
  useAccountPage();

  const search = (event: FormEvent) => {
    event.preventDefault();
    updateFormSession({ formListSearchCondition: { keyword: keyword.trim() } });
  };

  const forms = form && matchesSearch(form.title, saved) ? [form] : [];

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
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={t("formList.keyword")}
                  type="search"
                  size="md"
                  flex={1}
                  value={keyword}
                  onChange={(event) => setKeyword(event.currentTarget.value)}
                />
                <Button type="submit" size="md" leftSection={<IconSearch size={18} />}>
                  {t("formList.search")}
                </Button>
              </Group>
            </form>
          </search>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("formList.resultCount", { count: forms.length })}
          </Text>
          {forms.length === 0 ? (
            <Text c="dimmed">{t("formList.empty")}</Text>
          ) : (
            forms.map((item) => <FormCard key={item.formId} form={item} />)
          )}
        </>
      ) : (
        <LoginRequiredNotice message={t("account.loginNeeded")} />
      )}
    </Stack>
  );
}
