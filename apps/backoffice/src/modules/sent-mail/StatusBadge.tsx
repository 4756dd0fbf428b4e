import { SentMailStatus, type SentMailStatusCode } from "@gakumu/domain";
import { Badge } from "@mantine/core";

const colors: Record<SentMailStatusCode, string> = {
  queued: "gray",
  sent: "green",
  failed: "red",
  kept: "yellow",
};

/** A mail's status by its Japanese name, never its code; never cut off (nowrap, no truncation). */
export function StatusBadge({ status }: { status: SentMailStatusCode }) {
  return (
    <Badge color={colors[status]} variant="light" style={{ overflow: "visible", flexShrink: 0 }} tt="none">
      {SentMailStatus.label(status) || status}
    </Badge>
  );
}
