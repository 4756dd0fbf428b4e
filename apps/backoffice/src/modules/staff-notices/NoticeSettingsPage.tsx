import { PageTitle, useTranslation } from "@gakumu/ui";
import { Loader, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { BrowserPushSection } from "./BrowserPushSection";
import { STAFF_NOTICES_NAMESPACE } from "./i18n";
import { NoticeSettingsTable } from "./NoticeSettingsTable";
import { RecentNotices } from "./RecentNotices";
import { staffNoticeKeys, staffNoticesApi } from "./staff-notices-api";

function SettingsOf({ who }: { who: number | "me" }) {
  const settings = useQuery({
    queryKey: staffNoticeKeys.settings(who),
    queryFn: ({ signal }) => staffNoticesApi.settings(who, signal),
  });
  if (!settings.data) return <Loader size="sm" />;
  return <NoticeSettingsTable who={who} data={settings.data} />;
}

/** An administrator's choice of another staff member, and that member's settings. */
function StaffSettings() {
  const { t } = useTranslation(STAFF_NOTICES_NAMESPACE);
  const [chosen, setChosen] = useState<string | null>(null);
  const staff = useQuery({
    queryKey: staffNoticeKeys.staff(),
    queryFn: ({ signal }) => staffNoticesApi.staff(signal),
  });
  const options = (staff.data?.items ?? []).map((s) => ({
    value: String(s.loginUserId),
    label: `${s.name}（${s.displayUserId}）`,
  }));
  const name = options.find((o) => o.value === chosen)?.label ?? "";
  return (
    <Paper withBorder p="md" maw={720}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t("staff.title")}
        </Title>
        <Select
          label={t("staff.choose")}
          placeholder={t("staff.placeholder")}
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          maw={360}
        />
        {chosen && (
          <>
            <Text size="sm" fw={600}>
              {t("staff.editing", { name })}
            </Text>
            <SettingsOf key={chosen} who={Number(chosen)} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Menu notice-setting: one's own notice settings, this browser's push, recent notices, others' (admins). */
export function NoticeSettingsPage() {
  const { t } = useTranslation(STAFF_NOTICES_NAMESPACE);
  const own = useQuery({
    queryKey: staffNoticeKeys.settings("me"),
    queryFn: ({ signal }) => staffNoticesApi.settings("me", signal),
  });
  return (
    <Stack gap="lg">
      <PageTitle title={t("title")} withHeading order={2} />
      <Text size="sm" c="dimmed">
        {t("lead")}
      </Text>
      {own.data ? <NoticeSettingsTable who="me" data={own.data} /> : <Loader size="sm" />}
      <BrowserPushSection />
      <RecentNotices />
      {own.data?.canManageOthers && <StaffSettings />}
    </Stack>
  );
}
