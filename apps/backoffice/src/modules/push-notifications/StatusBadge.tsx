import { NotificationStatus } from "@gakumu/domain";
import { Badge } from "@mantine/core";

const COLOURS: Record<number, string> = { 1: "teal", 2: "blue", 3: "gray", 9: "red" };

/** 送信完了 / 送信待ち（予約） / 取消 / 送信失敗 (NotificationStatus labels, never the code). */
export function StatusBadge({ status }: { status: number }) {
  return (
    <Badge variant="light" color={COLOURS[status] ?? "gray"}>
      {NotificationStatus.label(status as 1)}
    </Badge>
  );
}
