import { Paper, SimpleGrid, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One titled group of the member screens (基本情報, 連絡先, …), its items in a responsive grid. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Paper>
  );
}
