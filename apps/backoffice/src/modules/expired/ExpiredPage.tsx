import { useTranslation } from "@gakumu/ui";
import { Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Navigate, useNavigate } from "react-router";
import { LogoutLink } from "../../app/public/LogoutLink";
import { PublicLayout } from "../../app/public/PublicLayout";
import { WithLoginUser } from "../../app/public/WithLoginUser";
import { sessionKeys } from "../../app/session";
import { usePageInfo } from "../../app/session/session-store";
import {
  ChangePasswordForm,
  type NewPasswords,
  useChangePassword,
} from "../security-setting/ChangePasswordForm";

/** /expired: the password's validity ran out; a new one is needed before anything else. */
export function ExpiredPage() {
  const { t } = useTranslation("backoffice");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  usePageInfo("expired", t("expired.title"));

  const submit = async (values: NewPasswords) => {
    await changePassword(values);
    // Wait for the fresh login user, or the gate would still see the expired flag and send us back.
    await queryClient.invalidateQueries({ queryKey: sessionKeys.loginUser() });
    navigate("/", { replace: true });
  };

  return (
    <WithLoginUser>
      {(user) =>
        user.passwordExpired ? (
          <PublicLayout title={t("expired.title")} lead={t("expired.lead")}>
            <Stack gap="md">
              <ChangePasswordForm onSubmit={submit} />
              <LogoutLink />
            </Stack>
          </PublicLayout>
        ) : (
          <Navigate to="/" replace />
        )
      }
    </WithLoginUser>
  );
}
