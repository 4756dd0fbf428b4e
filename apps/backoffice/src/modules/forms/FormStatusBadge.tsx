import { type CodeType, FormReception, FormStatus } from "@gakumu/domain";
import { Badge, Group } from "@mantine/core";
import type { FormStatusCode } from "./forms-api";

const STATUS_COLORS: Record<FormStatusCode, string> = {
  DRAFT: "gray",
  PUBLISHED: "green",
  UNPUBLISHED: "orange",
};

const RECEPTION_COLORS: Record<CodeType<typeof FormReception>, string> = {
  OPEN: "teal",
  BEFORE_PERIOD: "blue",
  CLOSED: "gray",
};

/** 下書き / 公開中 / 公開停止, and for a published form whether it takes answers now. */
export function FormStatusBadge({
  status,
  reception = null,
}: {
  status: FormStatusCode;
  reception?: CodeType<typeof FormReception> | null;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge size="sm" variant="light" color={STATUS_COLORS[status]}>
        {FormStatus.label(status)}
      </Badge>
      {reception && (
        <Badge size="sm" variant="outline" color={RECEPTION_COLORS[reception]}>
          {FormReception.label(reception)}
        </Badge>
      )}
    </Group>
  );
}
