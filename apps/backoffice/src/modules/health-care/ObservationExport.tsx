import { healthExportRangeError } from "@gakumu/domain";
import { ClampedDateInput, useTranslation } from "@gakumu/ui";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { ExportProgress } from "../../app/exports/ExportProgress";
import { useExportDownload } from "../../app/exports/use-export-download";
import { healthApi } from "./health-care-api";
import { HEALTH_CARE_NAMESPACE, HEALTH_EXPORT_TEXTS } from "./i18n";

/** The month of the chosen day up to that day: the period a school usually hands on. */
const monthOf = (date: string) => ({ from: `${date.slice(0, 8)}01`, to: date });

/**
 * 体調報告一覧's export: the reports of a period (of the class chosen on the dashboard, or the whole
 * school) as Excel or CSV, as 連絡一覧's history exports. The server narrows it to the members the
 * staff member may see and refuses a period over 31 days; the same check here says so before asking.
 */
export function ObservationExport({
  date,
  classCd,
  className,
}: {
  date: string;
  classCd: string;
  className: string;
}) {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  // The page keys this by the day: choosing another day starts from that day's month again.
  const [range, setRange] = useState(() => monthOf(date));
  const exporter = useExportDownload(HEALTH_EXPORT_TEXTS);
  const rangeError = range.from && range.to ? healthExportRangeError(range.from, range.to) : null;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={700}>{t("exportTitle")}</Text>
        <Text size="sm" c="dimmed">
          {t("exportLead", { target: className })}
        </Text>
        <Group align="flex-start">
          <ClampedDateInput
            label={t("exportFrom")}
            value={range.from}
            onChange={(from) => setRange({ ...range, from })}
            w={180}
          />
          <ClampedDateInput
            label={t("exportTo")}
            value={range.to}
            onChange={(to) => setRange({ ...range, to })}
            error={rangeError}
            w={180}
          />
          {(["Excel", "Csv"] as const).map((format) => (
            <Button
              key={format}
              mt={25}
              variant="default"
              leftSection={<IconDownload size={14} />}
              disabled={exporter.jobId !== null || !range.from || !range.to || rangeError !== null}
              onClick={() =>
                exporter.run((o) =>
                  healthApi.exportFile({ ...range, classCd, format, csvEncoding: "utf8-bom" }, o),
                )
              }
            >
              {t("download.button")}（{t(format === "Excel" ? "download.excel" : "download.csv")}）
            </Button>
          ))}
        </Group>
        <ExportProgress catalogue={HEALTH_EXPORT_TEXTS} download={exporter} />
      </Stack>
    </Paper>
  );
}
