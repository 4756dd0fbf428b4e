import { useTranslation } from "@gakumu/ui";
import { Button, Stack, Stepper, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { LogoutLink } from "../../app/public/LogoutLink";
import { PublicLayout } from "../../app/public/PublicLayout";
import { WithLoginUser } from "../../app/public/WithLoginUser";
import { type LoginUser, sessionKeys } from "../../app/session";
import { usePageInfo } from "../../app/session/session-store";
import { ChangePasswordForm, type NewPasswords, useChangePassword } from "./ChangePasswordForm";
import { TotpSettingPanel } from "./TotpSettingPanel";

const PASSWORD = 0;
const TOTP = 1;
const DONE = 2;

function firstStep(user: LoginUser): number {
  if (user.passwordChangeRequired) return PASSWORD;
  return user.totpEnabled ? DONE : TOTP;
}

function Steps({ user }: { user: LoginUser }) {
  const { t } = useTranslation("backoffice");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  // Decided from the user as first loaded: the refreshed user no longer asks for the finished step.
  const [step, setStep] = useState(() => firstStep(user));
  const [needsTotp] = useState(() => !user.totpEnabled);

  const refreshUser = () => queryClient.invalidateQueries({ queryKey: sessionKeys.loginUser() });

  const passwordChanged = async (values: NewPasswords) => {
    await changePassword(values);
    await refreshUser();
    setStep(needsTotp ? TOTP : DONE);
  };

  return (
    <Stack gap="lg">
      <Stepper active={step} size="sm" wrap={false} allowNextStepsSelect={false}>
        <Stepper.Step label={t("forced.passwordStep")}>
          <Stack gap="sm" pt="sm">
            <Text size="sm">{t("forced.passwordLead")}</Text>
            <ChangePasswordForm onSubmit={passwordChanged} />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t("forced.totpStep")}>
          <Stack gap="sm" pt="sm">
            <Text size="sm">{t("forced.totpLead")}</Text>
            <TotpSettingPanel
              enabled={false}
              startImmediately
              onConfirmed={async () => {
                await refreshUser();
                setStep(DONE);
              }}
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Completed>
          <Stack gap="md" pt="sm" align="center">
            <Text>{t("forced.done")}</Text>
            <Button onClick={() => navigate("/", { replace: true })}>{t("forced.start")}</Button>
          </Stack>
        </Stepper.Completed>
      </Stepper>
      {step !== DONE && <LogoutLink />}
    </Stack>
  );
}

function ForcedSetup({ user }: { user: LoginUser }) {
  const { t } = useTranslation("backoffice");
  // Judged once, on arrival: after the last step the refreshed user has nothing left to do either,
  // and the "done" step must still be shown then.
  const [nothingToDo] = useState(() => firstStep(user) === DONE);
  if (nothingToDo) return <Navigate to="/" replace />;
  return (
    <PublicLayout title={t("forced.title")} lead={t("forced.lead")} width={520}>
      <Steps user={user} />
    </PublicLayout>
  );
}

/**
 * /security-setting-before-login: an account whose password was set by someone else (new account,
 * administrator reset) chooses its own, then registers an authenticator app if it has none, before
 * the shell opens.
 */
export function ForcedSetupPage() {
  const { t } = useTranslation("backoffice");
  usePageInfo("security-setting-before-login", t("forced.title"));
  return <WithLoginUser>{(user) => <ForcedSetup user={user} />}</WithLoginUser>;
}
