import { formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Button, Loader, Modal, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { dailyReportApi, dailyReportKeys } from "./daily-reports-api";
import { DAILY_REPORT_NAMESPACE } from "./i18n";

/** A member's reports, newest first (the latest 30), each opening its detail. */
export function MemberHistoryModal({
  member,
  onOpen,
  onClose,
}: {
  member: { id: number; name: string };
  onOpen: (reportId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(DAILY_REPORT_NAMESPACE);
  const history = useQuery({
    queryKey: dailyReportKeys.history(member.id),
    queryFn: ({ signal }) => dailyReportApi.history(member.id, signal),
  });
  const h = history.data;
  return (
    <Modal opened onClose={onClose} size="lg" title={t("historyTitle", { name: member.name })}>
      {!h ? (
        <Loader size="sm" />
      ) : h.items.length === 0 ? (
        <Text c="dimmed">{t("historyEmpty")}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Tbody>
            {h.items.map((r) => (
              <Table.Tr key={r.reportId}>
                <Table.Td>{r.date.replaceAll("-", "/")}</Table.Td>
                <Table.Td>{r.templateName}</Table.Td>
                <Table.Td>{formatDate(r.submittedAt, "yyyy/MM/dd HH:mm")}</Table.Td>
                <Table.Td>
                  {r.commentCount > 0 && (
                    <Badge color="blue" variant="light">
                      {t("commented")}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button size="xs" onClick={() => onOpen(r.reportId)}>
                    {t("open")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
