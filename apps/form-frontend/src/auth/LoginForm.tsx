import { formSignInSchema } from "@gakumu/domain/validation/form-frontend";
import { notify, useTranslation } from "@gakumu/ui";
import { Anchor, Button, Divider, Group, Stack } from "@mantine/core";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { formApi } from "../api/form-api";
import { AccountPasswordInput, MailAddressInput } from "./account-inputs";
import { enterAfterLogin } from "./after-login";
import { type FieldErrors, fieldErrorsOf, hasErrors } from "./field-errors";
import { LineButton } from "./LineButton";
import { closeLoginModal } from "./login-modal-store";

type Field = "loginId" | "password";

export interface LoginFormProps {
  formId: number | null;
  onForgotPassword: () => void;
  onRegister: () => void;
}

/**
 * The login tab (spec §2.2): LINE button when configured, mail address and password, Enter
 * submits, the forgot-password link and the way to registration. Errors of the call are toasted
 * by the form helper; the entries stay so the user can correct them.
 */
export function LoginForm({ formId, onForgotPassword, onRegister }: LoginFormProps) {
  const { t } = useTranslation("form");
  const [values, setValues] = useState({ loginId: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { loginId: values.loginId.trim(), password: values.password };
    const found = fieldErrorsOf<Field>(formSignInSchema, input);
    setErrors(found);
    if (hasErrors(found) || sending) return;
    setSending(true);
    try {
      const user = await formApi.signIn(input.loginId, input.password);
      closeLoginModal();
      notify.success({ message: t("login.loggedIn") });
      await enterAfterLogin(user);
    } catch {
      // already toasted by the helper (spec §8.1)
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md">
      <LineButton purpose="sign-in" formId={formId} label={t("login.lineLogin")} />
      <form onSubmit={submit} noValidate aria-label={t("login.titleLogin")}>
        <Stack gap="sm">
          <MailAddressInput
            label={t("login.mailAddress")}
            name="loginId"
            autoComplete="username"
            data-autofocus
            value={values.loginId}
            error={errors.loginId}
            onChange={change("loginId")}
          />
          <AccountPasswordInput
            label={t("login.password")}
            name="password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={change("password")}
          />
          <Button type="submit" size="md" fullWidth loading={sending}>
            {t("login.submitLogin")}
          </Button>
        </Stack>
      </form>
      <Group justify="center">
        <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
          {t("login.forgot")}
        </Anchor>
      </Group>
      <Divider label={t("login.noAccount")} labelPosition="center" />
      <Button variant="default" size="md" fullWidth onClick={onRegister}>
        {t("login.toRegister")}
      </Button>
    </Stack>
  );
}
