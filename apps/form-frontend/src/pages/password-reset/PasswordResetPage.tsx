import { formPasswordResetSchema } from "@gakumu/domain/validation/form-frontend";
import { notify, PageTitle, useTranslation } from "@gakumu/ui";
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { formApi } from "../../api/form-api";
import { NOT_FOUND_PATH } from "../../app/paths";
import { AccountPasswordInput } from "../../auth/account-inputs";
import { type FieldErrors, fieldErrorsOf, hasErrors } from "../../auth/field-errors";
import { FormHttpError } from "../../http/form-http";
import { domainMessage } from "../../i18n/domain-messages";

type Field = "password" | "passwordConfirm";

/** Spec §8.3: a failed reset says 「エラー」 with the server's message, or that a server error occurred. */
function resetFailureMessage(error: unknown): string {
  if (error instanceof FormHttpError && error.status === 0)
    return domainMessage("client.communicationFailed");
  return (error instanceof FormHttpError && error.serverMessage) || domainMessage("client.serverError");
}

function ResetDone() {
  const { t } = useTranslation("form");
  return (
    <Stack align="center" gap="md" ta="center" role="status">
      <ThemeIcon size={64} radius="xl" variant="light" color="green">
        <IconCircleCheck size={36} stroke={1.5} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("reset.doneTitle")}
      </Title>
      <Text style={{ wordBreak: "auto-phrase" }}>{t("reset.doneMessage")}</Text>
    </Stack>
  );
}

/**
 * /password-reset?accessKey&resetId (spec §2.2, §4): the new password twice, checked with the §5.3
 * rules, then the done screen. The link's own key travels in the access-key header.
 */
export function PasswordResetPage() {
  const { t } = useTranslation("form");
  const [params] = useSearchParams();
  const accessKey = params.get("accessKey")?.trim() ?? "";
  const resetId = params.get("resetId")?.trim() ?? "";
  const [values, setValues] = useState({ password: "", passwordConfirm: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  if (!accessKey || !resetId) return <Navigate to={NOT_FOUND_PATH} replace />;

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, resetId };
    const found = fieldErrorsOf<Field>(formPasswordResetSchema, input);
    setErrors(found);
    if (hasErrors(found)) {
      notify.danger({
        title: domainMessage("client.errorTitle"),
        message: domainMessage("client.inputError"),
      });
      return;
    }
    if (sending) return;
    setSending(true);
    try {
      await formApi.doReset(accessKey, input);
      setDone(true);
    } catch (error) {
      // A bad link already went to /not-found (spec §8.1); anything else is said here (§8.3).
      if (!(error instanceof FormHttpError && error.notified)) {
        notify.danger({ title: domainMessage("client.errorTitle"), message: resetFailureMessage(error) });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <PageTitle title={done ? t("reset.doneTitle") : t("reset.title")} />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} w="100%" maw={440}>
        {done ? (
          <ResetDone />
        ) : (
          <form onSubmit={submit} noValidate aria-label={t("reset.title")}>
            <Stack gap="md">
              <Title order={1} fz={{ base: 20, sm: 24 }}>
                {t("reset.title")}
              </Title>
              <Text size="sm">{t("reset.lead")}</Text>
              <AccountPasswordInput
                label={t("reset.password")}
                description={t("login.passwordHint")}
                name="password"
                autoComplete="new-password"
                autoFocus
                value={values.password}
                error={errors.password}
                onChange={change("password")}
              />
              <AccountPasswordInput
                label={t("reset.passwordConfirm")}
                name="passwordConfirm"
                autoComplete="new-password"
                value={values.passwordConfirm}
                error={errors.passwordConfirm}
                onChange={change("passwordConfirm")}
              />
              <Button type="submit" size="md" fullWidth loading={sending}>
                {t("reset.submit")}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Center>
  );
}
