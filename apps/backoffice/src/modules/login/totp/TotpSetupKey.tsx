import { useTranslation } from "@gakumu/ui";
import { Button, Code, CopyButton, Group, Paper, Stack, Text } from "@mantine/core";
import { groupSecret, type OtpauthSetup } from "./otpauth";

/** The secret as text, for apps that cannot scan (or a user setting it up on the same phone). */
export function TotpSetupKey({ setup }: { setup: OtpauthSetup }) {
  const { t } = useTranslation("backoffice");
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" fw={700}>
            {t("totp.setupKey")}
          </Text>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" color={copied ? "green" : undefined} onClick={copy}>
                {copied ? t("totp.copied") : t("totp.copy")}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Code
          fz="md"
          fw={700}
          style={{ wordBreak: "break-all", letterSpacing: "0.05em" }}
          bg="transparent"
          p={0}
        >
          {groupSecret(setup.secret)}
        </Code>
        {(setup.issuer || setup.account) && (
          <Text size="xs" c="dimmed">
            {t("totp.account")}: {[setup.issuer, setup.account].filter(Boolean).join(" / ")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
