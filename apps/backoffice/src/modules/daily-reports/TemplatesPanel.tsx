import { useTranslation } from "@gakumu/ui";
import { Badge, Button, Group, Loader, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { dailyReportApi, dailyReportKeys } from "./daily-reports-api";
import { DAILY_REPORT_NAMESPACE } from "./i18n";
import { TemplateForm } from "./TemplateForm";

const WEEKDAYS = ["日", "月", "火", "水", "木", "金", "土"];

/** 日報の設定: the organisation's reports, and the editor of one (new or existing). */
export function TemplatesPanel() {
  const { t } = useTranslation(DAILY_REPORT_NAMESPACE);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const list = useQuery({
    queryKey: dailyReportKeys.templates,
    queryFn: ({ signal }) => dailyReportApi.templates(signal),
  });
  const options = useQuery({
    queryKey: dailyReportKeys.options,
    queryFn: ({ signal }) => dailyReportApi.options(signal),
  });
  const current = useQuery({
    queryKey: dailyReportKeys.template(typeof editing === "number" ? editing : 0),
    queryFn: ({ signal }) => dailyReportApi.template(editing as number, signal),
    enabled: typeof editing === "number",
  });
  if (editing !== null) {
    if (!options.data || (editing !== "new" && !current.data)) return <Loader size="sm" />;
    return (
      <TemplateForm
        key={editing === "new" ? "new" : `${editing}-${current.data?.version}`}
        template={editing === "new" ? null : (current.data ?? null)}
        options={options.data}
        onDone={() => setEditing(null)}
      />
    );
  }
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <ActionButton onClick={() => setEditing("new")}>{t("newTemplate")}</ActionButton>
      </Group>
      {!list.data ? (
        <Loader size="sm" />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed">{t("noTemplates")}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Tbody>
            {list.data.items.map((x) => (
              <Table.Tr key={x.id}>
                <Table.Td fw={600}>{x.name}</Table.Td>
                <Table.Td>
                  <Badge color={x.enabled ? "teal" : "gray"} variant="light">
                    {x.enabled ? t("enabled") : t("disabled")}
                  </Badge>
                </Table.Td>
                <Table.Td>{x.weekdays.map((d) => WEEKDAYS[d]).join("・")}</Table.Td>
                <Table.Td>
                  {x.reminderTime ? t("reminderAt", { time: x.reminderTime }) : t("noReminder")}
                </Table.Td>
                <Table.Td>{t("itemCount", { count: x.itemCount })}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="default" onClick={() => setEditing(x.id)}>
                    {t("edit")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
