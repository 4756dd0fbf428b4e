import { ClampedNumberInput, notify, useTranslation } from "@gakumu/ui";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { EditFields } from "../../app/EditFields";
import {
  GRADE_CD_MAX,
  type GradeFormErrors,
  type GradeFormValues,
  newGradeValues,
  SORT_ORDER_MAX,
  validateGradeForm,
} from "./grade-form";
import { type GradeItem, gradesApi } from "./grades-api";
import { GRADE_MASTER_NAMESPACE } from "./i18n";
import { useGradeMutation } from "./queries";

export type GradeFormTarget = { mode: "create" } | { mode: "edit"; grade: GradeItem };

interface Props {
  target: GradeFormTarget;
  grades: readonly GradeItem[];
  onClose: () => void;
}

/** Registers a grade or edits one's name and display order; the code is fixed once registered. */
export function GradeFormModal({ target, grades, onClose }: Props) {
  const { t } = useTranslation(GRADE_MASTER_NAMESPACE);
  const [values, setValues] = useState<GradeFormValues>(() =>
    target.mode === "edit" ? { ...target.grade } : newGradeValues(grades),
  );
  const [errors, setErrors] = useState<GradeFormErrors>({});
  const create = useGradeMutation(gradesApi.create);
  const update = useGradeMutation((v: GradeFormValues) =>
    gradesApi.update(v.gradeCd, { name: v.name.trim(), sortOrder: v.sortOrder }),
  );
  const set = <K extends keyof GradeFormValues>(key: K, value: GradeFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateGradeForm(values, target.mode, grades);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (target.mode === "create") {
        await create.mutateAsync({ ...values, name: values.name.trim() });
        notify.success({ message: t("form.created") });
      } else {
        await update.mutateAsync(values);
        notify.success({ message: t("form.saved") });
      }
      onClose();
    } catch {
      // The HTTP helper has shown the server's message; the form stays open.
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={target.mode === "create" ? t("form.createTitle") : t("form.editTitle")}
      size="md"
      closeOnClickOutside={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EditFields>
            <Stack gap="sm">
              <ClampedNumberInput
                label={t("form.gradeCd")}
                description={target.mode === "create" ? t("form.gradeCdHint") : undefined}
                required={target.mode === "create"}
                disabled={target.mode === "edit"}
                min={0}
                max={GRADE_CD_MAX}
                allowDecimal={false}
                value={values.gradeCd}
                onChange={(v) => set("gradeCd", v)}
                error={errors.gradeCd}
              />
              <TextInput
                label={t("form.name")}
                required
                value={values.name}
                onChange={(e) => set("name", e.currentTarget.value)}
                error={errors.name}
                autoComplete="off"
                data-autofocus
              />
              <ClampedNumberInput
                label={t("form.sortOrder")}
                description={t("form.sortOrderHint")}
                min={0}
                max={SORT_ORDER_MAX}
                allowDecimal={false}
                value={values.sortOrder}
                onChange={(v) => set("sortOrder", v)}
              />
            </Stack>
          </EditFields>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <ActionButton type="submit" loading={create.isPending || update.isPending}>
              {t("form.save")}
            </ActionButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
