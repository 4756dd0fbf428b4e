import { formatDate, OperationLogType } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Table, Text } from "@mantine/core";
import { OPERATION_LOGS_NAMESPACE } from "./i18n";
import type { AuditLogItem, LogSearchResult, OperationLogItem } from "./operation-logs-api";

// Seconds matter in a log: several clicks a minute, the order of two changes.
const TIME = "yyyy/MM/dd HH:mm:ss";

function Secondary({ children }: { children: string | null }) {
  return children ? (
    <Text size="xs" c="dimmed" ff="monospace">
      {children}
    </Text>
  ) : null;
}

function OperationRows({ items }: { items: OperationLogItem[] }) {
  return items.map((item) => (
    <Table.Tr key={item.id}>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(item.occurredAt, TIME)}</Table.Td>
      <Table.Td>{item.displayUserId}</Table.Td>
      {/* A type the platform does not know yet (another client's) is shown as sent. */}
      <Table.Td>{OperationLogType.label(item.logType) || item.logType}</Table.Td>
      <Table.Td>
        <Text size="sm">{item.functionName || item.functionId}</Text>
        <Secondary>{item.functionName ? item.functionId : null}</Secondary>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.buttonName}</Text>
        <Secondary>{item.buttonId !== item.buttonName ? item.buttonId : null}</Secondary>
      </Table.Td>
      <Table.Td>
        <Secondary>{item.screenPath}</Secondary>
      </Table.Td>
      <Table.Td ff="monospace">{item.ip}</Table.Td>
    </Table.Tr>
  ));
}

function AuditRows({ items }: { items: AuditLogItem[] }) {
  return items.map((item) => (
    <Table.Tr key={item.id}>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(item.occurredAt, TIME)}</Table.Td>
      <Table.Td>{item.displayUserId}</Table.Td>
      <Table.Td>
        <Text size="sm">{item.summary}</Text>
        <Secondary>{item.action}</Secondary>
      </Table.Td>
      <Table.Td>{[item.targetType, item.targetId].filter(Boolean).join(" ")}</Table.Td>
      <Table.Td>{item.statusCode}</Table.Td>
      <Table.Td ff="monospace">{item.ip}</Table.Td>
    </Table.Tr>
  ));
}

/** One page of results, newest first as the server sends them. */
export function LogTable({ result }: { result: LogSearchResult }) {
  const { t } = useTranslation(OPERATION_LOGS_NAMESPACE);
  const headers =
    result.kind === "operation"
      ? ["occurredAt", "user", "logType", "function", "button", "screen", "ip"]
      : ["occurredAt", "user", "summary", "target", "status", "ip"];
  if (result.items.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {t("table.empty")}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {headers.map((key) => (
              <Table.Th key={key}>{t(`table.${key}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.kind === "operation" ? (
            <OperationRows items={result.items} />
          ) : (
            <AuditRows items={result.items} />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
