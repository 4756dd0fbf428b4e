import { ErrorPage } from "@gakumu/ui";
import { Button } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";

/** A whole screen that could not load, with a way to try again. */
export function ProblemPage({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <ErrorPage title={title} message={message} icon={<IconWifiOff size={34} stroke={1.5} />}>
      <Button variant="light" onClick={onRetry}>
        再読み込み
      </Button>
    </ErrorPage>
  );
}
