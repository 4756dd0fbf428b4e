import { formatDate, RequestStatus, RequestType } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Button, Table, Text } from "@mantine/core";
import { MEMBER_REQUESTS_NAMESPACE } from "./i18n";
import type { RequestListItem } from "./member-requests-api";
import { STATUS_COLORS } from "./request-fields";

interface Props {
  requests: RequestListItem[];
  onOpen: (request: RequestListItem) => void;
}

const DATE_TIME = "yyyy/MM/dd HH:mm";

/** One page of requests, newest first; a row opens its details. */
export function RequestTable({ requests, onOpen }: Props) {
  const { t } = useTranslation(MEMBER_REQUESTS_NAMESPACE);
  if (requests.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {t("list.empty")}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={140}>{t("list.requestedAt")}</Table.Th>
            <Table.Th w={190}>{t("list.requestType")}</Table.Th>
            <Table.Th w={130}>{t("list.memberCode")}</Table.Th>
            <Table.Th>{t("list.name")}</Table.Th>
            <Table.Th w={110}>{t("list.status")}</Table.Th>
            <Table.Th w={140}>{t("list.processedAt")}</Table.Th>
            <Table.Th w={80} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.requestId} style={{ cursor: "pointer" }} onClick={() => onOpen(request)}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDate(request.requestedAt, DATE_TIME)}
              </Table.Td>
              <Table.Td>
                {RequestType.label(request.requestType)}
                {request.byStaff && (
                  <Badge ml={6} size="xs" variant="outline" color="gray">
                    {t("list.byStaff")}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ff="monospace">{request.member.memberCode}</Table.Td>
              <Table.Td>{request.member.name}</Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={STATUS_COLORS[request.status] ?? "gray"}>
                  {RequestStatus.label(request.status)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDate(request.processedAt, DATE_TIME)}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(request);
                  }}
                >
                  {t("list.detail")}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
