import { EnrollmentStatus, formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Anchor, Checkbox, ScrollArea, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { sortHeaders } from "../../app/list/SortHeader";
import { MEMBERS_NAMESPACE } from "./i18n";
import type { MemberListItem, MemberSortKey } from "./members-api";
import { StatusBadge } from "./StatusBadge";

interface Props {
  items: MemberListItem[];
  sort: MemberSortKey;
  order: "asc" | "desc";
  onSort: (sort: MemberSortKey) => void;
  /** Link to a member's detail (keeps the menu's query string). */
  detailPath: (item: MemberListItem) => string;
  /** Row selection for bulk actions; absent on read-only lists. */
  selection?: {
    selected: ReadonlyMap<number, number>;
    toggle: (item: MemberListItem) => void;
    togglePage: (items: MemberListItem[], on: boolean) => void;
  };
}

const period = (item: MemberListItem) =>
  item.validStart || item.validEnd
    ? `${item.validStart ? formatDate(item.validStart, "yyyy/MM/dd") : ""} 〜 ${item.validEnd ? formatDate(item.validEnd, "yyyy/MM/dd") : ""}`
    : "—";

/** One page of members: sortable headers, status badges, a link per member to its detail. */
export function MemberTable({ items, sort, order, onSort, detailPath, selection }: Props) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const header = sortHeaders<MemberSortKey>({
    sort,
    order,
    onSort,
    ariaLabel: (column) => t("list.sortBy", { column }),
  });
  const allOnPage = selection && items.length > 0 && items.every((i) => selection.selected.has(i.id));
  const someOnPage = selection && items.some((i) => selection.selected.has(i.id));

  return (
    <ScrollArea>
      <Table striped highlightOnHover verticalSpacing="xs" miw={960}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t("list.selectAll")}
                  checked={Boolean(allOnPage)}
                  indeterminate={Boolean(someOnPage && !allOnPage)}
                  onChange={(e) => selection.togglePage(items, e.currentTarget.checked)}
                />
              </Table.Th>
            )}
            {header("member_id", t("list.memberId"))}
            {header("name_kana", t("list.name"))}
            {header("grade", t("list.grade"))}
            {header("division", t("list.division"))}
            <Table.Th>{t("list.status")}</Table.Th>
            <Table.Th>{t("list.enrollment")}</Table.Th>
            {header("valid_end", t("list.validEnd"))}
            {header("updated_at", t("list.updatedAt"))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              {selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={t("list.selectRow", { name: item.name })}
                    checked={selection.selected.has(item.id)}
                    onChange={() => selection.toggle(item)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Anchor component={Link} to={detailPath(item)} ff="monospace" fz="sm">
                  {item.memberId}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{item.name}</Text>
                <Text fz="xs" c="dimmed">
                  {item.nameKana}
                </Text>
              </Table.Td>
              <Table.Td fz="sm">{item.gradeName ?? item.grade ?? "—"}</Table.Td>
              <Table.Td fz="sm">{item.hierarchyNames.join(" › ") || "—"}</Table.Td>
              <Table.Td>
                <StatusBadge status={item.exactStatus} />
              </Table.Td>
              <Table.Td fz="sm">{EnrollmentStatus.label(item.enrollmentStatus)}</Table.Td>
              <Table.Td fz="sm" style={{ whiteSpace: "nowrap" }}>
                {period(item)}
              </Table.Td>
              <Table.Td fz="sm" style={{ whiteSpace: "nowrap" }}>
                {formatDate(item.updatedAt, "yyyy/MM/dd HH:mm")}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
