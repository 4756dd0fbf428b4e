import { LanguageSwitch, notify, PageTitle, useTranslation } from "@gakumu/ui";
import {
  Box,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconLock, IconSchool, IconUser } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { notifyHttpError } from "../../app/http";
import { sessionKeys } from "../../app/session";
import { postLogin, TwoStepType } from "./login-api";
import { TotpModal } from "./TotpModal";

interface FieldErrors {
  userId?: string;
  password?: string;
}

/** Administrator login (spec §2.1 /login, §4): user ID + password, then a TOTP code when required. */
export function LoginPage() {
  const { t } = useTranslation("backoffice");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [userId, setUserId] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  // `attempt` remounts the modal on each login so no code or error is left from the last one.
  const [totp, setTotp] = useState<{ url: string | null; attempt: number } | null>(null);

  const enter = () => {
    // A cached 401 from the gate must not bounce the fresh session back here.
    queryClient.removeQueries({ queryKey: sessionKeys.all });
    navigate("/", { replace: true });
  };

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
      else if (response.twoStepType === TwoStepType.TOTP)
        setTotp({ url: response.url ?? null, attempt: Date.now() });
      else notify.danger({ message: t("login.unsupportedTwoStep") });
    } catch (error) {
      notifyHttpError(error);
    }
  };

  return (
    <Box
      mih="100dvh"
      style={{
        background:
          "radial-gradient(circle at 15% 0%, var(--mantine-color-gakumu-1) 0%, transparent 45%), var(--mantine-color-gray-0)",
      }}
    >
      <PageTitle title={t("login.title")} />
      <Center mih="100dvh" px="md" py="xl">
        <Stack w="100%" maw={400} gap="xl">
          <Stack align="center" gap={4}>
            <ThemeIcon size={56} radius="lg" variant="filled" aria-hidden>
              <IconSchool size={32} stroke={1.6} />
            </ThemeIcon>
            <Title order={1} fz={30} mt="xs" style={{ letterSpacing: "0.08em" }}>
              {t("product.name")}
            </Title>
            <Text c="dimmed" size="sm">
              {t("product.area")}
            </Text>
          </Stack>

          <Paper withBorder shadow="md" radius="lg" p={{ base: "lg", xs: "xl" }}>
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <div>
                  <Title order={2} fz="lg">
                    {t("login.title")}
                  </Title>
                  <Text size="sm" c="dimmed" mt={4}>
                    {t("login.lead")}
                  </Text>
                </div>
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
              </Stack>
            </form>
          </Paper>

          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t("product.copyright")}
            </Text>
            <LanguageSwitch />
          </Group>
        </Stack>
      </Center>

      <TotpModal
        key={totp?.attempt}
        opened={totp !== null}
        displayUserId={userId.trim()}
        setupUrl={totp?.url ?? null}
        onClose={() => setTotp(null)}
        onVerified={enter}
      />
    </Box>
  );
}
