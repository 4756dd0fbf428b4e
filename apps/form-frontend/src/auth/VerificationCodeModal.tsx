import { formSignUpSchema } from "@gakumu/domain/validation/form-frontend";
import { notify, tUi, useTranslation } from "@gakumu/ui";
import { Button, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { formApi, type SignedInFormUser } from "../api/form-api";
import { domainMessage } from "../i18n/domain-messages";
import { ANNOUNCED_ERROR, fieldErrorsOf } from "./field-errors";

export interface VerificationCodeModalProps {
  /** The address the code was mailed to; null keeps the modal closed. */
  loginId: string | null;
  onClose: () => void;
  onRegistered: (user: SignedInFormUser) => void;
}

// Above the login modal it opens from (Mantine's default is 200).
const STACKED_Z_INDEX = 300;

/**
 * The authentication-code modal (spec §2.2, §4): the code mailed by confirm-mail-address creates
 * the account. A missing code is said twice on purpose, as spec §8.3 asks: a danger toast
 * 「エラー」 and the message under the field.
 */
export function VerificationCodeModal({ loginId, onClose, onRegistered }: VerificationCodeModalProps) {
  const { t } = useTranslation("form");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!loginId || sending) return;
    const verificationCode = code.trim();
    const message = fieldErrorsOf(formSignUpSchema, { loginId, verificationCode }).verificationCode;
    setError(message);
    if (message) {
      notify.danger({ title: domainMessage("client.errorTitle"), message });
      return;
    }
    setSending(true);
    try {
      onRegistered(await formApi.signUp(loginId, verificationCode));
      setCode("");
    } catch {
      // already toasted by the helper (wrong, expired or used code)
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened={loginId !== null}
      onClose={onClose}
      title={t("verification.title")}
      centered
      zIndex={STACKED_Z_INDEX}
      closeButtonProps={{ "aria-label": tUi("common.close") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" style={{ wordBreak: "auto-phrase" }}>
            {t("verification.lead", { mail: loginId ?? "" })}
          </Text>
          <TextInput
            label={t("verification.code")}
            name="verificationCode"
            autoComplete="one-time-code"
            inputMode="numeric"
            size="md"
            withAsterisk
            data-autofocus
            value={code}
            error={error}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setError(undefined);
            }}
            {...ANNOUNCED_ERROR}
          />
          <Button type="submit" size="md" fullWidth loading={sending}>
            {t("verification.submit")}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
