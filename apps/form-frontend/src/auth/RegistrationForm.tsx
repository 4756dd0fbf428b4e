import { formRegistrationSchema } from "@gakumu/domain/validation/form-frontend";
import { useTranslation } from "@gakumu/ui";
import { Button, Divider, Stack } from "@mantine/core";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { formApi } from "../api/form-api";
import { AccountPasswordInput, MailAddressInput } from "./account-inputs";
import { type FieldErrors, fieldErrorsOf, hasErrors } from "./field-errors";
import { LineButton } from "./LineButton";

type Field = "loginId" | "password" | "passwordConfirm";

export interface RegistrationFormProps {
  formId: number | null;
  /** The code was mailed: the authentication-code modal takes over for this address. */
  onCodeSent: (loginId: string) => void;
  onLogin: () => void;
}

/**
 * The registration tab (spec §2.2): LINE registration when configured, mail address, password and
 * its re-entry (spec §5.3 rules); submitting mails an authentication code.
 */
export function RegistrationForm({ formId, onCodeSent, onLogin }: RegistrationFormProps) {
  const { t } = useTranslation("form");
  const [values, setValues] = useState({ loginId: "", password: "", passwordConfirm: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, loginId: values.loginId.trim() };
    const found = fieldErrorsOf<Field>(formRegistrationSchema, input);
    setErrors(found);
    if (hasErrors(found) || sending) return;
    setSending(true);
    try {
      await formApi.confirmMailAddress(input.loginId, input.password);
      onCodeSent(input.loginId);
    } catch {
      // already toasted by the helper
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md">
      <LineButton purpose="sign-up" formId={formId} label={t("login.lineRegister")} />
      <form onSubmit={submit} noValidate aria-label={t("login.titleRegister")}>
        <Stack gap="sm">
          <MailAddressInput
            label={t("login.mailAddress")}
            name="loginId"
            autoComplete="email"
            data-autofocus
            value={values.loginId}
            error={errors.loginId}
            onChange={change("loginId")}
          />
          <AccountPasswordInput
            label={t("login.password")}
            description={t("login.passwordHint")}
            name="password"
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={change("password")}
          />
          <AccountPasswordInput
            label={t("login.passwordConfirm")}
            name="passwordConfirm"
            autoComplete="new-password"
            value={values.passwordConfirm}
            error={errors.passwordConfirm}
            onChange={change("passwordConfirm")}
          />
          <Button type="submit" size="md" fullWidth loading={sending}>
            {t("login.submitRegister")}
          </Button>
        </Stack>
      </form>
      <Divider label={t("login.haveAccount")} labelPosition="center" />
      <Button variant="default" size="md" fullWidth onClick={onLogin}>
        {t("login.toLogin")}
      </Button>
    </Stack>
  );
}
