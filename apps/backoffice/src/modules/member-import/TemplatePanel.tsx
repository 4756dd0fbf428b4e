import { useTranslation } from "@gakumu/ui";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { downloadFromUrl } from "./download";
import { MEMBER_IMPORT_NAMESPACE } from "./i18n";
import type { importApi } from "./member-import-api";

/** The template downloads: the header row built from the organisation's import fields. */
export function TemplatePanel({ api }: { api: ReturnType<typeof importApi> }) {
  const { t } = useTranslation(MEMBER_IMPORT_NAMESPACE);
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t("template.heading")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("template.description")}
        </Text>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadFromUrl(api.templateUrl("Excel"))}
            data-operation-id="member-import-template-excel"
          >
            {t("template.excel")}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadFromUrl(api.templateUrl("Csv"))}
            data-operation-id="member-import-template-csv"
          >
            {t("template.csv")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
