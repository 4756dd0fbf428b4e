import { notify, useTranslation } from "@gakumu/ui";
import { Button, PasswordInput, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { hasErrors, type PasswordErrors, validatePasswords } from "./password-rules";
import { changePassword } from "./security-api";

export interface ChangePasswordFormProps {
  /** Sends the passwords; the HTTP helper shows a failure, after which the form stays filled. */
  onSubmit: (values: NewPasswords) => Promise<void>;
  /** Reset by mailed link: no current password to ask for. */
  withoutCurrent?: boolean;
  submitLabel?: string;
}

/** What the form hands over; `current` is "" when the form does not ask for it. */
export interface NewPasswords {
  current: string;
  next: string;
  confirm: string;
}

/** Current (optional), new and re-entered password, checked with the domain's rules before sending. */
export function ChangePasswordForm({
  onSubmit,
  withoutCurrent = false,
  submitLabel,
}: ChangePasswordFormProps) {
  const { t } = useTranslation("backoffice");
  const [values, setValues] = useState({ current: "", next: "", confirm: "" });
  const [errors, setErrors] = useState<PasswordErrors>({});

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePasswords(
      withoutCurrent ? { next: values.next, confirm: values.confirm } : values,
    );
    setErrors(checked);
    if (hasErrors(checked)) return;
    try {
      await onSubmit(withoutCurrent ? { ...values, current: "" } : values);
      setValues({ current: "", next: "", confirm: "" });
    } catch {
      // shown by the HTTP helper; keep what was typed so only the wrong field needs fixing
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {!withoutCurrent && (
          <PasswordInput
            label={t("password.current")}
            autoComplete="current-password"
            withAsterisk
            {...field("current")}
          />
        )}
        <PasswordInput
          label={t("password.next")}
          autoComplete="new-password"
          withAsterisk
          {...field("next")}
        />
        <Text size="xs" c="dimmed" mt={-4}>
          {t("password.rule")}
        </Text>
        <PasswordInput
          label={t("password.confirm")}
          autoComplete="new-password"
          withAsterisk
          {...field("confirm")}
        />
        <Button type="submit" mt="xs">
          {submitLabel ?? t("password.submit")}
        </Button>
      </Stack>
    </form>
  );
}

/** The usual submit for a logged-in user: POST the change and say it worked. */
export function useChangePassword() {
  const { t } = useTranslation("backoffice");
  return async (values: NewPasswords) => {
    await changePassword(values.current, values.next, values.confirm);
    notify.success({ message: t("password.changed") });
  };
}
