import { PageTitle, useTranslation } from "@gakumu/ui";
import { Stack, Text, Title } from "@mantine/core";
import { SAFETY_NAMESPACE } from "./i18n";
import { SafetySendList } from "./SafetySendList";

/** 安否確認結果 (menu safety-result): the sends' answers, the people per state, proxy answers. */
export function SafetyResultsPage() {
  const { t } = useTranslation(SAFETY_NAMESPACE);
  const title = t("list.resultTitle");
  return (
    <Stack gap="md" p="md" maw={1200}>
      <PageTitle title={title} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {t("list.resultLead")}
      </Text>
      <SafetySendList screen="results" />
    </Stack>
  );
}
