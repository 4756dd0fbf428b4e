import { type AnswerListRow, formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Anchor, Checkbox, ScrollArea, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { sortHeaders } from "../../../app/list/SortHeader";
import { AnswerStatusBadge } from "../AnswerStatusBadge";
import type { AnswerSortKey } from "../answers-api";
import { ANSWERS_NAMESPACE } from "../i18n";

export interface AnswerSelection {
  selected: ReadonlySet<number>;
  toggle: (answerId: number) => void;
  togglePage: (answerIds: number[], on: boolean) => void;
}

interface Props {
  rows: AnswerListRow[];
  sort: AnswerSortKey;
  order: "asc" | "desc";
  onSort: (sort: AnswerSortKey) => void;
  detailPath: (row: AnswerListRow) => string;
  selection: AnswerSelection;
}

const DATE_TIME = "yyyy/MM/dd HH:mm";

/** The summary columns: the items the server summarised, in the order of the first row naming them. */
function summaryColumns(rows: AnswerListRow[]) {
  const columns: { itemKey: string; label: string }[] = [];
  for (const row of rows)
    for (const entry of row.summary)
      if (!columns.some((c) => c.itemKey === entry.itemKey))
        columns.push({ itemKey: entry.itemKey, label: entry.label });
  return columns;
}

/** One page of answers: receipt no. (link to the detail), status, applicant, dates, summaries. */
export function AnswerTable({ rows, sort, order, onSort, detailPath, selection }: Props) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const header = sortHeaders<AnswerSortKey>({
    sort,
    order,
    onSort,
    ariaLabel: (column) => t("list.sortBy", { column }),
    nowrap: true,
  });
  const columns = summaryColumns(rows);
  const ids = rows.map((r) => r.answerId);
  const allOnPage = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  const someOnPage = ids.some((id) => selection.selected.has(id));

  return (
    <ScrollArea>
      <Table striped highlightOnHover verticalSpacing="xs" miw={960 + columns.length * 160}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t("list.selectAll")}
                checked={allOnPage}
                indeterminate={someOnPage && !allOnPage}
                onChange={(e) => selection.togglePage(ids, e.currentTarget.checked)}
              />
            </Table.Th>
            {header("receiptNo", t("list.receiptNo"))}
            {header("answerStatus", t("list.status"))}
            <Table.Th>{t("list.applicant")}</Table.Th>
            <Table.Th>{t("list.mailAddress")}</Table.Th>
            {header("lastSubmittedAt", t("list.lastSubmittedAt"))}
            <Table.Th style={{ whiteSpace: "nowrap" }}>{t("list.firstSubmittedAt")}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.itemKey} maw={240}>
                {c.label}
              </Table.Th>
            ))}
            {header("updatedAt", t("list.updatedAt"))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const receipt = row.receiptNo === null ? "—" : String(row.receiptNo);
            return (
              <Table.Tr key={row.answerId}>
                <Table.Td>
                  <Checkbox
                    aria-label={t("list.selectRow", { receiptNo: receipt })}
                    checked={selection.selected.has(row.answerId)}
                    onChange={() => selection.toggle(row.answerId)}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={detailPath(row)}
                    ff="monospace"
                    fz="sm"
                    aria-label={`${t("list.open")} ${receipt}`}
                  >
                    {receipt}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <AnswerStatusBadge status={row.answerStatus} />
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" c={row.applicantName ? undefined : "dimmed"}>
                    {row.applicantName || t("list.noLogin")}
                  </Text>
                </Table.Td>
                <Table.Td fz="sm" style={{ wordBreak: "break-all" }}>
                  {row.mailAddress ?? "—"}
                </Table.Td>
                <Table.Td fz="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatDate(row.lastSubmittedAt, DATE_TIME) || "—"}
                </Table.Td>
                <Table.Td fz="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatDate(row.firstSubmittedAt, DATE_TIME) || "—"}
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.itemKey} fz="sm" maw={240}>
                    <Text fz="sm" lineClamp={2} style={{ wordBreak: "break-word" }}>
                      {row.summary.find((s) => s.itemKey === c.itemKey)?.text || "—"}
                    </Text>
                  </Table.Td>
                ))}
                <Table.Td fz="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatDate(row.updatedAt, DATE_TIME)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
