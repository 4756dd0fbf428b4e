import type { ContactItem } from "@gakumu/domain/contacts/contact-api";
import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";

const STATUS: Record<ContactItem["status"], { label: string; color: string }> = {
  NEW: { label: "未確認", color: "gray" },
  CONFIRMED: { label: "確認済", color: "teal" },
  REPLIED: { label: "返信あり", color: "blue" },
  WITHDRAWN: { label: "取消", color: "gray" },
};

/** The member's own reports: what the school made of each, its reply, and withdrawing. */
export function ContactHistory({
  items,
  today,
  busyId,
  onWithdraw,
}: {
  items: ContactItem[];
  today: string;
  busyId: number | null;
  onWithdraw: (item: ContactItem) => void;
}) {
  if (items.length === 0) return <Text c="dimmed">送信した連絡はありません。</Text>;
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Card key={item.id} withBorder padding="sm" data-testid={`my-contact-${item.id}`}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} td={item.status === "WITHDRAWN" ? "line-through" : undefined}>
              {item.date.replaceAll("-", "/")} {item.typeName}
            </Text>
            <Badge color={STATUS[item.status].color} variant="light">
              {STATUS[item.status].label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {[item.reason, item.symptoms.join("・"), item.temperature?.toFixed(1), item.note]
              .filter(Boolean)
              .join(" ／ ")}
          </Text>
          {item.replyText && (
            <Text size="sm" mt={4} c="blue.8" style={{ whiteSpace: "pre-wrap" }}>
              学校から：{item.replyText}
            </Text>
          )}
          {item.status !== "WITHDRAWN" && item.date >= today && (
            <Button
              mt="xs"
              size="xs"
              variant="subtle"
              color="red"
              loading={busyId === item.id}
              onClick={() => onWithdraw(item)}
            >
              取り消す
            </Button>
          )}
        </Card>
      ))}
    </Stack>
  );
}
