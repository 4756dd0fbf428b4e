import { FormAnswerStatus } from "@gakumu/domain";
import { Badge } from "@mantine/core";
import { STATUS_COLORS } from "./answer-status";
import type { AnswerStatusCode } from "./answers-api";

/** 回答済み / 一時保存 / 確定 / 差し戻し / 取消 as a coloured badge. */
export function AnswerStatusBadge({ status }: { status: AnswerStatusCode }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? "gray"} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {FormAnswerStatus.label(status) || String(status)}
    </Badge>
  );
}
