import {
  NO_CONTACT_MINUTES_MAX,
  NO_CONTACT_MINUTES_MIN,
  SAFETY_ALERTS_PATH,
  type SafetyAutoOptions,
  type SafetyStaffAlertInput,
  type SafetyStaffAlertSettings,
} from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Group, Loader, MultiSelect, NumberInput, Stack, Switch, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { http, notifyHttpError } from "../../app/http";
import { SAFETY_ALERTS_NAMESPACE } from "./staff-alerts-i18n";

// 職員への通知 (server: modules/safety-alerts): who is mailed on a 重傷 answer, and whether and when a
// send still without contact is reported.

const alertsKey = ["safety-jma", "staff-alerts"] as const;
const DEFAULT_MINUTES = 30;

export const staffAlertsApi = {
  get: (signal?: AbortSignal) =>
    http.get<SafetyStaffAlertSettings>(SAFETY_ALERTS_PATH, undefined, { signal }),
  save: (body: SafetyStaffAlertInput) => http.put<SafetyStaffAlertSettings>(SAFETY_ALERTS_PATH, body),
};

function StaffAlertForm({
  settings,
  staff,
}: {
  settings: SafetyStaffAlertSettings;
  staff: SafetyAutoOptions["staff"];
}) {
  const { t } = useTranslation(SAFETY_ALERTS_NAMESPACE);
  const client = useQueryClient();
  const [form, setForm] = useState(settings);
  // The minutes typed stay while the switch is off, so turning it back on restores them.
  const [minutes, setMinutes] = useState(settings.noContactMinutes ?? DEFAULT_MINUTES);
  const save = useMutation({
    mutationFn: () =>
      staffAlertsApi.save({
        staffLoginUserIds: form.staffLoginUserIds,
        noContactMinutes: form.noContactMinutes === null ? null : minutes,
        ...(form.version === null ? {} : { version: form.version }),
      }),
    onSuccess: (saved) => {
      notify.success({ message: t("saved") });
      setForm(saved);
      client.setQueryData(alertsKey, saved);
    },
    onError: notifyHttpError,
  });
  return (
    <Stack gap="md" maw={720}>
      <Text size="sm">{t("lead")}</Text>
      <MultiSelect
        label={t("staff")}
        description={t("staffHint")}
        data={staff.map((s) => ({ value: String(s.id), label: s.mail ? `${s.name}（${s.mail}）` : s.name }))}
        value={form.staffLoginUserIds.map(String)}
        onChange={(picked) => setForm((f) => ({ ...f, staffLoginUserIds: picked.map(Number) }))}
        searchable
        clearable
      />
      <Switch
        label={t("noContact")}
        checked={form.noContactMinutes !== null}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setForm((f) => ({ ...f, noContactMinutes: on ? minutes : null }));
        }}
      />
      {form.noContactMinutes !== null && (
        <NumberInput
          label={t("minutes")}
          description={t("minutesHint")}
          min={NO_CONTACT_MINUTES_MIN}
          max={NO_CONTACT_MINUTES_MAX}
          allowDecimal={false}
          value={minutes}
          onChange={(v) => setMinutes(typeof v === "number" ? v : NO_CONTACT_MINUTES_MIN)}
          w={320}
        />
      )}
      <Group>
        <ActionButton onClick={() => save.mutate()} loading={save.isPending}>
          {t("save")}
        </ActionButton>
      </Group>
    </Stack>
  );
}

/** The 職員への通知 section of 自動配信設定. */
export function StaffAlertSection({ staff }: { staff: SafetyAutoOptions["staff"] | undefined }) {
  const settings = useQuery({ queryKey: alertsKey, queryFn: ({ signal }) => staffAlertsApi.get(signal) });
  if (!settings.data || !staff) return <Loader />;
  return <StaffAlertForm settings={settings.data} staff={staff} />;
}
