import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { TotpCodeForm } from "../login/totp/TotpCodeForm";
import { TotpSetup } from "../login/totp/TotpSetup";
import { confirmTotp, startTotpSetup } from "./security-api";

export interface TotpSettingPanelProps {
  enabled: boolean;
  /** After a confirmed setup (the caller refreshes the login user's totpEnabled). */
  onConfirmed: () => void | Promise<void>;
  /** Open the QR code at once (forced setup before first use) instead of behind a button. */
  startImmediately?: boolean;
}

/**
 * Set up or reset the authenticator app: POST setup gives a fresh otpauth:// URL shown as QR code
 * and key; the setting takes effect only once a code from the app is confirmed.
 */
export function TotpSettingPanel({ enabled, onConfirmed, startImmediately = false }: TotpSettingPanelProps) {
  const { t } = useTranslation("backoffice");
  const [url, setUrl] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const begin = async () => {
    setStarting(true);
    try {
      setUrl(await startTotpSetup());
    } catch {
      // shown by the HTTP helper
    } finally {
      setStarting(false);
    }
  };

  const start = async () => {
    if (enabled && !(await confirmDialog({ message: t("security.totpResetConfirm") }))) return;
    await begin();
  };

  // Once only, also under StrictMode's double effects: two setups would issue two secrets and the
  // QR code shown might not be the one the server keeps.
  const begun = useRef(false);
  useEffect(() => {
    if (!startImmediately || begun.current) return;
    begun.current = true;
    void begin();
  });

  const confirm = async (code: string) => {
    await confirmTotp(code);
    setUrl(null);
    notify.success({ message: t("security.totpConfirmed") });
    await onConfirmed();
  };

  if (url) {
    return (
      <Stack gap="md" maw={420}>
        <Text size="sm" style={{ wordBreak: "auto-phrase" }}>
          {t("security.totpSetupLead")}
        </Text>
        <TotpSetup url={url} />
        <TotpCodeForm onSubmit={confirm} submitLabel={t("security.totpConfirm")} autoFocus={false} />
        {!startImmediately && (
          <Button variant="subtle" color="gray" onClick={() => setUrl(null)}>
            {t("security.cancel")}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        <Text size="sm">{t("security.totpStatus")}</Text>
        <Badge color={enabled ? "green" : "gray"} variant="light">
          {enabled ? t("security.totpEnabled") : t("security.totpDisabled")}
        </Badge>
      </Group>
      <Button variant={enabled ? "default" : "filled"} loading={starting} onClick={() => void start()}>
        {enabled ? t("security.totpReset") : t("security.totpSetup")}
      </Button>
    </Group>
  );
}
