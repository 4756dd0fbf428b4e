import { ResendType, type SafetySendItem } from "@gakumu/domain";
import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import { Button, Group, Menu } from "@mantine/core";
import { IconDownload, IconRepeat } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useContext } from "react";
import { ExportProgress } from "../../../app/exports/ExportProgress";
import { useExportDownload } from "../../../app/exports/use-export-download";
import { notifyHttpError } from "../../../app/http";
import { ShellDataContext } from "../../../app/shell-data";
import { type DashboardScope, dashboardApi } from "./dashboard-api";
import { DASHBOARD_EXPORT_TEXTS, DASHBOARD_NAMESPACE } from "./i18n";

/** Whether the user may use 安否確認配信 (resend is its action; the server refuses the rest with 403). */
function useCanResend(): boolean {
  const shell = useContext(ShellDataContext);
  const menu = shell?.menu.flatMap((c) => c.menuList).find((m) => m.menuCd === "safety-confirmation");
  return menu?.authority === 0;
}

/** Export of the scope shown (Excel / CSV) and resend 1 全員 / 2 未読者 / 3 未回答者. */
export function DashboardActions({ send, scope }: { send: SafetySendItem; scope: DashboardScope }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const queryClient = useQueryClient();
  const exporter = useExportDownload(DASHBOARD_EXPORT_TEXTS);
  const canResend = useCanResend();
  const resend = useMutation({
    mutationFn: (type: number) => dashboardApi.resend(send.id, type),
    onSuccess: (created) => {
      notify.success({ message: t("resent", { count: created.recipientCount }) });
      void queryClient.invalidateQueries({ queryKey: ["safety"] });
    },
    onError: notifyHttpError,
  });
  return (
    <>
      <Group gap="xs">
        {(["Excel", "Csv"] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            disabled={exporter.jobId !== null}
            onClick={() => exporter.run((o) => dashboardApi.exportFile(send.id, scope, format, o))}
          >
            {t("download.button")}（{t(format === "Excel" ? "download.excel" : "download.csv")}）
          </Button>
        ))}
        <Menu>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRepeat size={14} />}
              disabled={!canResend || send.closedAt !== null}
              title={send.closedAt !== null ? t("closed") : undefined}
            >
              {t("resend")}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {ResendType.options.map((o) => (
              <Menu.Item
                key={o.value}
                onClick={async () => {
                  if (await confirmDialog({ message: t("confirmResend", { type: o.label }) }))
                    resend.mutate(o.value);
                }}
              >
                {o.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <ExportProgress catalogue={DASHBOARD_EXPORT_TEXTS} download={exporter} />
    </>
  );
}
