import { Table, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";

export type SortOrder = "asc" | "desc";

interface Props<K extends string> {
  column: K;
  label: string;
  /** The button's accessible name, e.g. 「受付番号で並べ替え」. */
  ariaLabel: string;
  sort: K;
  order: SortOrder;
  onSort: (column: K) => void;
  /** Keeps a long label on one line (tables whose columns would otherwise wrap it). */
  nowrap?: boolean;
}

/** A column header that sorts the list: the arrow shows the current order, aria-sort tells it. */
export function SortHeader<K extends string>({
  column,
  label,
  ariaLabel,
  sort,
  order,
  onSort,
  nowrap,
}: Props<K>) {
  const active = sort === column;
  const Icon = active ? (order === "asc" ? IconArrowUp : IconArrowDown) : IconArrowsSort;
  return (
    <Table.Th
      aria-sort={active ? (order === "asc" ? "ascending" : "descending") : "none"}
      style={nowrap ? { whiteSpace: "nowrap" } : undefined}
    >
      <UnstyledButton onClick={() => onSort(column)} aria-label={ariaLabel} fw={600} fz="sm">
        {label} <Icon size={14} style={{ verticalAlign: "middle", opacity: active ? 1 : 0.4 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The header cells of one table: `header(column, label)` gives a SortHeader wired to the table's
 * sort state, `ariaLabel` words its button from the label (each module's 「…で並べ替え」).
 */
export function sortHeaders<K extends string>({
  ariaLabel,
  ...shared
}: Pick<Props<K>, "sort" | "order" | "onSort" | "nowrap"> & { ariaLabel: (label: string) => string }) {
  return (column: K, label: string) => (
    <SortHeader column={column} label={label} ariaLabel={ariaLabel(label)} {...shared} />
  );
}
