import { confirmDialog, dangerConfirmDialog, useTranslation } from "@gakumu/ui";
import { Alert, Button, Card, Group, List, Loader, Progress, Stack, Text } from "@mantine/core";
import { IconDownload, IconFileImport } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { CheckCounts } from "./CheckCounts";
import { downloadErrorReport } from "./download";
import { IssueTable } from "./IssueTable";
import { MEMBER_IMPORT_NAMESPACE } from "./i18n";
import { deleteModeNoun } from "./labels";
import { type ImportVariant, importApi, importKeys, type SyncLog } from "./member-import-api";
import { useImportLog } from "./use-import-log";

const n = (count: number) => count.toLocaleString("ja-JP");

function Running({ log }: { log: SyncLog }) {
  const { t } = useTranslation(MEMBER_IMPORT_NAMESPACE);
  const progress = log.progress;
  const percent = progress?.total ? Math.min(100, (100 * progress.done) / progress.total) : 100;
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Loader size="xs" />
        <Text fw={600}>{t(log.stage === "COMMIT" ? "report.committing" : "report.checking")}</Text>
      </Group>
      <Progress value={percent} animated aria-label={t("report.checking")} />
      {progress?.message && (
        <Text size="xs" c="dimmed">
          {progress.message}
        </Text>
      )}
    </Stack>
  );
}

/** The import just checked or running: progress, the report of every error, 取り込み実行, the result. */
export function CurrentImport({ variant, syncLogId }: { variant: ImportVariant; syncLogId: number }) {
  const { t } = useTranslation(MEMBER_IMPORT_NAMESPACE);
  const client = useQueryClient();
  const api = importApi(variant);
  const { data: log } = useImportLog(variant, syncLogId);
  if (!log) return <Loader size="sm" type="dots" />;

  const commit = async () => {
    const removeLabel = deleteModeNoun(log.deleteMode);
    const confirmed =
      log.deleteMode && log.deleteCount > 0
        ? await dangerConfirmDialog({
            message: t("report.confirmDelete", { count: n(log.deleteCount), label: removeLabel }),
            confirmValue: String(log.deleteCount),
            yesLabel: t("report.commit"),
          })
        : await confirmDialog({
            message: t("report.confirm", {
              total: n(log.totalCount),
              insert: n(log.insertCount),
              update: n(log.updateCount),
            }),
          });
    if (!confirmed) return;
    try {
      client.setQueryData(importKeys(variant).log(log.syncLogId), await api.commit(log.syncLogId));
    } catch (error) {
      notifyHttpError(error);
      void client.invalidateQueries({ queryKey: importKeys(variant).log(log.syncLogId) });
    }
  };
  const report = () =>
    downloadErrorReport(api, log.syncLogId, {
      preparing: t("report.preparing"),
      failed: t("report.reportFailed"),
    });
  const completed = log.stage === "COMMIT" && log.status === "COMPLETED";

  return (
    <Card withBorder padding="md" data-testid="current-import">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {log.fileName}
        </Text>
        {log.status === "PROCESSING" ? (
          <Running log={log} />
        ) : (
          log.totalCount > 0 && <CheckCounts log={log} />
        )}
        {log.warnings.length > 0 && (
          <Alert color="yellow" title={t("report.warnings")}>
            <List size="sm">
              {log.warnings.map((w) => (
                <List.Item key={w}>{w}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {log.status === "ERROR" && (
          <Alert color="red" title={t("report.failed")}>
            {log.message}
          </Alert>
        )}
        {completed && (
          <Alert color="green" title={t("report.completed")}>
            {t("report.completedSummary", { insert: n(log.insertCount), update: n(log.updateCount) })}
            {log.deleteMode &&
              t("report.completedRemoved", {
                remove: n(log.deleteCount),
                removeLabel: deleteModeNoun(log.deleteMode),
              })}
          </Alert>
        )}
        {log.stage === "CHECK" && log.status === "WAITING" && log.errorCount > 0 && (
          <>
            <Alert color="red">{t("report.hasErrors")}</Alert>
            <Group justify="flex-end">
              <Button variant="light" leftSection={<IconDownload size={16} />} onClick={report}>
                {t("report.errorReport")}
              </Button>
            </Group>
            <IssueTable
              variant={variant}
              syncLogId={log.syncLogId}
              status="ERROR"
              label={t("report.hasErrors")}
            />
          </>
        )}
        {log.stage === "CHECK" && log.status === "WAITING" && log.warningCount > 0 && (
          <>
            <Alert color="orange" title={t("report.restoredTitle", { count: n(log.warningCount) })}>
              {t("report.restored")}
            </Alert>
            <IssueTable
              variant={variant}
              syncLogId={log.syncLogId}
              status="UNPROCESSED"
              label={t("report.restoredTitle", { count: n(log.warningCount) })}
            />
          </>
        )}
        {log.committable && (
          <Group justify="space-between">
            <Text size="sm">{t("report.ready")}</Text>
            <ActionButton
              leftSection={<IconFileImport size={16} />}
              onClick={commit}
              data-operation-id="member-import-commit"
            >
              {t("report.commit")}
            </ActionButton>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
