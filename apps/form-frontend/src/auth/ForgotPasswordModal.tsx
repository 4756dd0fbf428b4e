import { formSendResetMailSchema } from "@gakumu/domain/validation/form-frontend";
import { tUi, useTranslation } from "@gakumu/ui";
import { Button, Modal, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { formApi } from "../api/form-api";
import { MailAddressInput } from "./account-inputs";
import { fieldErrorsOf } from "./field-errors";

const STACKED_Z_INDEX = 300;

/**
 * Forgot password (spec §2.2): mails a reset link to the address. The answer is the same whether
 * or not the address is registered (the server does not tell), so the toast 「メールを送信しました。」
 * is all the user learns.
 */
export function ForgotPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("form");
  const [mailAddress, setMailAddress] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = mailAddress.trim();
    const message = fieldErrorsOf(formSendResetMailSchema, { mailAddress: value }).mailAddress;
    setError(message);
    if (message || sending) return;
    setSending(true);
    try {
      await formApi.sendResetMail(value);
      setMailAddress("");
      onClose();
    } catch {
      // already toasted by the helper
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("forgot.title")}
      centered
      zIndex={STACKED_Z_INDEX}
      closeButtonProps={{ "aria-label": tUi("common.close") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" style={{ wordBreak: "auto-phrase" }}>
            {t("forgot.lead")}
          </Text>
          <MailAddressInput
            label={t("login.mailAddress")}
            name="mailAddress"
            autoComplete="email"
            data-autofocus
            value={mailAddress}
            error={error}
            onChange={(event) => {
              setMailAddress(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Button type="submit" size="md" fullWidth loading={sending}>
            {t("forgot.submit")}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
