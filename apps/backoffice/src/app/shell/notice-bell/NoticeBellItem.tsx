import { DateFormats, formatDate, type StaffNoticeItem } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Group, Text, UnstyledButton } from "@mantine/core";
import { STAFF_NOTICES_NAMESPACE } from "../../../modules/staff-notices/i18n";

const TIME = `${DateFormats.DATE_SLASH} ${DateFormats.TIME}`;

/** One notice in the bell's popover: title, when, one or two lines of the body; unread ones tinted. */
export function NoticeBellItem({
  item,
  onOpen,
}: {
  item: StaffNoticeItem;
  onOpen(item: StaffNoticeItem): void;
}) {
  const { t } = useTranslation(STAFF_NOTICES_NAMESPACE);
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      aria-label={item.read ? item.title : `${item.title}（${t("bell.unread")}）`}
      data-staff-notice-id={item.id}
      data-unread={item.read ? undefined : true}
      px="sm"
      py={8}
      style={{
        display: "block",
        width: "100%",
        borderBottom: "1px solid var(--mantine-color-gray-2)",
        background: item.read ? undefined : "var(--mantine-color-blue-0)",
      }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap={6} wrap="nowrap" miw={0}>
          {!item.read && (
            <Badge size="xs" color="blue" variant="filled" style={{ flexShrink: 0 }}>
              {t("bell.unread")}
            </Badge>
          )}
          <Text size="sm" fw={item.read ? 500 : 700} truncate>
            {item.title}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          {formatDate(item.createdAt, TIME)}
        </Text>
      </Group>
      {item.body && (
        <Text size="xs" c="dimmed" lineClamp={2} mt={2}>
          {item.body}
        </Text>
      )}
    </UnstyledButton>
  );
}
