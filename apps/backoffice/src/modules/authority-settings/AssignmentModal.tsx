import { GradePermission, ListReferenceAuthority, MemberPermissionDataType } from "@gakumu/domain";
import { dangerConfirmDialog, notify, useTranslation } from "@gakumu/ui";
import { Button, Group, Loader, Modal, MultiSelect, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { type FormEvent, useMemo, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { EditFields } from "../../app/EditFields";
import type { LoginUserItem } from "../login-users/login-users-api";
import {
  type AssignmentFormValues,
  assignmentForm,
  SCOPE_TYPES,
  toAssignmentBody,
  validateAssignment,
} from "./assignment-form";
import type { UserPermission } from "./authority-api";
import { AUTHORITY_NAMESPACE } from "./i18n";
import { useAssignPermission, usePermissionSets, useScopeMaster, useUserPermission } from "./queries";
import { divisionOptions } from "./scope-options";

interface Props {
  user: LoginUserItem;
  onClose: () => void;
}

/** One user's permission in this organisation: set, list reference, grade and hierarchy scopes. */
export function AssignmentModal({ user, onClose }: Props) {
  const { t } = useTranslation(AUTHORITY_NAMESPACE);
  const permission = useUserPermission(user.loginUserId);
  return (
    <Modal opened onClose={onClose} title={t("assign.title", { name: user.name })} size="lg">
      {permission.isSuccess ? (
        <AssignmentForm user={user} saved={permission.data} onClose={onClose} />
      ) : (
        <Loader size="sm" type="dots" />
      )}
    </Modal>
  );
}

function AssignmentForm({ user, saved, onClose }: Props & { saved: UserPermission | null }) {
  const { t } = useTranslation(AUTHORITY_NAMESPACE);
  const sets = usePermissionSets();
  const scopeMaster = useScopeMaster();
  const assign = useAssignPermission();
  const [values, setValues] = useState<AssignmentFormValues>(() => assignmentForm(saved));
  const [error, setError] = useState<string | null>(null);
  const nodes = useMemo(() => divisionOptions(scopeMaster.data?.divisionList ?? []), [scopeMaster.data]);
  const grades = [
    { value: String(GradePermission.NONE), label: GradePermission.label(GradePermission.NONE) },
    ...(scopeMaster.data?.gradeList ?? []).map((g) => ({ value: String(g.gradeCd), label: g.name })),
  ];

  const save = async (body: ReturnType<typeof toAssignmentBody> | null, message: string) => {
    try {
      await assign.mutateAsync({ loginUserId: user.loginUserId, body });
      notify.success({ message });
      onClose();
    } catch {
      // shown by the HTTP helper
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAssignment(values, t("assign.permissionSet"));
    setError(problem);
    if (!problem) await save(toAssignmentBody(values), t("assign.saved"));
  };

  const unassign = async () => {
    const ok = await dangerConfirmDialog({
      title: t("assign.unassignTitle"),
      message: t("assign.unassignMessage", { name: user.name }),
    });
    if (ok) await save(null, t("assign.removed"));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <EditFields withNotice>
          <Stack gap="sm">
            <Select
              label={t("assign.permissionSet")}
              placeholder={t("assign.permissionSetPlaceholder")}
              required
              data={(sets.data ?? []).map((s) => ({ value: String(s.permissionSetId), label: s.name }))}
              value={values.permissionSetId || null}
              error={error}
              onChange={(v) => setValues({ ...values, permissionSetId: v ?? "" })}
              data-autofocus
            />
            <SimpleGrid cols={2}>
              <Select
                label={t("assign.referenceAuthority")}
                data={ListReferenceAuthority.options.map((o) => ({ value: String(o.value), label: o.label }))}
                value={String(values.referenceAuthority)}
                onChange={(v) => setValues({ ...values, referenceAuthority: Number(v ?? 0) })}
                allowDeselect={false}
              />
              <Select
                label={t("assign.gradePermission")}
                data={grades}
                value={String(values.gradePermission)}
                onChange={(v) => setValues({ ...values, gradePermission: Number(v ?? GradePermission.NONE) })}
                allowDeselect={false}
              />
            </SimpleGrid>
            <Text size="sm" fw={500} mt="xs">
              {t("assign.scopes")}
            </Text>
            <Text size="xs" c="dimmed" mt={-8}>
              {t("assign.scopesHint")}
            </Text>
            {SCOPE_TYPES.map((type) => (
              <MultiSelect
                key={type}
                label={MemberPermissionDataType.label(type)}
                data={nodes}
                value={values.scopes[type]}
                onChange={(codes) => setValues({ ...values, scopes: { ...values.scopes, [type]: codes } })}
                searchable
                clearable
                maxDropdownHeight={260}
              />
            ))}
          </Stack>
        </EditFields>
        <Group justify="space-between" mt="sm">
          <ActionButton
            variant="subtle"
            color="red"
            disabled={saved === null}
            onClick={() => void unassign()}
          >
            {t("assign.unassign")}
          </ActionButton>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("editor.cancel")}
            </Button>
            <ActionButton type="submit" loading={assign.isPending}>
              {t("assign.save")}
            </ActionButton>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
