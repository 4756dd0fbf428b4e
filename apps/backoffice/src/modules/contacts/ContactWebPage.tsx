import { PageTitle, useTranslation } from "@gakumu/ui";
import { Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { contactKeys, contactWebApi } from "./contacts-api";
import { CONTACTS_NAMESPACE } from "./i18n";
import { LinksPanel } from "./LinksPanel";
import { SettingPanel } from "./SettingPanel";
import { TypesPanel } from "./TypesPanel";

/** Web連絡設定 (menu contact-web): contact types, the cut-off and reminder, and the class links. */
export function ContactWebPage() {
  const { t } = useTranslation(CONTACTS_NAMESPACE);
  const setting = useQuery({
    queryKey: contactKeys.setting,
    queryFn: ({ signal }) => contactWebApi.setting(signal),
  });
  const types = useQuery({
    queryKey: contactKeys.types,
    queryFn: ({ signal }) => contactWebApi.types(signal),
  });
  return (
    <Stack gap="md" p="md" maw={1200}>
      <PageTitle title={t("webTitle")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("webTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("webLead")}
      </Text>
      <Tabs defaultValue="types" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="types">{t("tabTypes")}</Tabs.Tab>
          <Tabs.Tab value="setting">{t("tabSetting")}</Tabs.Tab>
          <Tabs.Tab value="links">{t("tabLinks")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="types" pt="md">
          {types.data ? <TypesPanel types={types.data.items} /> : <Loader size="sm" />}
        </Tabs.Panel>
        <Tabs.Panel value="setting" pt="md">
          {setting.data ? (
            <SettingPanel key={setting.data.version ?? 0} setting={setting.data} />
          ) : (
            <Loader size="sm" />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="links" pt="md">
          <LinksPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
