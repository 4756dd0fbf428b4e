import type { MemberGroupItem } from "@gakumu/domain";
import { Badge, Group, Progress, Stack, Text } from "@mantine/core";
import { isBuilding, progressPercent, statusColor, workStatusText } from "./group-display";

/** The build's state as a label (with its progress while it runs), the failure's reason under it. */
export function WorkStatusBadge({
  group,
  showReason = false,
}: {
  group: MemberGroupItem;
  showReason?: boolean;
}) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Badge color={statusColor[group.workStatus] ?? "gray"} variant="light" radius="sm">
          {workStatusText(group)}
        </Badge>
      </Group>
      {isBuilding(group) && group.progressTotal > 0 && (
        <Progress
          value={progressPercent(group)}
          size="sm"
          w={160}
          aria-label={workStatusText(group)}
          animated
        />
      )}
      {showReason && group.workStatus === "FAILED" && group.failureMessage && (
        <Text size="xs" c="red">
          {group.failureMessage}
        </Text>
      )}
    </Stack>
  );
}
