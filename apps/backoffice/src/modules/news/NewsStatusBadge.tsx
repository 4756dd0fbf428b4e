import { newsStatusLabel } from "@gakumu/domain";
import { Badge } from "@mantine/core";

const COLOURS: Record<number, string> = { 1: "teal", 2: "blue", 3: "gray", 4: "orange" };

/** 公開中 / 公開待ち / 下書き / 承認待ち (DeliverItemStatus labels, never the code). */
export function NewsStatusBadge({ status }: { status: number }) {
  return (
    <Badge variant="light" color={COLOURS[status] ?? "gray"}>
      {newsStatusLabel(status)}
    </Badge>
  );
}
