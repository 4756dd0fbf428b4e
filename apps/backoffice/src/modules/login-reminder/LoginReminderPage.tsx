import { rules, validate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Alert, Anchor, Button, Center, Stack, TextInput } from "@mantine/core";
import { IconMail, IconMailCheck } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { PublicLayout } from "../../app/public/PublicLayout";
import { sendLoginReminder } from "./reminder-api";

/**
 * /login-reminder: a mail address in, always the same answer out. The server answers 204 whether
 * or not the address is registered, and so does this screen, so nobody can probe for accounts.
 */
export function LoginReminderPage() {
  const { t } = useTranslation("backoffice");
  const [mailAddress, setMailAddress] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = validate(mailAddress.trim(), rules.required(), rules.email());
    setError(message);
    if (message) return;
    try {
      await sendLoginReminder(mailAddress.trim());
      setSent(true);
    } catch {
      // network or server failure: shown by the HTTP helper, the address stays for another try
    }
  };

  return (
    <PublicLayout title={t("reminder.title")} lead={sent ? undefined : t("reminder.lead")}>
      {sent ? (
        <Alert color="green" variant="light" icon={<IconMailCheck size={20} />} title={t("reminder.sent")}>
          {t("reminder.sentLead")}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              type="email"
              label={t("reminder.mailAddress")}
              autoComplete="email"
              inputMode="email"
              size="md"
              withAsterisk
              autoFocus
              leftSection={<IconMail size={18} stroke={1.6} />}
              value={mailAddress}
              error={error}
              onChange={(event) => {
                setMailAddress(event.currentTarget.value);
                setError(null);
              }}
            />
            <Button type="submit" size="md" fullWidth>
              {t("reminder.submit")}
            </Button>
          </Stack>
        </form>
      )}
      <Center>
        <Anchor component={Link} to="/login" size="sm">
          {t("reminder.backToLogin")}
        </Anchor>
      </Center>
    </PublicLayout>
  );
}
