import { Alert, Progress, Stack, Text } from "@mantine/core";
import { type ExportCatalogue, useExportText } from "./export-texts";
import type { ExportDownload } from "./use-export-download";

const number = (n: number) => n.toLocaleString("ja-JP");

/** A large file being written on the server: how far it is. Nothing while no job is followed. */
export function ExportProgress({
  catalogue,
  download,
}: {
  catalogue: ExportCatalogue;
  download: Pick<ExportDownload, "jobId" | "progress">;
}) {
  const text = useExportText(catalogue);
  if (!download.jobId) return null;
  const done = download.progress?.progressDone ?? 0;
  const total = download.progress?.progressTotal ?? null;
  return (
    <Alert title={text("preparing")} color="blue">
      <Stack gap={6}>
        <Text size="sm">{text("queued")}</Text>
        <Progress value={total ? (100 * done) / total : 0} animated aria-label={text("preparing")} />
        {total !== null && (
          <Text size="xs" c="dimmed">
            {text("progress", { done: number(done), total: number(total) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
