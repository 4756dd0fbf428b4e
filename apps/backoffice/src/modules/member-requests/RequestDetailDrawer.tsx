import { formatDate, RequestStatus, RequestType } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Divider, Drawer, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { MEMBER_REQUESTS_NAMESPACE } from "./i18n";
import type { RequestDetail } from "./member-requests-api";
import { useMemberRequest } from "./queries";
import { RequestActions } from "./RequestActions";
import { displayValue, STATUS_COLORS } from "./request-fields";

const DATE_TIME = "yyyy/MM/dd HH:mm";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
        {children}
      </Text>
    </Group>
  );
}

function Changes({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(MEMBER_REQUESTS_NAMESPACE);
  return (
    <Table withTableBorder verticalSpacing="xs" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={120}>{t("detail.field")}</Table.Th>
          <Table.Th>{t("detail.before")}</Table.Th>
          <Table.Th>{t("detail.after")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {request.changes.map((c) => {
          const changed = (c.before ?? "") !== (c.after ?? "");
          return (
            <Table.Tr key={c.fieldName}>
              <Table.Td>{c.fieldTitle}</Table.Td>
              <Table.Td c={changed ? "dimmed" : undefined}>{displayValue(c.fieldName, c.before)}</Table.Td>
              <Table.Td fw={changed ? 700 : undefined}>{displayValue(c.fieldName, c.after)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function Body({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(MEMBER_REQUESTS_NAMESPACE);
  const { member } = request;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Title order={3} fz="lg">
          {RequestType.label(request.requestType)}
        </Title>
        <Badge variant="light" color={STATUS_COLORS[request.status] ?? "gray"}>
          {RequestStatus.label(request.status)}
        </Badge>
      </Group>
      <Row label={t("detail.member")}>
        <Text span ff="monospace" size="sm">
          {member.memberCode}
        </Text>{" "}
        {member.name}
        {member.nameKana && ` （${member.nameKana}）`}
      </Row>
      <Row label={t("detail.requestedAt")}>{formatDate(request.requestedAt, DATE_TIME)}</Row>
      <Row label={t("detail.requestedBy")}>
        {request.byStaff ? t("detail.byStaff", { name: request.requestedByName ?? "" }) : t("detail.self")}
      </Row>
      <Divider />
      {request.changes.length > 0 ? (
        <Changes request={request} />
      ) : (
        <>
          <Row label={t("detail.purpose")}>{displayValue("purpose", request.payload.purpose ?? null)}</Row>
          <Row label={t("detail.copies")}>
            {t("detail.copiesValue", { count: Number(request.payload.copies ?? 0) })}
          </Row>
        </>
      )}
      {request.staffComment && <Row label={t("detail.staffComment")}>{request.staffComment}</Row>}
      {request.processedAt && (
        <Row label={t("detail.processed")}>
          {t("detail.processedValue", {
            date: formatDate(request.processedAt, DATE_TIME),
            name: request.processedByName ?? "—",
          })}
        </Row>
      )}
      <Divider />
      <RequestActions request={request} />
    </Stack>
  );
}

/** The request opened from the list: before/after or certificate details, and its next actions. */
export function RequestDetailDrawer({
  requestId,
  onClose,
}: {
  requestId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(MEMBER_REQUESTS_NAMESPACE);
  const detail = useMemberRequest(requestId);
  return (
    <Drawer
      opened={requestId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t("detail.title")}
    >
      {detail.isLoading && <Loader size="sm" />}
      {detail.data && <Body request={detail.data} />}
    </Drawer>
  );
}
