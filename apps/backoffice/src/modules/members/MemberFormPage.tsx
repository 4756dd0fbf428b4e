import { notify, PageTitle, useTranslation, useUnsavedChangesGuard } from "@gakumu/ui";
import { Alert, Button, Group, Loader, Stack, Title } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ActionButton } from "../../app/ActionButton";
import { EditFields } from "../../app/EditFields";
import { HttpError, notifyHttpError } from "../../app/http";
import { MEMBERS_NAMESPACE } from "./i18n";
import { MemberFormSections } from "./MemberFormSections";
import {
  emptyForm,
  errorsFromDetails,
  type FormErrors,
  formFromDetail,
  type MemberFormValues,
  revalidateChanged,
  toWriteBody,
  validateMemberForm,
} from "./member-form-model";
import { type MemberDetail, type MemberListOptions, membersApi } from "./members-api";
import { menuPath } from "./members-paths";
import { useMemberDetail, useMemberOptions, useRefreshMembers } from "./queries";
import { useScrollTop } from "./use-scroll-top";

interface FormProps {
  options: MemberListOptions;
  /** The member being edited; absent when registering. */
  member?: MemberDetail;
  onReload: () => void;
}

function MemberForm({ options, member, onReload }: FormProps) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const navigate = useNavigate();
  const { search } = useLocation();
  const refresh = useRefreshMembers();
  const initial = useMemo(
    () => (member ? formFromDetail(member, options.attributes) : emptyForm(options.attributes)),
    [member, options.attributes],
  );
  const [values, setValues] = useState<MemberFormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Where to go once saved; leaving by this path is not "leaving with unsaved changes".
  const [doneAt, setDoneAt] = useState<string | null>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useUnsavedChangesGuard(dirty && doneAt === null);
  useEffect(() => {
    if (doneAt) navigate(doneAt);
  }, [doneAt, navigate]);

  // The first field with a message may be far above the save button: bring it into view.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const input = [...document.querySelectorAll<HTMLElement>("[data-field]")].find(
      (el) => errors[el.dataset.field ?? ""] !== undefined,
    );
    input?.scrollIntoView?.({ block: "center", behavior: "smooth" });
    input?.focus?.({ preventScroll: true });
  }, [errors]);

  const change = (next: MemberFormValues) => {
    setErrors((current) =>
      revalidateChanged(current, values, next, options.importFields, options.attributes),
    );
    setValues(next);
  };

  const base = menuPath("members");
  const cancel = () => navigate(member ? `${base}/${member.id}${search}` : `${base}${search}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateMemberForm(values, options.importFields, options.attributes);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify.danger({ message: t("form.fixErrors") });
      return;
    }
    setSaving(true);
    try {
      const body = toWriteBody(values, options.importFields);
      const saved = member
        ? await membersApi.update(member.id, { ...body, version: member.version })
        : await membersApi.create(body);
      notify.success({ message: t(member ? "form.saved" : "form.created") });
      await refresh();
      setDoneAt(`${base}/${saved.id}${search}`);
    } catch (error) {
      if (error instanceof HttpError && error.details.length > 0) {
        setErrors(errorsFromDetails(error.details));
        notify.danger({ message: error.serverMessage ?? t("form.fixErrors") });
      } else if (error instanceof HttpError && error.status === 409) {
        setConflict(error.serverMessage ?? null);
      } else {
        notifyHttpError(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {conflict && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t("form.conflictTitle")}>
            <Stack gap="xs" align="flex-start">
              {conflict}
              <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={onReload}>
                {t("form.reload")}
              </Button>
            </Stack>
          </Alert>
        )}
        <EditFields withNotice>
          <Stack gap="md">
            <MemberFormSections values={values} errors={errors} options={options} onChange={change} />
          </Stack>
        </EditFields>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel}>
            {t("form.cancel")}
          </Button>
          <ActionButton type="submit" loading={saving} data-operation-id="member-save">
            {t("form.save")}
          </ActionButton>
        </Group>
      </Stack>
    </form>
  );
}

/** 「メンバー登録」 (no id) and 「メンバー編集」: loads the settings (and the member), then the form. */
export function MemberFormPage({ id }: { id?: number }) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const options = useMemberOptions("members");
  const detail = useMemberDetail("members", id ?? 0);
  const title = t(id ? "title.edit" : "title.create");
  useScrollTop(id);
  const settings = options.data;
  const ready = settings !== undefined && (!id || detail.data !== undefined);
  return (
    <Stack gap="md" maw={1400}>
      <PageTitle title={title} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {detail.data ? `${title}：${detail.data.fields.name}（${detail.data.fields.member_id}）` : title}
      </Title>
      {ready && settings ? (
        // A reload after a conflict brings a new version: the form starts again from it.
        <MemberForm
          key={detail.data?.version ?? "new"}
          options={settings}
          member={detail.data}
          onReload={() => void detail.refetch()}
        />
      ) : (
        <Loader size="sm" type="dots" />
      )}
    </Stack>
  );
}
