import { confirmDialog, dangerConfirmDialog, notify, useTranslation } from "@gakumu/ui";
import { type HierarchyNode, hierarchyApi } from "./hierarchy-api";
import { HIERARCHY_NAMESPACE } from "./i18n";
import { useTreeMutation } from "./queries";
import { shiftedOrder, type TreeRow } from "./tree-rows";

/**
 * The tree's one-click actions: up/down among siblings, disable/enable (with the subtree) and
 * delete, the last two behind a confirmation. Failures (such as a node with members, 409) are
 * toasted by the HTTP helper with the server's Japanese message.
 */
export function useHierarchyActions() {
  const { t } = useTranslation(HIERARCHY_NAMESPACE);
  const reorder = useTreeMutation((v: { parent: string; order: string[] }) =>
    hierarchyApi.reorder(v.parent, v.order),
  );
  const disable = useTreeMutation((v: { code: string; disabled: boolean }) =>
    hierarchyApi.setDisabled(v.code, v.disabled),
  );
  const remove = useTreeMutation((code: string) => hierarchyApi.remove(code));

  const attempt = async (work: () => Promise<unknown>, success?: string) => {
    try {
      await work();
      if (success) notify.success({ message: success });
    } catch {
      // already shown
    }
  };

  return {
    pending: reorder.isPending || disable.isPending || remove.isPending,

    async shift(row: TreeRow, step: -1 | 1) {
      const order = shiftedOrder(row.siblings, row.node.divisionCd, step);
      if (order) await attempt(() => reorder.mutateAsync({ parent: row.node.parentDivisionCd, order }));
    },

    async toggleDisabled(node: HierarchyNode) {
      const disabling = !node.disabled;
      const message = t(disabling ? "actions.disableConfirm" : "actions.enableConfirm", { name: node.name });
      const ok = disabling ? await dangerConfirmDialog({ message }) : await confirmDialog({ message });
      if (!ok) return;
      await attempt(
        () => disable.mutateAsync({ code: node.divisionCd, disabled: disabling }),
        t(disabling ? "actions.disabled" : "actions.enabled"),
      );
    },

    async remove(node: HierarchyNode) {
      const message = t("actions.deleteConfirm", { name: node.name, code: node.divisionCd });
      if (!(await dangerConfirmDialog({ message, yesLabel: t("actions.delete") }))) return;
      await attempt(() => remove.mutateAsync(node.divisionCd), t("actions.deleted"));
    },
  };
}
