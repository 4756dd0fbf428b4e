import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../../db/client";
import type { SecretBox } from "../auth/secret-box";
import { deliveryInstallationKey } from "./delivery.tables";

export interface InstallationKeys {
  /** VAPID public key, base64url (uncompressed P-256 point), what browsers subscribe with. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** Mail-link tokens are an HMAC of the recipient row under this key (mail-link-token.ts). */
  mailLinkKey: Buffer;
}

/**
 * The installation's keys, made on first use and kept (private parts sealed) in one row, so every
 * process of the installation signs with the same VAPID key: subscriptions made against it stay valid
 * across restarts. Concurrent first uses race on the insert; the loser reads the winner's row.
 */
export function installationKeys(db: Db, box: SecretBox): () => Promise<InstallationKeys> {
  let loaded: Promise<InstallationKeys> | null = null;
  const load = async (): Promise<InstallationKeys> => {
    const read = async () => {
      const [row] = await db.select().from(deliveryInstallationKey).where(eq(deliveryInstallationKey.id, 1));
      return row
        ? {
            vapidPublicKey: row.vapidPublicKey,
            vapidPrivateKey: box.open(row.vapidPrivateKeySealed),
            mailLinkKey: Buffer.from(box.open(row.mailLinkKeySealed), "base64url"),
          }
        : null;
    };
    const existing = await read();
    if (existing) return existing;
    const vapid = webpush.generateVAPIDKeys();
    await db
      .insert(deliveryInstallationKey)
      .values({
        id: 1,
        vapidPublicKey: vapid.publicKey,
        vapidPrivateKeySealed: box.seal(vapid.privateKey),
        mailLinkKeySealed: box.seal(crypto.randomBytes(32).toString("base64url")),
      })
      .onConflictDoNothing();
    const made = await read();
    if (!made) throw new Error("the delivery installation keys could not be stored");
    return made;
  };
  return () => {
    // A failed load (database down) is tried again on the next call, not remembered.
    loaded ??= load().catch((err) => {
      loaded = null;
      throw err;
    });
    return loaded;
  };
}
