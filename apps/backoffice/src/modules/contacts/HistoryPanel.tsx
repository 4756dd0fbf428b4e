import { formatDate } from "@gakumu/domain";
import { ClampedDateInput, useTranslation } from "@gakumu/ui";
import { Button, Group, Loader, Pagination, Select, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ExportProgress } from "../../app/exports/ExportProgress";
import { useExportDownload } from "../../app/exports/use-export-download";
import { ContactTable } from "./ContactTable";
import { contactApi, contactKeys } from "./contacts-api";
import { CONTACT_EXPORT_TEXTS, CONTACTS_NAMESPACE } from "./i18n";

const daysAgo = (days: number) => formatDate(new Date(Date.now() - days * 86_400_000), "yyyy-MM-dd");

/** Reports over a period (newest first) and their export to Excel or CSV. */
export function HistoryPanel({ nodes }: { nodes: { code: string; label: string }[] }) {
  const { t } = useTranslation(CONTACTS_NAMESPACE);
  const [range, setRange] = useState({ from: daysAgo(30), to: daysAgo(0), node: null as string | null });
  const [page, setPage] = useState(1);
  const exporter = useExportDownload(CONTACT_EXPORT_TEXTS);
  const history = useQuery({
    queryKey: contactKeys.history(range.from, range.to, range.node, page),
    queryFn: ({ signal }) => contactApi.history(range.from, range.to, range.node, page, signal),
    placeholderData: keepPreviousData,
    enabled: range.from !== "" && range.to !== "",
  });
  const set = (patch: Partial<typeof range>) => {
    setRange({ ...range, ...patch });
    setPage(1);
  };
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <ClampedDateInput label={t("from")} value={range.from} onChange={(from) => set({ from })} w={180} />
        <ClampedDateInput label={t("to")} value={range.to} onChange={(to) => set({ to })} w={180} />
        <Select
          label={t("node")}
          placeholder={t("allNodes")}
          data={nodes.map((n) => ({ value: n.code, label: n.label }))}
          value={range.node}
          onChange={(node) => set({ node })}
          clearable
          searchable
          w={280}
        />
        {(["Excel", "Csv"] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={14} />}
            disabled={exporter.jobId !== null}
            onClick={() => exporter.run((o) => contactApi.exportFile(range, format, o))}
          >
            {t("download.button")}（{t(format === "Excel" ? "download.excel" : "download.csv")}）
          </Button>
        ))}
      </Group>
      <ExportProgress catalogue={CONTACT_EXPORT_TEXTS} download={exporter} />
      {!history.data ? (
        history.isError ? null : (
          <Loader size="sm" />
        )
      ) : history.data.items.length === 0 ? (
        <Text c="dimmed">{t("historyEmpty")}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t("countUnit", { count: history.data.total })}
          </Text>
          <ContactTable items={history.data.items} showDate />
          <Pagination
            total={Math.ceil(history.data.total / history.data.pageSize)}
            value={page}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
