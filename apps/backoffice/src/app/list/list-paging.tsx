import { Group, Pagination } from "@mantine/core";
import type { SortOrder } from "./SortHeader";

/** The part of a list screen's state that sorting and paging change. */
export interface SortedPage<K extends string> {
  sort: K;
  order: SortOrder;
  page: number;
}

/** A click on a column header: the same column flips the order, another sorts ascending; page 1. */
export function sortedBy<S extends SortedPage<string>>(state: S, column: S["sort"]): S {
  return {
    ...state,
    sort: column,
    order: state.sort === column && state.order === "asc" ? "desc" : "asc",
    page: 1,
  };
}

/** Page links under a list; nothing before the first result or when all found fits on one page. */
export function ListPager({
  found,
  page,
  onChange,
}: {
  found: { total: number; pageSize: number } | undefined;
  page: number;
  onChange: (page: number) => void;
}) {
  const pages = found ? Math.max(1, Math.ceil(found.total / found.pageSize)) : 1;
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination total={pages} value={page} onChange={onChange} withEdges />
    </Group>
  );
}
