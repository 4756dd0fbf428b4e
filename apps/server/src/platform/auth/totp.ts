import { generateSecret, generateURI, verify } from "otplib";

/** Authenticator-app codes (RFC 6238: SHA-1, 6 digits, 30 s), the kind every phone app reads. */
const ISSUER = "学務";

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI shown as a QR code when the user sets up an authenticator app. */
export function totpSetupUri(secret: string, accountLabel: string): string {
  return generateURI({ issuer: ISSUER, label: accountLabel, secret });
}

/**
 * Checks a code, allowing one step of clock drift back (RFC 6238's recommendation), and refuses any
 * step at or before the last accepted one so a code cannot be used twice. Returns the accepted step.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  lastAcceptedStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: [30, 0],
    ...(lastAcceptedStep === null ? {} : { afterTimeStep: lastAcceptedStep }),
  });
  // The functional API also covers HOTP, so its result type is a union; a TOTP result carries timeStep.
  return result.valid && "timeStep" in result ? (result.timeStep as number) : null;
}
