import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { SecretBox } from "../../platform/auth/secret-box";
import { setOrganizationParameters } from "../../platform/tenancy/tenancy.service";
import { organizationParameter } from "../../platform/tenancy/tenancy.tables";
import type { FormUserScope } from "./form-user-session";

// The organisation's LINE Login channel, kept as organisation parameters of the normal process mode:
// LINE / CHANNEL_ID, LINE / CHANNEL_SECRET (sealed with the platform's secret box) and LINE / ISSUER
// (LINE itself unless set; a test or a staging system points it at another OpenID provider).

export const LINE_PARAMETER_CATEGORY = "LINE";
export const LINE_PARAMETER_TYPES = {
  channelId: "CHANNEL_ID",
  channelSecret: "CHANNEL_SECRET",
  issuer: "ISSUER",
} as const;
export const DEFAULT_LINE_ISSUER = "https://access.line.me";

export interface LineChannel {
  channelId: string;
  channelSecret: string;
  issuer: string;
}

/**
 * The secret as stored: sealed values (v1.…) are opened; a value typed in with the CLI's
 * org:parameter is taken as it is, so an operator is never locked out. A sealed value the current
 * key cannot open counts as not configured rather than failing every form page.
 */
function openSecret(box: SecretBox, stored: string): string | null {
  if (!stored.startsWith("v1.")) return stored;
  try {
    return box.open(stored);
  } catch {
    return null;
  }
}

/** The channel when the organisation has an id and a secret; null hides the LINE buttons. */
export async function findLineChannel(
  db: Db,
  box: SecretBox,
  scope: FormUserScope,
): Promise<LineChannel | null> {
  const rows = await db
    .select({ type: organizationParameter.parameterType, value: organizationParameter.value })
    .from(organizationParameter)
    .where(
      and(
        eq(organizationParameter.tenantId, scope.tenantId),
        eq(organizationParameter.organizationId, scope.organizationId),
        eq(organizationParameter.processMode, 0),
        eq(organizationParameter.parameterCategory, LINE_PARAMETER_CATEGORY),
      ),
    );
  const value = (type: string) => rows.find((r) => r.type === type)?.value.trim() ?? "";
  const channelId = value(LINE_PARAMETER_TYPES.channelId);
  const storedSecret = value(LINE_PARAMETER_TYPES.channelSecret);
  const channelSecret = storedSecret ? openSecret(box, storedSecret) : null;
  if (!channelId || !channelSecret) return null;
  return { channelId, channelSecret, issuer: value(LINE_PARAMETER_TYPES.issuer) || DEFAULT_LINE_ISSUER };
}

/** Saves the channel with its secret sealed (for a settings screen, the seed and the tests). */
export async function saveLineChannel(
  db: Db,
  box: SecretBox,
  org: { id: number; tenantId: number },
  channel: { channelId: string; channelSecret: string; issuer?: string },
): Promise<void> {
  const parameter = (parameterType: string, value: string) => ({
    parameterCategory: LINE_PARAMETER_CATEGORY,
    parameterType,
    value,
  });
  await setOrganizationParameters(db, org, [
    parameter(LINE_PARAMETER_TYPES.channelId, channel.channelId.trim()),
    parameter(LINE_PARAMETER_TYPES.channelSecret, box.seal(channel.channelSecret.trim())),
    parameter(LINE_PARAMETER_TYPES.issuer, channel.issuer?.trim() || DEFAULT_LINE_ISSUER),
  ]);
}

/** Removes the channel: the LINE buttons disappear from the organisation's forms. */
export async function removeLineChannel(db: Db, scope: FormUserScope): Promise<void> {
  await db
    .delete(organizationParameter)
    .where(
      and(
        eq(organizationParameter.tenantId, scope.tenantId),
        eq(organizationParameter.organizationId, scope.organizationId),
        eq(organizationParameter.processMode, 0),
        eq(organizationParameter.parameterCategory, LINE_PARAMETER_CATEGORY),
      ),
    );
}
