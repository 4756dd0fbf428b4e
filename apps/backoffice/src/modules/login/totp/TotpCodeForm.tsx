import { useTranslation } from "@gakumu/ui";
import { Button, PinInput, Stack, Text } from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import { isTotpCode, TOTP_CODE_LENGTH } from "./otpauth";

export interface TotpCodeFormProps {
  /** Sends the code; a rejection clears the field for another try (the error is already shown). */
  onSubmit: (code: string) => Promise<void>;
  submitLabel?: string;
  /** Focus the first digit on mount (modals mark it with data-autofocus). */
  autoFocus?: boolean;
}

/** Six-digit code entry: sends on the 6th digit, on Enter or with the button, never twice at once. */
export function TotpCodeForm({ onSubmit, submitLabel, autoFocus = true }: TotpCodeFormProps) {
  const { t } = useTranslation("backoffice");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false); // Enter and auto-submit on the 6th digit must not post twice

  const verify = async (value: string) => {
    if (!isTotpCode(value)) {
      setError(t("totp.codeInvalid"));
      return;
    }
    if (sending.current) return;
    sending.current = true;
    try {
      await onSubmit(value);
    } catch {
      setCode("");
    } finally {
      sending.current = false;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
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
            // A modal focuses [data-autofocus] first; without it focus lands on the × button and the
            // first Enter would close the modal instead of sending the code.
            getInputProps={(index) =>
              index === 0 && autoFocus ? ({ "data-autofocus": true } as object) : {}
            }
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
          {submitLabel ?? t("totp.submit")}
        </Button>
      </Stack>
    </form>
  );
}
