import { GA4_PATTERN, GTM_PATTERN, MAX_ANALYTICS_IDS } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Group, Paper, Stack, TagsInput, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { useReadOnly } from "../../app/read-only";
import { ORGANIZATION_SETTINGS_NAMESPACE } from "./i18n";
import { useAnalytics, useSaveAnalytics } from "./queries";

// The shapes the server accepts are the domain's (organization-settings-api.ts), checked before sending.

const normalized = (ids: string[]) => [...new Set(ids.map((id) => id.trim().toUpperCase()).filter(Boolean))];

/** 「アクセス解析」: GA4 measurement ids and GTM containers the organisation's forms load. */
export function AnalyticsSection() {
  const { t } = useTranslation(ORGANIZATION_SETTINGS_NAMESPACE);
  const readOnly = useReadOnly();
  const setting = useAnalytics();
  const save = useSaveAnalytics();
  const [ga4Ids, setGa4Ids] = useState<string[]>([]);
  const [gtmIds, setGtmIds] = useState<string[]>([]);
  const [showErrors, setShowErrors] = useState(false);

  useEffect(() => {
    if (setting.data) {
      setGa4Ids(setting.data.ga4Ids);
      setGtmIds(setting.data.gtmIds);
    }
  }, [setting.data]);

  const ga4Error = normalized(ga4Ids).some((id) => !GA4_PATTERN.test(id))
    ? t("analytics.ga4Format")
    : undefined;
  const gtmError = normalized(gtmIds).some((id) => !GTM_PATTERN.test(id))
    ? t("analytics.gtmFormat")
    : undefined;

  const submit = async () => {
    setShowErrors(true);
    if (ga4Error || gtmError) return;
    try {
      await save.mutateAsync({ ga4Ids: normalized(ga4Ids), gtmIds: normalized(gtmIds) });
      setShowErrors(false);
      notify.success({ message: t("analytics.saved") });
    } catch {
      // The HTTP helper has shown the server's message.
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 16, sm: 18 }}>
          {t("analytics.title")}
        </Title>
        <Text size="sm">{t("analytics.lead")}</Text>
        <TagsInput
          label={t("analytics.ga4")}
          placeholder={t("analytics.ga4Placeholder")}
          value={ga4Ids}
          onChange={setGa4Ids}
          maxTags={MAX_ANALYTICS_IDS}
          readOnly={readOnly}
          error={showErrors && ga4Error}
          clearable
        />
        <TagsInput
          label={t("analytics.gtm")}
          placeholder={t("analytics.gtmPlaceholder")}
          value={gtmIds}
          onChange={setGtmIds}
          maxTags={MAX_ANALYTICS_IDS}
          readOnly={readOnly}
          error={showErrors && gtmError}
          clearable
        />
        <Group justify="flex-end">
          <ActionButton onClick={submit} loading={save.isPending} disabled={!setting.data}>
            {t("analytics.save")}
          </ActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}
