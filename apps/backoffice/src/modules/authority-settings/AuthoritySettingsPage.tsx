import "./i18n";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Stack, Tabs, Title } from "@mantine/core";
import { IconShieldLock, IconUsers } from "@tabler/icons-react";
import { AUTHORITY_NAMESPACE } from "./i18n";
import { PermissionSetsPanel } from "./PermissionSetsPanel";
import { UserPermissionsPanel } from "./UserPermissionsPanel";

/**
 * /authority-setting (category 900): permission sets with their menu authorities, and which set,
 * list reference, grade and hierarchy scope each login user has in this organisation. On a
 * reference-only menu everything can be looked at and nothing saved.
 */
export function AuthoritySettingsPage() {
  const { t } = useTranslation(AUTHORITY_NAMESPACE);
  return (
    <Stack gap="md" maw={1400}>
      <PageTitle title={t("title")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("title")}
      </Title>
      <Tabs defaultValue="sets" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="sets" leftSection={<IconShieldLock size={16} />}>
            {t("tabs.sets")}
          </Tabs.Tab>
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} />}>
            {t("tabs.users")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sets">
          <PermissionSetsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <UserPermissionsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
