import { useTranslation } from "@gakumu/ui";
import { Modal, Stack, Text } from "@mantine/core";
import { notifyHttpError } from "../../app/http";
import { postTotp } from "./login-api";
import { parseOtpauthUrl } from "./totp/otpauth";
import { TotpCodeForm } from "./totp/TotpCodeForm";
import { TotpSetup } from "./totp/TotpSetup";

export interface TotpModalProps {
  opened: boolean;
  displayUserId: string;
  /** The login response's url: an otpauth:// URL when the authenticator app must be set up first. */
  setupUrl: string | null;
  onClose: () => void;
  onVerified: () => void;
}

/** Second step of the back-office login (spec §4): 6-digit TOTP code, with QR setup when needed. */
export function TotpModal({ opened, displayUserId, setupUrl, onClose, onVerified }: TotpModalProps) {
  const { t } = useTranslation("backoffice");
  const needsSetup = parseOtpauthUrl(setupUrl) !== null;

  const verify = async (code: string) => {
    try {
      await postTotp(displayUserId, code);
    } catch (error) {
      notifyHttpError(error);
      throw error;
    }
    onVerified();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("totp.title")} centered size="md">
      <Stack gap="md">
        <Text size="sm" style={{ wordBreak: "auto-phrase" }}>
          {needsSetup ? t("totp.setupLead") : t("totp.lead")}
        </Text>
        {needsSetup && <TotpSetup url={setupUrl} />}
        <TotpCodeForm onSubmit={verify} />
      </Stack>
    </Modal>
  );
}
