import { useTranslation } from "@gakumu/ui";
import { Button, Code, CopyButton, Group, Modal, Paper, PinInput, Stack, Text } from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import { notifyHttpError } from "../../app/http";
import { postTotp } from "./login-api";
import { groupSecret, isTotpCode, type OtpauthSetup, parseOtpauthUrl, TOTP_CODE_LENGTH } from "./otpauth";

export interface TotpModalProps {
  opened: boolean;
  displayUserId: string;
  /** The login response's url: an otpauth:// URL when the authenticator app must be set up first. */
  setupUrl: string | null;
  onClose: () => void;
  onVerified: () => void;
}

function SetupKey({ setup }: { setup: OtpauthSetup }) {
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

/** Second step of the back-office login (spec §2.2/§4): 6-digit TOTP code, with setup when needed. */
export function TotpModal({ opened, displayUserId, setupUrl, onClose, onVerified }: TotpModalProps) {
  const { t } = useTranslation("backoffice");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false); // Enter and auto-submit on the 6th digit must not post twice
  const setup = parseOtpauthUrl(setupUrl);

  const verify = async (value: string) => {
    if (!isTotpCode(value)) {
      setError(t("totp.codeInvalid"));
      return;
    }
    if (sending.current) return;
    sending.current = true;
    try {
      await postTotp(displayUserId, value);
      onVerified();
    } catch (failure) {
      setCode("");
      notifyHttpError(failure);
    } finally {
      sending.current = false;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("totp.title")} centered size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{setup ? t("totp.setupLead") : t("totp.lead")}</Text>
          {setup && <SetupKey setup={setup} />}
          {/* PinInput swallows Enter (it cancels every non-digit key), so submit from here. */}
          <Stack gap={6} align="center" onKeyDown={(event) => event.key === "Enter" && void verify(code)}>
            <Text size="sm" fw={500}>
              {t("totp.codeLabel")}
            </Text>
            <PinInput
              length={TOTP_CODE_LENGTH}
              type="number"
              inputMode="numeric"
              oneTimeCode
              // The modal focuses [data-autofocus] first; without it focus lands on the × button
              // and the first Enter would close the modal instead of sending the code.
              getInputProps={(index) => (index === 0 ? ({ "data-autofocus": true } as object) : {})}
              size="md"
              value={code}
              onChange={(value) => {
                setCode(value);
                setError(null);
              }}
              onComplete={(value) => void verify(value)}
              error={error !== null}
              ariaLabel={t("totp.codeLabel")}
            />
            {error && (
              <Text size="xs" c="red" role="alert">
                {error}
              </Text>
            )}
          </Stack>
          <Button type="submit" fullWidth size="md">
            {t("totp.submit")}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
