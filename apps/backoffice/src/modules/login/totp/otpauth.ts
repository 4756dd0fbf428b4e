// Spec §5.3/§9: the TOTP code is exactly 6 half-width digits; the rule lives in the domain package.
export { isTotpCode, TOTP_CODE_LENGTH } from "@gakumu/domain";

export interface OtpauthSetup {
  secret: string;
  issuer?: string;
  account?: string;
}

/**
 * Reads the secret of an authenticator setup URL (otpauth://totp/Issuer:account?secret=…&issuer=…),
 * shown beside the QR code so it can also be typed into the app by hand.
 */
export function parseOtpauthUrl(url: string | null | undefined): OtpauthSetup | null {
  if (!url?.startsWith("otpauth://")) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const secret = parsed.searchParams.get("secret")?.replace(/\s+/g, "").toUpperCase();
  if (!secret) return null;
  const label = safeDecode(parsed.pathname.replace(/^\/+/, ""));
  const [labelIssuer, labelAccount] = label.includes(":") ? label.split(":", 2) : [undefined, label];
  const issuer = parsed.searchParams.get("issuer") || labelIssuer || undefined;
  const account = labelAccount?.trim() || undefined;
  return { secret, ...(issuer ? { issuer } : {}), ...(account ? { account } : {}) };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Groups of four ("JBSW Y3DP EHPK 3PXP") are what authenticator apps show and easier to copy by eye. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
