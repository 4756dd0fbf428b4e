import { type ContactItem, ContactStatus, ContactVia, formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Group, Stack, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { CONTACTS_NAMESPACE } from "./i18n";

const STATUS_COLORS: Record<ContactItem["status"], string> = {
  NEW: "red",
  CONFIRMED: "teal",
  REPLIED: "blue",
  WITHDRAWN: "gray",
};

/** The report's details in one cell: reason, symptoms, temperature, times and the family's note. */
function Details({ item }: { item: ContactItem }) {
  const { t } = useTranslation(CONTACTS_NAMESPACE);
  const facts = [
    item.reason,
    item.symptoms.length > 0 ? item.symptoms.join("・") : null,
    item.temperature !== null ? t("temperature", { value: item.temperature.toFixed(1) }) : null,
    item.arrivalTime ? t("arrival", { time: item.arrivalTime }) : null,
    item.leaveTime ? t("leave", { time: item.leaveTime }) : null,
  ].filter((f): f is string => !!f);
  return (
    <Stack gap={2}>
      <Text size="sm">{facts.join(" ／ ")}</Text>
      {item.note && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
          {item.note}
        </Text>
      )}
      {item.replyText && (
        <Text size="xs" c="blue.8" style={{ whiteSpace: "pre-wrap" }}>
          {t("repliedBy", { name: item.repliedBy ?? "" })}
          {item.replyText}
        </Text>
      )}
    </Stack>
  );
}

/** Reports as rows; `actions` renders the buttons of a row (the board's 確認済 and 返信). */
export function ContactTable({
  items,
  showDate,
  actions,
}: {
  items: ContactItem[];
  showDate: boolean;
  actions?: (item: ContactItem) => ReactNode;
}) {
  const { t } = useTranslation(CONTACTS_NAMESPACE);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder verticalSpacing="xs" data-testid="contact-table">
        <Table.Thead>
          <Table.Tr>
            {showDate && <Table.Th>{t("date")}</Table.Th>}
            <Table.Th>{t("member")}</Table.Th>
            <Table.Th>{t("type")}</Table.Th>
            <Table.Th>{t("reason")}</Table.Th>
            <Table.Th>{t("sentAt")}</Table.Th>
            <Table.Th>{t("status")}</Table.Th>
            {actions && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const withdrawn = item.status === "WITHDRAWN";
            return (
              <Table.Tr key={item.id} data-testid={`contact-${item.id}`} opacity={withdrawn ? 0.55 : 1}>
                {showDate && <Table.Td>{item.date.replaceAll("-", "/")}</Table.Td>}
                <Table.Td>
                  <Text size="sm" fw={600} td={withdrawn ? "line-through" : undefined}>
                    {item.memberName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.memberNo} {item.placement}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={withdrawn ? "gray" : "indigo"}>
                    {item.typeName}
                  </Badge>
                </Table.Td>
                <Table.Td maw={360}>
                  <Details item={item} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(item.createdAt, "yyyy/MM/dd HH:mm")}</Text>
                  <Group gap={4}>
                    <Text size="xs" c="dimmed">
                      {ContactVia.label(item.via)}
                    </Text>
                    {item.late && (
                      <Badge size="xs" color="orange" variant="light">
                        {t("late")}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={STATUS_COLORS[item.status]}
                    variant={item.status === "NEW" ? "filled" : "light"}
                  >
                    {ContactStatus.label(item.status)}
                  </Badge>
                  {withdrawn && (
                    <Text size="xs" c="dimmed">
                      {t("withdrawn")}
                    </Text>
                  )}
                  {item.confirmedBy && !withdrawn && (
                    <Text size="xs" c="dimmed">
                      {t("confirmedBy", { name: item.confirmedBy })}
                    </Text>
                  )}
                </Table.Td>
                {actions && <Table.Td>{actions(item)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
