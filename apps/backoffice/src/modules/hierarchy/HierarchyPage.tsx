import "./i18n";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { HierarchyTable } from "./HierarchyTable";
import type { HierarchyTreeNode } from "./hierarchy-api";
import { HIERARCHY_NAMESPACE } from "./i18n";
import { useLevelNames } from "./level-names";
import { MoveNodeModal } from "./MoveNodeModal";
import { NodeFormModal, type NodeFormTarget } from "./NodeFormModal";
import { useHierarchyTree } from "./queries";
import { flattenTree, initiallyCollapsed, visibleRows } from "./tree-rows";
import { useHierarchyActions } from "./use-hierarchy-actions";

/** Spec §9: five levels, unless the server says otherwise. */
const DEFAULT_MAX_DEPTH = 5;
/** Levels shown unfolded when the screen opens; deeper branches start folded. */
const OPEN_LEVELS = 3;

/**
 * /hierarchy (master 800): the organisation's five-level tree with member counts, where nodes are
 * added, renamed, moved (members follow), reordered, disabled and deleted. On a reference-only menu
 * every action is disabled; the server refuses the same calls with 403.
 */
export function HierarchyPage() {
  const { t } = useTranslation(HIERARCHY_NAMESPACE);
  const tree = useHierarchyTree();
  const levels = useLevelNames();
  const actions = useHierarchyActions();
  // null until the user folds or unfolds something: the initial folding follows the loaded tree.
  const [folded, setFolded] = useState<ReadonlySet<string> | null>(null);
  const [formTarget, setFormTarget] = useState<NodeFormTarget | null>(null);
  const [moving, setMoving] = useState<HierarchyTreeNode | null>(null);

  const maxDepth = tree.data?.maxDepth ?? DEFAULT_MAX_DEPTH;
  const rows = useMemo(() => flattenTree(tree.data?.nodeList ?? []), [tree.data]);
  const collapsed = useMemo(() => folded ?? initiallyCollapsed(rows, OPEN_LEVELS), [folded, rows]);
  const shown = useMemo(() => visibleRows(rows, collapsed), [rows, collapsed]);

  const toggle = (code: string) => {
    const next = new Set(collapsed);
    if (!next.delete(code)) next.add(code);
    setFolded(next);
  };
  const collapseAll = () => setFolded(initiallyCollapsed(rows, 1));

  return (
    <Stack gap="md" maw={1400}>
      <PageTitle title={t("title")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("lead", { max: maxDepth })}
      </Text>
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setFolded(new Set())}>
            {t("toolbar.expandAll")}
          </Button>
          <Button variant="default" size="xs" onClick={collapseAll}>
            {t("toolbar.collapseAll")}
          </Button>
          {tree.data && (
            <Text size="sm" c="dimmed">
              {t("toolbar.total", { count: rows.length })}
            </Text>
          )}
        </Group>
        <ActionButton
          leftSection={<IconPlus size={16} />}
          onClick={() => setFormTarget({ mode: "add", parent: null })}
        >
          {t("toolbar.addRoot")}
        </ActionButton>
      </Group>
      {tree.data &&
        (rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("row.empty")}
          </Text>
        ) : (
          <HierarchyTable
            rows={shown}
            levels={levels}
            maxDepth={maxDepth}
            collapsed={collapsed}
            onToggle={toggle}
            actions={actions}
            onAddChild={(parent) => setFormTarget({ mode: "add", parent })}
            onRename={(node) => setFormTarget({ mode: "rename", node })}
            onMove={setMoving}
          />
        ))}
      {formTarget && <NodeFormModal target={formTarget} onClose={() => setFormTarget(null)} />}
      {moving && (
        <MoveNodeModal node={moving} rows={rows} maxDepth={maxDepth} onClose={() => setMoving(null)} />
      )}
    </Stack>
  );
}
