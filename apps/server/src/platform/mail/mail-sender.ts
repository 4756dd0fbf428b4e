import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { NotFoundError, ValidationError } from "../errors/app-error";
import { organization } from "../tenancy/tenancy.tables";

export interface MailSender {
  /** The From header: `"さくら高等学校" <info@sakura.example.jp>` or the platform's MAIL_FROM. */
  from: string;
  /** Signs the mail; null when the platform itself sends. */
  name: string | null;
}

/**
 * Mails of an organisation come from its own sender address when it has one, and from the platform's
 * MAIL_FROM otherwise (still signed with the organisation's name, so people know who wrote).
 */
/** What the sender is made of, when the caller already holds the organisation's row. */
export interface KnownOrganization {
  name: string;
  senderMailAddress: string | null;
}

export async function resolveSender(
  db: Db,
  platformFrom: string,
  request: {
    tenantId: number | null;
    organizationId?: number | null;
    /** An address of the organisation's own for this mail (a form's sender address). */
    senderAddress?: string | null;
  },
  known?: KnownOrganization,
): Promise<MailSender> {
  const { tenantId, organizationId, senderAddress: ownAddress } = request;
  if (organizationId == null) return { from: platformFrom, name: null };
  if (tenantId === null) throw new ValidationError("組織のメールにはテナントの指定が必要です。");
  const [org] = known
    ? [known]
    : await db
        .select({ name: organization.name, senderMailAddress: organization.senderMailAddress })
        .from(organization)
        .where(and(eq(organization.id, organizationId), eq(organization.tenantId, tenantId)));
  if (!org) throw new NotFoundError("送信元の組織が見つかりません。");
  const address = ownAddress?.trim() || org.senderMailAddress?.trim();
  if (!address) return { from: platformFrom, name: org.name };
  if (!isMailAddress(address))
    throw new ValidationError("組織の送信元メールアドレスの形式が正しくありません。");
  return { from: `"${org.name.replace(/["\\\r\n]/g, "")}" <${address}>`, name: org.name };
}

/** A single plain address: no display name, no list, nothing that could break a header. */
export function isMailAddress(value: string): boolean {
  return (
    value.length <= 254 && /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/.test(value)
  );
}

/** The bare address of a From header: 「学務 <no-reply@gakumu.local>」 → no-reply@gakumu.local. */
export function senderAddressOf(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

/** The domain a Message-ID is made under: the sender's own, so receivers see it as theirs. */
export function senderDomain(from: string): string {
  return senderAddressOf(from).split("@")[1]?.trim() || "gakumu.local";
}
