import { useTranslation } from "@gakumu/ui";
import { Button, Menu, Tooltip } from "@mantine/core";
import {
  IconArrowsMove,
  IconChevronDown,
  IconCircleCheck,
  IconCircleOff,
  IconEdit,
  IconPlus,
  IconTrash,
} from "@tabler/icons-react";
import { ActionButton } from "../../app/ActionButton";
import { useReadOnly } from "../../app/read-only";
import type { HierarchyTreeNode } from "./hierarchy-api";
import { HIERARCHY_NAMESPACE } from "./i18n";

export interface NodeRowHandlers {
  onAddChild: (node: HierarchyTreeNode) => void;
  onRename: (node: HierarchyTreeNode) => void;
  onMove: (node: HierarchyTreeNode) => void;
  onToggleDisabled: (node: HierarchyTreeNode) => void;
  onDelete: (node: HierarchyTreeNode) => void;
}

interface Props extends NodeRowHandlers {
  node: HierarchyTreeNode;
  maxDepth: number;
  pending: boolean;
}

/** The 操作 menu of one node; on a reference-only menu the button explains itself and opens nothing. */
export function NodeRowMenu({ node, maxDepth, pending, ...on }: Props) {
  const { t } = useTranslation(HIERARCHY_NAMESPACE);
  const readOnly = useReadOnly();
  const trigger = { size: "xs", variant: "default", rightSection: <IconChevronDown size={14} /> } as const;
  if (readOnly) return <ActionButton {...trigger}>{t("actions.menu")}</ActionButton>;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button {...trigger} disabled={pending} aria-label={`${node.name} ${t("actions.menu")}`}>
          {t("actions.menu")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPlus size={16} />}
          disabled={node.depth >= maxDepth || node.disabled}
          onClick={() => on.onAddChild(node)}
        >
          {t("actions.addChild")}
        </Menu.Item>
        <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => on.onRename(node)}>
          {t("actions.rename")}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowsMove size={16} />} onClick={() => on.onMove(node)}>
          {t("actions.move")}
        </Menu.Item>
        <Menu.Item
          leftSection={node.disabled ? <IconCircleCheck size={16} /> : <IconCircleOff size={16} />}
          onClick={() => on.onToggleDisabled(node)}
        >
          {node.disabled ? t("actions.enable") : t("actions.disable")}
        </Menu.Item>
        <Menu.Divider />
        <DeleteItem node={node} onDelete={on.onDelete} />
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * 削除, offered only on a node nobody uses: the server refuses a node with members or children,
 * so the item says why it is unavailable instead of leading to a confirmation that then fails.
 */
function DeleteItem({
  node,
  onDelete,
}: {
  node: HierarchyTreeNode;
  onDelete: (node: HierarchyTreeNode) => void;
}) {
  const { t } = useTranslation(HIERARCHY_NAMESPACE);
  const reason =
    node.memberCount > 0
      ? t("actions.deleteHasMembers", { count: node.memberCount })
      : node.childCount > 0
        ? t("actions.deleteHasChildren", { count: node.childCount })
        : null;
  const item = (
    <Menu.Item
      leftSection={<IconTrash size={16} />}
      color="red"
      disabled={reason !== null}
      aria-description={reason ?? undefined}
      onClick={() => onDelete(node)}
    >
      {t("actions.delete")}
    </Menu.Item>
  );
  if (reason === null) return item;
  // A disabled button gets no pointer events: the tooltip hangs on a wrapper that does.
  return (
    <Tooltip label={reason} withArrow position="left">
      <div>{item}</div>
    </Tooltip>
  );
}
