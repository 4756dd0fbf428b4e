import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from "@mantine/core";
import { ANNOUNCED_ERROR } from "./field-errors";

// The inputs of the account screens (login, registration, forgotten and new password), made for a
// phone: large, required, errors announced to screen readers, and a mail keyboard without
// auto-capitalisation for the address.

export function MailAddressInput(props: TextInputProps) {
  return (
    <TextInput
      type="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      size="md"
      withAsterisk
      {...ANNOUNCED_ERROR}
      {...props}
    />
  );
}

export function AccountPasswordInput(props: PasswordInputProps) {
  return <PasswordInput size="md" withAsterisk {...ANNOUNCED_ERROR} {...props} />;
}
