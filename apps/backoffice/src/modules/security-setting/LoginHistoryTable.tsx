import { formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Loader, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { fetchLoginHistory, type LoginHistoryEntry, securityKeys } from "./security-api";

/** A right password whose code was never entered is no login: it gets its own label, not 成功. */
const resultBadges = {
  success: { color: "green", label: "security.success" },
  incomplete: { color: "yellow", label: "security.incomplete" },
  failure: { color: "red", label: "security.failure" },
} as const satisfies Record<LoginHistoryEntry["result"], { color: string; label: string }>;

/** Recent logins of the user (newest first as the server sends them), to spot someone else's use. */
export function LoginHistoryTable({ limit }: { limit?: number }) {
  const { t } = useTranslation("backoffice");
  const history = useQuery({
    queryKey: securityKeys.loginHistory(),
    queryFn: ({ signal }) => fetchLoginHistory(signal),
  });

  if (history.isPending) return <Loader size="sm" type="dots" />;
  if (history.isError) return null; // the HTTP helper has shown why
  const rows = limit === undefined ? history.data : history.data.slice(0, limit);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("security.noHistory")}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>{t("security.occurredAt")}</Table.Th>
            <Table.Th w={110}>{t("security.result")}</Table.Th>
            <Table.Th w={130}>{t("security.ipAddress")}</Table.Th>
            <Table.Th>{t("security.userAgent")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((entry) => (
            <Table.Tr key={`${entry.occurredAt}|${entry.ipAddress}|${entry.result}|${entry.userAgent}`}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDate(entry.occurredAt, "yyyy/MM/dd HH:mm")}
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={resultBadges[entry.result].color}>
                  {t(resultBadges[entry.result].label)}
                </Badge>
              </Table.Td>
              <Table.Td ff="monospace">{entry.ipAddress}</Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {entry.userAgent}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
