import { SchoolDayKind, type SchoolDayKindCode } from "@gakumu/domain";
import { ClampedDateInput, confirmDialog, notify, useTranslation } from "@gakumu/ui";
import { Badge, Group, Loader, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { dailySafetyApi, dailySafetyKeys } from "./daily-safety-api";
import { DAILY_SAFETY_NAMESPACE } from "./i18n";

const KINDS = SchoolDayKind.options.map((o) => ({ value: o.value, label: o.label }));
const WEEKDAYS = "日月火水木金土";
/** 2026/11/26（木）: a calendar date (yyyy-MM-dd, already Japan's) in spec §9's slash format. */
export const dayLabel = (date: string) =>
  `${date.replaceAll("-", "/")}（${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}）`;

/** The school's own calendar: 休校日 (no send) and 授業日 (a send on a Saturday or holiday). */
export function SchoolDaysPanel() {
  const { t } = useTranslation(DAILY_SAFETY_NAMESPACE);
  const client = useQueryClient();
  const [draft, setDraft] = useState({ date: "", kind: "CLOSED" as SchoolDayKindCode, reason: "" });
  const list = useQuery({
    queryKey: dailySafetyKeys.schoolDays,
    queryFn: ({ signal }) => dailySafetyApi.schoolDays(signal),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: dailySafetyKeys.all });
  const add = useMutation({
    mutationFn: () => dailySafetyApi.addSchoolDay(draft),
    onSuccess: () => {
      notify.success({ message: t("added") });
      setDraft((d) => ({ ...d, date: "", reason: "" }));
      refresh();
    },
    onError: notifyHttpError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => dailySafetyApi.deleteSchoolDay(id),
    onSuccess: () => {
      notify.success({ message: t("removed") });
      refresh();
    },
    onError: notifyHttpError,
  });
  return (
    <Stack gap="md" maw={900}>
      <Text size="sm">{t("calendarLead")}</Text>
      <Group align="flex-end">
        <ClampedDateInput
          label={t("date")}
          required
          value={draft.date}
          onChange={(date) => setDraft({ ...draft, date })}
          w={180}
        />
        <Select
          label={t("kind")}
          data={KINDS}
          value={draft.kind}
          allowDeselect={false}
          onChange={(v) => v && setDraft({ ...draft, kind: v as SchoolDayKindCode })}
          w={220}
        />
        <TextInput
          label={t("reason")}
          required
          maxLength={100}
          value={draft.reason}
          onChange={(e) => setDraft({ ...draft, reason: e.currentTarget.value })}
          style={{ flex: 1 }}
        />
        <ActionButton loading={add.isPending} onClick={() => add.mutate()}>
          {t("add")}
        </ActionButton>
      </Group>
      {!list.data ? (
        <Loader size="sm" />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed">{t("calendarEmpty")}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("date")}</Table.Th>
              <Table.Th>{t("kind")}</Table.Th>
              <Table.Th>{t("reason")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{dayLabel(item.date)}</Table.Td>
                <Table.Td>
                  <Badge color={item.kind === "CLOSED" ? "gray" : "teal"} variant="light">
                    {SchoolDayKind.label(item.kind)}
                  </Badge>
                </Table.Td>
                <Table.Td>{item.reason}</Table.Td>
                <Table.Td>
                  <ActionButton
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={async () => {
                      const ok = await confirmDialog({
                        message: t("confirmRemove", { date: dayLabel(item.date), reason: item.reason }),
                      });
                      if (ok) remove.mutate(item.id);
                    }}
                  >
                    {t("remove")}
                  </ActionButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
