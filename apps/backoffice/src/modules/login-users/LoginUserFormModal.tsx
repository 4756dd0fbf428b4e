import { ListReferenceAuthority } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import {
  Button,
  Group,
  Modal,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { EditFields } from "../../app/EditFields";
import { LOGIN_USERS_NAMESPACE } from "./i18n";
import {
  emptyLoginUserForm,
  formFromLoginUser,
  type LoginUserFormErrors,
  type LoginUserFormValues,
  toCreateBody,
  toUpdateBody,
  validateLoginUserForm,
} from "./login-user-form";
import type { LoginUserItem } from "./login-users-api";
import { useCreateLoginUser, usePermissionSetOptions, useUpdateLoginUser } from "./queries";

export type LoginUserFormTarget = { mode: "create" } | { mode: "edit"; user: LoginUserItem };

interface Props {
  target: LoginUserFormTarget;
  onClose: () => void;
  /** A generated initial password to show once. */
  onPasswordGenerated: (name: string, password: string) => void;
}

/** Create or edit an administrator user: name, mail, and the permission set in this organisation. */
export function LoginUserFormModal({ target, onClose, onPasswordGenerated }: Props) {
  const { t } = useTranslation(LOGIN_USERS_NAMESPACE);
  const [values, setValues] = useState<LoginUserFormValues>(() =>
    target.mode === "edit" ? formFromLoginUser(target.user) : emptyLoginUserForm(),
  );
  const [errors, setErrors] = useState<LoginUserFormErrors>({});
  const sets = usePermissionSetOptions();
  const create = useCreateLoginUser();
  const update = useUpdateLoginUser();
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof LoginUserFormValues>(key: K, value: LoginUserFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: "displayUserId" | "name" | "mailAddress" | "password") => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const labels = {
      displayUserId: t("form.displayUserId"),
      name: t("form.name"),
      mailAddress: t("form.mailAddress"),
      password: t("form.password"),
    };
    const found = validateLoginUserForm(values, target.mode, labels);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (target.mode === "create") {
        const created = await create.mutateAsync(toCreateBody(values));
        notify.success({ message: t("form.created") });
        if (created.generatedPassword) onPasswordGenerated(created.loginUser.name, created.generatedPassword);
      } else {
        await update.mutateAsync({ loginUserId: target.user.loginUserId, body: toUpdateBody(values) });
        notify.success({ message: t("form.saved") });
      }
      onClose();
    } catch {
      // The HTTP helper has shown the server's message (e.g. a taken user ID); the form stays open.
    }
  };

  const setOptions = [
    { value: "", label: t("form.noPermission") },
    ...(sets.data ?? []).map((s) => ({ value: String(s.permissionSetId), label: s.name })),
  ];

  return (
    <Modal
      opened
      onClose={onClose}
      title={target.mode === "create" ? t("form.createTitle") : t("form.editTitle")}
      size="lg"
      closeOnClickOutside={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EditFields>
            <Stack gap="sm">
              <TextInput
                label={t("form.displayUserId")}
                description={target.mode === "create" ? t("form.displayUserIdHint") : undefined}
                required={target.mode === "create"}
                disabled={target.mode === "edit"}
                autoComplete="off"
                data-autofocus
                {...text("displayUserId")}
              />
              <TextInput label={t("form.name")} required {...text("name")} />
              <TextInput label={t("form.mailAddress")} required type="email" {...text("mailAddress")} />
              {target.mode === "create" && (
                <>
                  <SegmentedControl
                    aria-label={t("form.passwordMode")}
                    value={values.passwordMode}
                    onChange={(v) => set("passwordMode", v === "manual" ? "manual" : "generate")}
                    data={[
                      { value: "generate", label: t("form.generate") },
                      { value: "manual", label: t("form.manual") },
                    ]}
                  />
                  {values.passwordMode === "manual" && (
                    <PasswordInput
                      label={t("form.password")}
                      description={t("form.passwordHint")}
                      required
                      autoComplete="new-password"
                      {...text("password")}
                    />
                  )}
                </>
              )}
              <Group grow align="flex-start">
                <Select
                  label={t("form.permissionSet")}
                  data={setOptions}
                  value={values.permissionSetId}
                  onChange={(v) => set("permissionSetId", v ?? "")}
                  allowDeselect={false}
                />
                <Select
                  label={t("form.referenceAuthority")}
                  data={ListReferenceAuthority.options.map((o) => ({
                    value: String(o.value),
                    label: o.label,
                  }))}
                  value={String(values.referenceAuthority)}
                  onChange={(v) => set("referenceAuthority", Number(v ?? ListReferenceAuthority.ALL))}
                  disabled={values.permissionSetId === ""}
                  allowDeselect={false}
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
