import crypto from "node:crypto";

/** How long a mailed link opens its message without login. */
export const MAIL_LINK_DAYS = 30;

/**
 * The personal link's token of one recipient row: an HMAC of the row id under the installation's key,
 * 32 bytes base64url. Derived rather than drawn, so a mail sent again after a crash carries the same
 * link; unguessable without the key; only its SHA-256 is stored (a database reader cannot open links).
 */
export function mailLinkToken(key: Buffer, recipientRowId: number): string {
  return crypto.createHmac("sha256", key).update(`delivery-recipient:${recipientRowId}`).digest("base64url");
}

export function mailLinkTokenHash(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** 43 base64url characters: anything else is not one of ours and needs no database lookup. */
export function looksLikeMailLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
