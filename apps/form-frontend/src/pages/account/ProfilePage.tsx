import { PageTitle, useTranslation } from "@gakumu/ui";
import { Alert, Button, Paper, Skeleton, Stack, Title } from "@mantine/core";
import { useEffect } from "react";
import { clearSavedAnswerInput } from "../../session/answer-input";
import { useFormSession } from "../../session/form-session";
import { LoginRequiredNotice } from "./LoginRequiredNotice";
import { ProfileForm } from "./ProfileForm";
import { useFormUserProfile } from "./profile-query";
import { useAccountPage } from "./use-account-page";

/**
 * /profile (spec §2.2): shows and edits the form user's profile. Entering it clears the saved
 * input state of the answer screens, as the spec asks.
 */
export function ProfilePage() {
  const { t } = useTranslation("form");
  const login = useFormSession((s) => s.login);
  const profile = useFormUserProfile(login);
  useAccountPage();

  useEffect(() => {
    clearSavedAnswerInput();
  }, []);

  return (
    <Stack gap="md">
      <PageTitle title={t("profile.title")} />
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t("profile.title")}
      </Title>
      {!login ? (
        <LoginRequiredNotice message={t("account.loginNeeded")} />
      ) : (
        <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
          {profile.data ? (
            <ProfileForm key={profile.data.version} profile={profile.data} />
          ) : profile.isError ? (
            <Alert color="red" role="alert">
              {t("profile.loadFailed")}{" "}
              <Button variant="subtle" size="compact-sm" onClick={() => void profile.refetch()}>
                {t("profile.retry")}
              </Button>
            </Alert>
          ) : (
            <Stack gap="sm" aria-busy="true">
              <Skeleton h={60} />
              <Skeleton h={60} />
              <Skeleton h={60} />
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
}
