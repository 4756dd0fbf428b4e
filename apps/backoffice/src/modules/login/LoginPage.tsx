import { notify, useTranslation } from "@gakumu/ui";
import { Anchor, Button, Center, PasswordInput, Stack, TextInput } from "@mantine/core";
import { IconLock, IconUser } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { notifyHttpError } from "../../app/http";
import { PublicLayout } from "../../app/public/PublicLayout";
import { type PendingTotp, postLogin, TwoStepType } from "./login-api";
import { useEnterAfterLogin } from "./use-enter-after-login";

interface FieldErrors {
  userId?: string;
  password?: string;
}

/**
 * Administrator login (spec §2.1 /login, §4): user ID + password. When a TOTP code is needed the
 * second step continues on /loginsecondary, so a reload there does not lose it.
 */
export function LoginPage() {
  const { t } = useTranslation("backoffice");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enter = useEnterAfterLogin();
  const [userId, setUserId] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});

  // Whoever reaches /login (logout, expiry, a 401) must not find the last session's data cached.
  useEffect(() => {
    queryClient.removeQueries();
  }, [queryClient]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      userId: userId.trim() ? undefined : t("login.userIdRequired"),
      password: password ? undefined : t("login.passwordRequired"),
    };
    setErrors(next);
    if (next.userId || next.password) return;
    try {
      const response = await postLogin(userId.trim(), password);
      if (response.twoStepType === TwoStepType.NONE) enter();
      else if (response.twoStepType === TwoStepType.TOTP) {
        const state: PendingTotp = { displayUserId: userId.trim(), url: response.url };
        navigate("/loginsecondary", { state });
      } else notify.danger({ message: t("login.unsupportedTwoStep") });
    } catch (error) {
      notifyHttpError(error);
    }
  };

  return (
    <PublicLayout title={t("login.title")} lead={t("login.lead")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("login.userId")}
            name="displayUserId"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            size="md"
            withAsterisk
            autoFocus
            leftSection={<IconUser size={18} stroke={1.6} />}
            value={userId}
            error={errors.userId}
            onChange={(event) => setUserId(event.currentTarget.value)}
          />
          <PasswordInput
            label={t("login.password")}
            name="password"
            autoComplete="current-password"
            size="md"
            withAsterisk
            leftSection={<IconLock size={18} stroke={1.6} />}
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" size="md" fullWidth mt="xs">
            {t("login.submit")}
          </Button>
          <Center>
            <Anchor component={Link} to="/login-reminder" size="sm">
              {t("login.forgot")}
            </Anchor>
          </Center>
        </Stack>
      </form>
    </PublicLayout>
  );
}
