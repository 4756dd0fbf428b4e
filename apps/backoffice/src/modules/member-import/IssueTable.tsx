import { useTranslation } from "@gakumu/ui";
import { Badge, Group, Loader, Pagination, Table, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { MEMBER_IMPORT_NAMESPACE } from "./i18n";
import { DETAIL_PAGE_SIZE, type ImportVariant, importApi, importKeys } from "./member-import-api";

/** The colour of an error's reason, and of a warning's (a cell read after a repair). */
export const ISSUE_COLOR = { error: "red.8", warning: "orange.8" } as const;

interface Props {
  variant: ImportVariant;
  syncLogId: number;
  /** ERROR: the refused rows (their errors, then their warnings); UNPROCESSED: rows read with warnings. */
  status: "ERROR" | "UNPROCESSED";
  label: string;
}

/**
 * What the check found, one line per cell: 行, 会員ID, 列, 値, 理由 (paged). Errors read in red;
 * warnings, which never stop the import, in orange and marked 注意.
 */
export function IssueTable({ variant, syncLogId, status, label }: Props) {
  const { t } = useTranslation(MEMBER_IMPORT_NAMESPACE);
  const [page, setPage] = useState(1);
  const api = importApi(variant);
  const query = useQuery({
    queryKey: importKeys(variant).details(syncLogId, status, page),
    queryFn: ({ signal }) => api.details(syncLogId, status, page, signal),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  if (!data) return <Loader size="sm" type="dots" />;
  const pages = Math.max(1, Math.ceil(data.total / DETAIL_PAGE_SIZE));
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder verticalSpacing={6} fz="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t("issues.row")}</Table.Th>
              <Table.Th w={130}>{t("issues.memberId")}</Table.Th>
              <Table.Th w={150}>{t("issues.column")}</Table.Th>
              <Table.Th w={200}>{t("issues.value")}</Table.Th>
              <Table.Th>{t("issues.reason")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.flatMap((detail) =>
              detail.messages.map((issue) => (
                <Table.Tr key={`${detail.id}:${issue.fieldName}:${issue.message}`}>
                  <Table.Td>{detail.rowNumber}</Table.Td>
                  <Table.Td>{detail.memberId}</Table.Td>
                  <Table.Td>{issue.column}</Table.Td>
                  <Table.Td style={{ wordBreak: "break-all" }}>{issue.value}</Table.Td>
                  <Table.Td c={issue.warning ? ISSUE_COLOR.warning : ISSUE_COLOR.error}>
                    {issue.warning && (
                      <Badge color="orange" variant="light" size="sm" mr={6}>
                        {t("issues.warning")}
                      </Badge>
                    )}
                    {issue.message}
                  </Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t("issues.more", { shown: data.items.length, total: data.total })}
          </Text>
          <Pagination total={pages} value={page} onChange={setPage} size="sm" withEdges />
        </Group>
      )}
    </>
  );
}
