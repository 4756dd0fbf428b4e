import { useTranslation } from "@gakumu/ui";
import { Alert, Button, Center, Loader, Stack } from "@mantine/core";
import { IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PublicLayout } from "../../app/public/PublicLayout";
import { ChangePasswordForm, type NewPasswords } from "../security-setting/ChangePasswordForm";
import { checkResetToken, reminderKeys, resetPassword } from "./reminder-api";

/**
 * /login-reset?token=…: the one-time link from the reminder mail. The token is checked first so an
 * expired link says so before anyone types a new password; then new password + re-entry.
 */
export function LoginResetPage() {
  const { t } = useTranslation("backoffice");
  const token = useSearchParams()[0].get("token") ?? "";
  const [done, setDone] = useState(false);
  const check = useQuery({
    queryKey: reminderKeys.resetToken(token),
    queryFn: ({ signal }) => checkResetToken(token, signal),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (done) {
    return (
      <PublicLayout title={t("reset.title")}>
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={20} />}
          title={t("reset.doneTitle")}
        >
          {t("reset.doneMessage")}
        </Alert>
        <Button component={Link} to="/login" replace fullWidth>
          {t("reset.toLogin")}
        </Button>
      </PublicLayout>
    );
  }
  if (token && check.isPending) {
    return (
      <PublicLayout title={t("reset.title")}>
        <Center py="lg">
          <Loader type="dots" />
        </Center>
      </PublicLayout>
    );
  }
  if (!token || check.isError || !check.data?.valid) {
    return (
      <PublicLayout title={t("reset.title")}>
        <Alert
          color="orange"
          variant="light"
          icon={<IconLinkOff size={20} />}
          title={t("reset.invalidTitle")}
        >
          {t("reset.invalidMessage")}
        </Alert>
        <Button component={Link} to="/login-reminder" variant="light" fullWidth>
          {t("reset.again")}
        </Button>
      </PublicLayout>
    );
  }

  const submit = async (values: NewPasswords) => {
    await resetPassword(token, values.next, values.confirm);
    setDone(true);
  };
  return (
    <PublicLayout title={t("reset.title")} lead={t("reset.lead", { userId: check.data.displayUserId ?? "" })}>
      <Stack gap="md">
        <ChangePasswordForm withoutCurrent onSubmit={submit} submitLabel={t("reset.submit")} />
      </Stack>
    </PublicLayout>
  );
}
