import { PageTitle, useTranslation } from "@gakumu/ui";
import { Loader, Stack, Tabs, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { MEMBER_ACCOUNTS_NAMESPACE } from "./i18n";
import { type ListFilter, MemberAccountListPanel } from "./MemberAccountListPanel";
import { memberAccountKeys, memberAccountsApi } from "./member-accounts-api";
import { RegistrationRatePanel } from "./RegistrationRatePanel";

/**
 * Menu member-account (アプリ利用者管理, mobile manage 910): the registration rate per grade and class
 * (the figure schools chase), and the member list where login QRs are printed and reissued.
 */
export function MemberAccountsPage() {
  const { t } = useTranslation(MEMBER_ACCOUNTS_NAMESPACE);
  const [tab, setTab] = useState<string | null>("rate");
  const [filter, setFilter] = useState<ListFilter>({ registration: "all", keyword: "" });
  const rate = useQuery({
    queryKey: memberAccountKeys.rate(),
    queryFn: ({ signal }) => memberAccountsApi.rate(signal),
  });

  return (
    <Stack gap="md" p="md">
      <PageTitle title={t("title")} withHeading order={2} />
      <Text size="sm" c="dimmed">
        {t("lead")}
      </Text>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="rate">{t("tabs.rate")}</Tabs.Tab>
          <Tabs.Tab value="list">{t("tabs.list")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rate" pt="md">
          {rate.data ? (
            <RegistrationRatePanel
              rate={rate.data}
              onShowUnregistered={(where) => {
                setFilter({ registration: "unregistered", keyword: "", ...where });
                setTab("list");
              }}
            />
          ) : (
            <Loader size="sm" type="dots" />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="list" pt="md">
          <MemberAccountListPanel filter={filter} rate={rate.data} onFilter={setFilter} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
