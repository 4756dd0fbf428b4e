import { useTranslation } from "@gakumu/ui";
import { ActionIcon, Badge, Box, Group, Table, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { GuardedActionIcon } from "./GuardedActionIcon";
import { HIERARCHY_NAMESPACE } from "./i18n";
import { type NodeRowHandlers, NodeRowMenu } from "./NodeRowMenu";
import type { TreeRow } from "./tree-rows";
import type { useHierarchyActions } from "./use-hierarchy-actions";

interface Props extends Omit<NodeRowHandlers, "onToggleDisabled" | "onDelete"> {
  rows: TreeRow[];
  levels: string[];
  maxDepth: number;
  collapsed: ReadonlySet<string>;
  onToggle: (code: string) => void;
  actions: ReturnType<typeof useHierarchyActions>;
}

const INDENT_PX = 24;

/** The tree as an indented table: one row per visible node, with its level, code, members and actions. */
export function HierarchyTable({ rows, levels, maxDepth, collapsed, onToggle, actions, ...on }: Props) {
  const { t } = useTranslation(HIERARCHY_NAMESPACE);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("columns.name")}</Table.Th>
            <Table.Th w={120}>{t("columns.level")}</Table.Th>
            <Table.Th w={150}>{t("columns.code")}</Table.Th>
            <Table.Th w={100} ta="right">
              {t("columns.members")}
            </Table.Th>
            <Table.Th w={80}>{t("columns.status")}</Table.Th>
            <Table.Th w={170}>{t("columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const { node, siblings } = row;
            const hasChildren = node.children.length > 0;
            const open = !collapsed.has(node.divisionCd);
            const position = siblings.indexOf(node.divisionCd);
            return (
              <Table.Tr key={node.divisionCd} c={node.disabled ? "dimmed" : undefined}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" pl={(node.depth - 1) * INDENT_PX}>
                    {hasChildren ? (
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        onClick={() => onToggle(node.divisionCd)}
                        aria-label={t(open ? "row.collapse" : "row.expand", { name: node.name })}
                        aria-expanded={open}
                      >
                        {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>
                    ) : (
                      <Box w={22} />
                    )}
                    <Text size="sm" fw={node.depth === 1 ? 600 : undefined}>
                      {node.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray" radius="sm">
                    {levels[node.depth - 1]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {node.divisionCd}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{t("row.members", { count: node.memberCount })}</Table.Td>
                <Table.Td>
                  {node.disabled && (
                    <Badge color="gray" variant="filled" radius="sm">
                      {t("row.disabled")}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <GuardedActionIcon
                      label={t("actions.up")}
                      disabled={position <= 0 || actions.pending}
                      onClick={() => void actions.shift(row, -1)}
                    >
                      <IconArrowUp size={16} />
                    </GuardedActionIcon>
                    <GuardedActionIcon
                      label={t("actions.down")}
                      disabled={position >= siblings.length - 1 || actions.pending}
                      onClick={() => void actions.shift(row, 1)}
                    >
                      <IconArrowDown size={16} />
                    </GuardedActionIcon>
                    <NodeRowMenu
                      node={node}
                      maxDepth={maxDepth}
                      pending={actions.pending}
                      {...on}
                      onToggleDisabled={(n) => void actions.toggleDisabled(n)}
                      onDelete={(n) => void actions.remove(n)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
