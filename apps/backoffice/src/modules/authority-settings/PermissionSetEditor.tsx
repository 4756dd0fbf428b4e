import { confirmDialog, notify, tUi, useTranslation, useUnsavedChangesGuard } from "@gakumu/ui";
import {
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { EditFields } from "../../app/EditFields";
import { AuthorityGrid } from "./AuthorityGrid";
import type { PermissionSetDetail } from "./authority-api";
import {
  type AuthorityMap,
  authoritiesChanged,
  countByAuthority,
  type EditableCategory,
  initialAuthorities,
  toMenuAuthorityList,
} from "./authority-grid";
import { AUTHORITY_NAMESPACE } from "./i18n";
import {
  hasFormErrors,
  PERMISSION_SET_DESCRIPTION_MAX,
  PERMISSION_SET_NAME_MAX,
  type PermissionSetFormErrors,
  type PermissionSetFormValues,
  validatePermissionSetForm,
} from "./permission-set-form";
import { useEditableMenus, usePermissionSet, useSavePermissionSet } from "./queries";

interface EditorProps {
  /** null creates a new set. */
  permissionSetId: number | null;
  readOnly: boolean;
  onClose: () => void;
}

/** Loads the organisation's menus (and the set when editing), then shows the form. */
export function PermissionSetEditor({ permissionSetId, readOnly, onClose }: EditorProps) {
  const { t } = useTranslation(AUTHORITY_NAMESPACE);
  const menus = useEditableMenus();
  const detail = usePermissionSet(permissionSetId);
  const title =
    permissionSetId === null
      ? t("editor.createTitle")
      : readOnly
        ? t("editor.viewTitle")
        : t("editor.editTitle");
  const ready = menus.data && (permissionSetId === null || detail.data);
  // Escape, × and キャンセル all come here: unsaved edits are confirmed first (spec §2.1).
  const dirty = useRef(false);
  const requestClose = async () => {
    if (dirty.current && !(await confirmDialog({ message: tUi("guard.leave") }))) return;
    onClose();
  };

  return (
    <Modal opened onClose={() => void requestClose()} title={title} size="xxl" closeOnClickOutside={false}>
      {ready ? (
        <EditorForm
          categories={menus.data}
          saved={permissionSetId === null ? null : (detail.data ?? null)}
          readOnly={readOnly}
          dirtyRef={dirty}
          onCancel={() => void requestClose()}
          onSaved={onClose}
        />
      ) : (
        <Group gap="xs" py="xl" justify="center">
          <Loader size="sm" />
          <Text size="sm">{t("editor.loading")}</Text>
        </Group>
      )}
    </Modal>
  );
}

interface FormProps {
  categories: EditableCategory[];
  saved: PermissionSetDetail | null;
  readOnly: boolean;
  /** Kept current so the modal knows whether closing loses edits. */
  dirtyRef: RefObject<boolean>;
  onCancel: () => void;
  onSaved: () => void;
}

function EditorForm({ categories, saved, readOnly, dirtyRef, onCancel, onSaved }: FormProps) {
  const { t } = useTranslation(AUTHORITY_NAMESPACE);
  const startValues: PermissionSetFormValues = {
    name: saved?.name ?? "",
    description: saved?.description ?? "",
    isLecturerDefault: saved?.isLecturerDefault ?? false,
  };
  const startGrid = useMemo(
    () => initialAuthorities(categories, saved?.menuAuthorityList),
    [categories, saved],
  );
  const [values, setValues] = useState(startValues);
  const [grid, setGrid] = useState<AuthorityMap>(startGrid);
  const [errors, setErrors] = useState<PermissionSetFormErrors>({});
  const save = useSavePermissionSet();
  const dirty =
    !readOnly &&
    (values.name !== startValues.name ||
      values.description !== startValues.description ||
      values.isLecturerDefault !== startValues.isLecturerDefault ||
      authoritiesChanged(startGrid, grid));
  useUnsavedChangesGuard(dirty && !save.isSuccess);
  useEffect(() => {
    dirtyRef.current = dirty && !save.isSuccess;
  }, [dirty, save.isSuccess, dirtyRef]);
  const counts = countByAuthority(grid);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePermissionSetForm(values, t("sets.name"));
    setErrors(found);
    if (hasFormErrors(found)) return;
    try {
      await save.mutateAsync({
        id: saved?.permissionSetId ?? null,
        body: { ...values, name: values.name.trim(), menuAuthorityList: toMenuAuthorityList(grid) },
      });
      notify.success({ message: t("sets.saved") });
      dirtyRef.current = false;
      onSaved();
    } catch {
      // The HTTP helper has shown the server's message (e.g. a name already in use).
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <EditFields readOnly={readOnly} withNotice>
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput
                label={t("sets.name")}
                required
                maxLength={PERMISSION_SET_NAME_MAX * 2}
                value={values.name}
                error={errors.name}
                readOnly={readOnly}
                data-autofocus
                onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
              />
              <Textarea
                label={t("sets.description")}
                autosize
                minRows={1}
                maxRows={3}
                value={values.description}
                error={errors.description}
                description={`${values.description.length} / ${PERMISSION_SET_DESCRIPTION_MAX}`}
                readOnly={readOnly}
                onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
              />
            </Group>
            <Checkbox
              label={t("sets.lecturerDefault")}
              description={t("sets.lecturerDefaultHint")}
              checked={values.isLecturerDefault}
              disabled={readOnly}
              onChange={(e) => setValues({ ...values, isLecturerDefault: e.currentTarget.checked })}
            />
            <Group justify="space-between" mt="xs">
              <Title order={3} fz="sm">
                {t("editor.menus")}
              </Title>
              <Text size="xs" c="dimmed">
                {t("editor.summary", { available: counts[0], reference: counts[1], unavailable: counts[2] })}
              </Text>
            </Group>
            <AuthorityGrid categories={categories} value={grid} onChange={setGrid} readOnly={readOnly} />
          </Stack>
        </EditFields>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("editor.cancel")}
          </Button>
          <ActionButton type="submit" loading={save.isPending}>
            {t("editor.save")}
          </ActionButton>
        </Group>
      </Stack>
    </form>
  );
}
