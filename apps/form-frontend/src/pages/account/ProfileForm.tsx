import "../../i18n/domain-locale";
import { validate } from "@gakumu/domain/validation/rule";
import { fullWidthKatakana, maxLength, tel } from "@gakumu/domain/validation/rules/text";
import { useTranslation } from "@gakumu/ui";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { type FormUserProfile, formApi } from "../../api/form-api";
import { useLeaveGuard } from "../../app/leave-guard";
import { ANNOUNCED_ERROR, type FieldErrors, hasErrors } from "../../auth/field-errors";
import { formSession, updateFormSession } from "../../session/form-session";
import { formUserMeKey } from "./profile-query";

type Field = "name" | "nameKana" | "telNo";

// The limits of PUT /app/form-api/form-user/me, checked here first so the message shows under the field.
const NAME_MAX = 50;
const TEL_MAX = 20;

function profileErrors(values: Record<Field, string>): FieldErrors<Field> {
  return {
    name: validate(values.name, maxLength(NAME_MAX)) ?? undefined,
    nameKana: validate(values.nameKana, fullWidthKatakana(), maxLength(NAME_MAX)) ?? undefined,
    telNo: validate(values.telNo, tel(), maxLength(TEL_MAX)) ?? undefined,
  };
}

/** The editable profile of the logged-in form user; the login id (mail address) is shown only. */
export function ProfileForm({ profile }: { profile: FormUserProfile }) {
  const { t } = useTranslation("form");
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({
    name: profile.name,
    nameKana: profile.nameKana,
    telNo: profile.telNo,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  // Spec §2.1: leaving with unsaved edits asks first (a save remounts this form with the new version).
  useLeaveGuard(
    values.name !== profile.name || values.nameKana !== profile.nameKana || values.telNo !== profile.telNo,
  );

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name: values.name.trim(), nameKana: values.nameKana.trim(), telNo: values.telNo.trim() };
    const found = profileErrors(input);
    setErrors(found);
    if (hasErrors(found) || sending) return;
    setSending(true);
    try {
      const saved = await formApi.updateProfile({ ...input, version: profile.version }, t("profile.saved"));
      queryClient.setQueryData(formUserMeKey, saved);
      const user = formSession.get().formUser;
      if (user)
        updateFormSession({
          formUser: { ...user, loginId: saved.loginId, lineDisplayName: saved.lineDisplayName },
        });
    } catch {
      // already toasted by the helper (e.g. someone else changed it: reload and try again)
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {profile.loginId && (
          <TextInput
            label={t("profile.loginId")}
            value={profile.loginId}
            readOnly
            variant="filled"
            size="md"
          />
        )}
        {profile.lineDisplayName && (
          <TextInput
            label={t("profile.lineDisplayName")}
            value={profile.lineDisplayName}
            readOnly
            variant="filled"
            size="md"
          />
        )}
        <TextInput
          label={t("profile.name")}
          name="name"
          autoComplete="name"
          size="md"
          value={values.name}
          error={errors.name}
          onChange={change("name")}
          {...ANNOUNCED_ERROR}
        />
        <TextInput
          label={t("profile.nameKana")}
          name="nameKana"
          size="md"
          value={values.nameKana}
          error={errors.nameKana}
          onChange={change("nameKana")}
          {...ANNOUNCED_ERROR}
        />
        <TextInput
          label={t("profile.telNo")}
          name="telNo"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          size="md"
          value={values.telNo}
          error={errors.telNo}
          onChange={change("telNo")}
          {...ANNOUNCED_ERROR}
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={sending}>
            {t("profile.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
