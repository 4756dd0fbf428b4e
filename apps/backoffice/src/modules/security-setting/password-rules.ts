import { formatMessage, rules, validate } from "@gakumu/domain";

export interface PasswordValues {
  /** Absent on the reset screen, where the mailed link stands in for the current password. */
  current?: string;
  next: string;
  confirm: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

/**
 * The domain's password rules (spec §5.1/§5.3): every field required, the new one 8+ characters
 * with 3 of 4 kinds, and the re-entry equal to it (「パスワードが一致しません」). The server checks the
 * same rules; this only answers before the round trip.
 */
export function validatePasswords(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (values.current !== undefined) {
    const current = validate(values.current, rules.required());
    if (current) errors.current = current;
  }
  const next = validate(values.next, rules.required(), rules.password());
  if (next) errors.next = next;
  const confirm = validate(values.confirm, rules.required());
  if (confirm) errors.confirm = confirm;
  else if (!errors.next && values.confirm !== values.next) {
    errors.confirm = formatMessage("validation.passwordMismatch");
  }
  return errors;
}

export function hasErrors(errors: PasswordErrors): boolean {
  return Object.values(errors).some(Boolean);
}
