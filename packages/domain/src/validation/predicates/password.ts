import { PASSWORD_MIN_CHARACTER_CLASSES, PASSWORD_MIN_LENGTH, TOTP_CODE_LENGTH } from "../../constants";

const CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[!-/:-@[-`{-~]/] as const;

/** How many of the four kinds (upper, lower, digit, half-width symbol) a password uses. */
export function passwordClassCount(value: string): number {
  return CLASSES.filter((re) => re.test(value)).length;
}

/**
 * Spec §5.1: at least 8 characters using 3 of the 4 kinds. We also require printable half-width
 * ASCII only (no spaces, no full-width characters), because a full-width character typed by an IME
 * on one device cannot be reproduced on another keyboard.
 */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /^[\x21-\x7e]+$/.test(value) &&
    passwordClassCount(value) >= PASSWORD_MIN_CHARACTER_CLASSES
  );
}

const TOTP = new RegExp(`^[0-9]{${TOTP_CODE_LENGTH}}$`);

/** Exactly six half-width digits. */
export function isTotpCode(value: string): boolean {
  return TOTP.test(value);
}
