import { type NoticeSettingRow, type NoticeSettings, NoticeSettingType } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Alert, Button, Group, Stack, Switch, Table, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { STAFF_NOTICES_NAMESPACE } from "./i18n";
import { staffNoticeKeys, staffNoticesApi } from "./staff-notices-api";

/** Mailed by the push itself when its sender asks (「自分宛てに返信を通知する」): here only the push. */
const MAILED_BY_ITS_FEATURE = new Set<string>(["PUSH_REPLY_FOR_MYSELF"]);

/** Types the product sends today; the others can be set ahead of their features. */
const EMITTED = new Set<string>(["CONTACT_FROM_MEMBER", "HEALTH_CARE", "PUSH_REPLY_FOR_MYSELF"]);

/** One staff member's settings: a row per notice type with a mail and a back-office push switch. */
export function NoticeSettingsTable({ who, data }: { who: number | "me"; data: NoticeSettings }) {
  const { t } = useTranslation(STAFF_NOTICES_NAMESPACE);
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<NoticeSettingRow[]>(data.settings);
  useEffect(() => setRows(data.settings), [data.settings]);
  const save = useMutation({
    mutationFn: () => staffNoticesApi.save(who, rows),
    onSuccess: (saved) => {
      queryClient.setQueryData(staffNoticeKeys.settings(who), saved);
      void queryClient.invalidateQueries({ queryKey: staffNoticeKeys.staff() });
      notify.success({ message: t("saved") });
    },
  });
  const change = (type: string, field: "byMail" | "byPush", value: boolean) =>
    setRows((current) => current.map((r) => (r.type === type ? { ...r, [field]: value } : r)));
  const disabled = !data.editable;

  return (
    <Stack gap="sm">
      {!data.hasMailAddress && (
        <Alert color="yellow" variant="light">
          {t("noMailAddress")}
        </Alert>
      )}
      {disabled && (
        <Alert color="gray" variant="light">
          {t("readOnly")}
        </Alert>
      )}
      <Table withTableBorder verticalSpacing="sm" maw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("table.type")}</Table.Th>
            <Table.Th w={120}>{t("table.mail")}</Table.Th>
            <Table.Th w={160}>{t("table.push")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const label = NoticeSettingType.label(row.type);
            return (
              <Table.Tr key={row.type}>
                <Table.Td>
                  <Text size="sm">{label}</Text>
                  {!EMITTED.has(row.type) && (
                    <Text size="xs" c="dimmed">
                      {t("notEmitted")}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {MAILED_BY_ITS_FEATURE.has(row.type) ? (
                    <Text size="xs" c="dimmed">
                      {t("mailBySender")}
                    </Text>
                  ) : (
                    <Switch
                      checked={row.byMail}
                      disabled={disabled}
                      onChange={(e) => change(row.type, "byMail", e.currentTarget.checked)}
                      aria-label={`${label} ${t("table.mail")}`}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={row.byPush}
                    disabled={disabled}
                    onChange={(e) => change(row.type, "byPush", e.currentTarget.checked)}
                    aria-label={`${label} ${t("table.push")}`}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {!disabled && (
        <Group>
          <Button
            onClick={() => save.mutate()}
            loading={save.isPending}
            data-operation-id="notice-setting-save"
          >
            {t("save")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
