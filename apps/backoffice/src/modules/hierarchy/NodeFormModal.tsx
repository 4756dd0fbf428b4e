import { notify, useTranslation } from "@gakumu/ui";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { type HierarchyNode, hierarchyApi, ROOT_PARENT } from "./hierarchy-api";
import { HIERARCHY_NAMESPACE } from "./i18n";
import { useLevelNames } from "./level-names";
import { DIVISION_CD_MAX, type NodeFormErrors, validateNodeForm } from "./node-form";
import { useTreeMutation } from "./queries";

export type NodeFormTarget =
  | { mode: "add"; parent: HierarchyNode | null }
  | { mode: "rename"; node: HierarchyNode };

/** Adds a node (at the top or under a parent) or renames one; the code is set once, at creation. */
export function NodeFormModal({ target, onClose }: { target: NodeFormTarget; onClose: () => void }) {
  const { t } = useTranslation(HIERARCHY_NAMESPACE);
  const levels = useLevelNames();
  const [divisionCd, setDivisionCd] = useState("");
  const [name, setName] = useState(target.mode === "rename" ? target.node.name : "");
  const [errors, setErrors] = useState<NodeFormErrors>({});
  const add = useTreeMutation(hierarchyApi.add);
  const rename = useTreeMutation((v: { code: string; name: string }) => hierarchyApi.rename(v.code, v.name));

  const adding = target.mode === "add";
  const level = adding ? levels[target.parent ? target.parent.depth : 0] : undefined;
  const title = !adding
    ? t("form.renameTitle")
    : target.parent
      ? t("form.addChildTitle", { parent: target.parent.name, level })
      : t("form.addRootTitle", { level });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNodeForm({ divisionCd: adding ? divisionCd.trim() : null, name });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (target.mode === "add") {
        const parentDivisionCd = target.parent?.divisionCd ?? ROOT_PARENT;
        await add.mutateAsync({ parentDivisionCd, divisionCd: divisionCd.trim(), name: name.trim() });
        notify.success({ message: t("form.added") });
      } else {
        await rename.mutateAsync({ code: target.node.divisionCd, name: name.trim() });
        notify.success({ message: t("form.renamed") });
      }
      onClose();
    } catch {
      // The HTTP helper has shown the server's message (e.g. a code in use); the form stays open.
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} size="md" closeOnClickOutside={false}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("form.divisionCd")}
            description={adding ? t("form.divisionCdHint", { max: DIVISION_CD_MAX }) : undefined}
            required={adding}
            disabled={!adding}
            value={adding ? divisionCd : target.node.divisionCd}
            onChange={(e) => setDivisionCd(e.currentTarget.value)}
            error={errors.divisionCd}
            autoComplete="off"
            data-autofocus={adding || undefined}
          />
          <TextInput
            label={t("form.name")}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            autoComplete="off"
            data-autofocus={!adding || undefined}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <ActionButton type="submit" loading={add.isPending || rename.isPending}>
              {t("form.save")}
            </ActionButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
