import { Loader, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The body of a list screen: dots while the first page loads, the list's own 「…はありません」 when
 * nothing is found, else the rows as the screen draws them (its table).
 */
export function ListContent<Row>({
  pending,
  rows,
  emptyText,
  children,
}: {
  pending: boolean;
  rows: Row[] | undefined;
  emptyText: string;
  children: (rows: Row[]) => ReactNode;
}) {
  if (pending) return <Loader size="sm" type="dots" />;
  if (!rows || rows.length === 0)
    return (
      <Text c="dimmed" py="lg" ta="center">
        {emptyText}
      </Text>
    );
  return children(rows);
}
