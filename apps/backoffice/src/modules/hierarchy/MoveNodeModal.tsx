import { notify, useTranslation } from "@gakumu/ui";
import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { type FormEvent, useMemo, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { type HierarchyTreeNode, hierarchyApi } from "./hierarchy-api";
import { HIERARCHY_NAMESPACE } from "./i18n";
import { useTreeMutation } from "./queries";
import { moveTargets, type TreeRow } from "./tree-rows";

interface Props {
  node: HierarchyTreeNode;
  rows: readonly TreeRow[];
  maxDepth: number;
  onClose: () => void;
}

/** Picks a new parent among the places the server accepts, then moves the node with its subtree. */
export function MoveNodeModal({ node, rows, maxDepth, onClose }: Props) {
  const { t } = useTranslation(HIERARCHY_NAMESPACE);
  const options = useMemo(() => moveTargets(rows, node, maxDepth, t("move.top")), [rows, node, maxDepth, t]);
  const [parent, setParent] = useState<string | null>(null);
  const move = useTreeMutation((to: string) => hierarchyApi.move(node.divisionCd, to));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (parent === null) return;
    try {
      const result = await move.mutateAsync(parent);
      notify.success({ message: t("move.moved", { count: result.updatedMemberCount }) });
      onClose();
    } catch {
      // Already shown by the HTTP helper (e.g. the tree changed meanwhile); the dialog stays open.
    }
  };

  return (
    <Modal opened onClose={onClose} title={t("move.title")} size="lg">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">{t("move.lead", { name: node.name })}</Text>
          {options.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("move.none", { max: maxDepth })}
            </Text>
          ) : (
            <Select
              label={t("move.target")}
              data={options}
              value={parent}
              onChange={setParent}
              searchable
              required
              data-autofocus
              comboboxProps={{ withinPortal: true }}
              nothingFoundMessage={t("move.none", { max: maxDepth })}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("move.cancel")}
            </Button>
            <ActionButton type="submit" disabled={parent === null} loading={move.isPending}>
              {t("move.submit")}
            </ActionButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
