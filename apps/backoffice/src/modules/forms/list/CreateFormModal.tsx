import { FormType, rules, validate } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { ActionButton } from "../../../app/ActionButton";
import { formCdIssue } from "../builder/definition-issues";
import { type FormTypeCode, formsApi } from "../forms-api";
import { useFormPaths } from "../forms-paths";
import { FORMS_NAMESPACE } from "../i18n";
import { MONOSPACE_INPUT } from "../monospace";
import { useFormRefresh } from "../queries";

interface Errors {
  title?: string;
  formCd?: string;
}

/**
 * 「新規作成」: the name, type and (optionally) code of a new draft; everything else is set in the
 * builder, which opens right after.
 */
export function CreateFormModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const navigate = useNavigate();
  const paths = useFormPaths();
  const refresh = useFormRefresh();
  const [title, setTitle] = useState("");
  const [formType, setFormType] = useState<FormTypeCode>(FormType.APPLICATION);
  const [formCd, setFormCd] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const titleIssue = validate(
      title.trim(),
      rules.required({ field: t("create.formTitle") }),
      rules.maxLength(200),
    );
    if (titleIssue) found.title = titleIssue;
    const codeIssue = formCd.trim() === "" ? null : formCdIssue(formCd);
    if (codeIssue) found.formCd = codeIssue;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const created = await formsApi.create({
        title: title.trim(),
        formType,
        ...(formCd.trim() ? { formCd: formCd.trim() } : {}),
      });
      notify.success({ message: t("create.created") });
      await refresh(created);
      onClose();
      navigate(paths.edit(created.formId));
    } catch {
      // shown by the HTTP helper (e.g. a form code already in use)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t("create.title")} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("create.formTitle")}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title}
            required
            maxLength={200}
            data-autofocus
          />
          <Select
            label={t("create.formType")}
            data={FormType.options.map((o) => ({ value: o.value, label: o.label }))}
            value={formType}
            onChange={(value) => FormType.isValid(value) && setFormType(value)}
            allowDeselect={false}
            required
          />
          <TextInput
            label={t("create.formCd")}
            description={t("create.formCdHint")}
            value={formCd}
            onChange={(event) => setFormCd(event.currentTarget.value)}
            error={errors.formCd}
            maxLength={32}
            styles={MONOSPACE_INPUT}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("create.cancel")}
            </Button>
            <ActionButton type="submit" loading={saving} data-operation-id="form-create">
              {t("create.submit")}
            </ActionButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
