import { isChoiceAttributeType, MemberAttributeType } from "@gakumu/domain";
import { ClampedNumberInput, notify, useTranslation } from "@gakumu/ui";
import { Button, Checkbox, Group, Modal, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { EditFields } from "../../app/EditFields";
import { HttpError, notifyHttpError } from "../../app/http";
import { MEMBERS_NAMESPACE } from "./i18n";
import { errorsFromDetails, type FormErrors } from "./member-form-model";
import { type MemberAttribute, membersApi } from "./members-api";
import { useRefreshMembers } from "./queries";

export type AttributeFormTarget =
  | { mode: "create"; nextSortOrder: number }
  | { mode: "edit"; attribute: MemberAttribute };

interface Values {
  attributeCd: string;
  name: string;
  attributeType: MemberAttribute["attributeType"];
  options: string;
  isRequired: boolean;
  sortOrder: number;
}

const typeOptions = MemberAttributeType.options.map((o) => ({ value: o.value, label: o.label }));

function initialValues(target: AttributeFormTarget): Values {
  if (target.mode === "create")
    return {
      attributeCd: "",
      name: "",
      attributeType: "TEXT_FULL",
      options: "",
      isRequired: false,
      sortOrder: target.nextSortOrder,
    };
  const a = target.attribute;
  return { ...a, options: a.options.join("\n") };
}

/** Add or edit one attribute; its code and type are fixed once members may hold values. */
export function AttributeFormModal({
  target,
  onClose,
}: {
  target: AttributeFormTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const refresh = useRefreshMembers();
  const [values, setValues] = useState<Values>(() => initialValues(target));
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const choice = isChoiceAttributeType(values.attributeType);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const options = choice
      ? values.options
          .split("\n")
          .map((o) => o.trim())
          .filter((o) => o !== "")
      : [];
    const common = { name: values.name, options, isRequired: values.isRequired, sortOrder: values.sortOrder };
    setSaving(true);
    try {
      if (target.mode === "create")
        await membersApi.createAttribute({
          ...common,
          attributeCd: values.attributeCd.trim(),
          attributeType: values.attributeType,
        });
      else
        await membersApi.updateAttribute(target.attribute.id, {
          ...common,
          version: target.attribute.version,
        });
      notify.success({ message: t("attributes.saved") });
      await refresh();
      onClose();
    } catch (error) {
      if (error instanceof HttpError && error.details.length > 0) setErrors(errorsFromDetails(error.details));
      notifyHttpError(error);
      if (error instanceof HttpError && error.status === 409) await refresh();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(target.mode === "create" ? "attributes.createTitle" : "attributes.editTitle")}
      closeOnClickOutside={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EditFields>
            <Stack gap="sm">
              <TextInput
                label={t("attributes.code")}
                description={target.mode === "create" ? t("attributes.codeHint") : undefined}
                required
                disabled={target.mode === "edit"}
                maxLength={32}
                value={values.attributeCd}
                error={errors.attributeCd}
                onChange={(e) => set("attributeCd", e.currentTarget.value)}
                data-autofocus
              />
              <TextInput
                label={t("attributes.name")}
                required
                maxLength={100}
                value={values.name}
                error={errors.name}
                onChange={(e) => set("name", e.currentTarget.value)}
              />
              <Select
                label={t("attributes.type")}
                data={typeOptions}
                value={values.attributeType}
                disabled={target.mode === "edit"}
                allowDeselect={false}
                error={errors.attributeType}
                onChange={(v) => set("attributeType", (v ?? "TEXT_FULL") as Values["attributeType"])}
              />
              {choice && (
                <Textarea
                  label={t("attributes.options")}
                  description={t("attributes.optionsHint")}
                  required
                  autosize
                  minRows={3}
                  maxRows={10}
                  value={values.options}
                  error={errors.options}
                  onChange={(e) => set("options", e.currentTarget.value)}
                />
              )}
              <Group grow align="flex-end">
                <ClampedNumberInput
                  label={t("attributes.sortOrder")}
                  min={0}
                  max={9999}
                  value={values.sortOrder}
                  onChange={(v) => set("sortOrder", v)}
                />
                <Checkbox
                  label={t("attributes.required")}
                  checked={values.isRequired}
                  onChange={(e) => set("isRequired", e.currentTarget.checked)}
                  mb={8}
                />
              </Group>
            </Stack>
          </EditFields>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <ActionButton type="submit" loading={saving}>
              {t("form.save")}
            </ActionButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
