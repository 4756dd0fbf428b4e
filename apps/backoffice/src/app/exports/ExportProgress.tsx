import { UI_NAMESPACE, useTranslation } from "@gakumu/ui";
import { Alert, Progress, Stack, Text } from "@mantine/core";
import { type ExportCatalogue, useExportText } from "./export-texts";
import type { ExportDownload } from "./use-export-download";

const number = (n: number) => n.toLocaleString("ja-JP");

/**
 * A large file being written on the server: how far it is, in the server's words when it has some
 * (a retry after the server stopped says so). A job that ended without a file stays as a red notice
 * with the reason until closed or the next export. Nothing while no job is followed.
 */
export function ExportProgress({
  catalogue,
  download,
}: {
  catalogue: ExportCatalogue;
  download: Pick<ExportDownload, "jobId" | "progress" | "failure" | "dismissFailure">;
}) {
  const text = useExportText(catalogue);
  const { t: tUi } = useTranslation(UI_NAMESPACE);
  if (!download.jobId) {
    if (!download.failure) return null;
    return (
      <Alert
        title={text("failed")}
        color="red"
        withCloseButton
        closeButtonLabel={tUi("common.close")}
        onClose={download.dismissFailure}
      >
        {download.failure.message}
      </Alert>
    );
  }
  const done = download.progress?.progressDone ?? 0;
  const total = download.progress?.progressTotal ?? null;
  const detail =
    download.progress?.message ??
    (total !== null ? text("progress", { done: number(done), total: number(total) }) : null);
  return (
    <Alert title={text("preparing")} color="blue">
      <Stack gap={6}>
        <Text size="sm">{text("queued")}</Text>
        <Progress value={total ? (100 * done) / total : 0} animated aria-label={text("preparing")} />
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
