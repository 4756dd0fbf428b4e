import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { SecretBox } from "../auth/secret-box";
import { setOrganizationParameters } from "../tenancy/tenancy.service";
import { organizationParameter } from "../tenancy/tenancy.tables";

// The organisation's LINE official account (Messaging API), kept as organisation parameters of the
// normal process mode beside its LINE Login channel: LINE_MESSAGING / CHANNEL_ACCESS_TOKEN (sealed
// with the platform's secret box, never sent back) and LINE_MESSAGING / ENABLED ("1" sends).

export const LINE_MESSAGING_CATEGORY = "LINE_MESSAGING";
const TYPES = { token: "CHANNEL_ACCESS_TOKEN", enabled: "ENABLED" } as const;

export interface OrganizationScope {
  tenantId: number;
  organizationId: number;
}

export interface LineMessagingSetting {
  /** null when none is stored or the stored one cannot be opened with the current key. */
  channelAccessToken: string | null;
  enabled: boolean;
}

/** The stored setting; a token sealed under another key counts as missing rather than failing. */
export async function findLineMessaging(
  db: Db,
  box: SecretBox,
  scope: OrganizationScope,
): Promise<LineMessagingSetting> {
  const rows = await db
    .select({ type: organizationParameter.parameterType, value: organizationParameter.value })
    .from(organizationParameter)
    .where(
      and(
        eq(organizationParameter.tenantId, scope.tenantId),
        eq(organizationParameter.organizationId, scope.organizationId),
        eq(organizationParameter.processMode, 0),
        eq(organizationParameter.parameterCategory, LINE_MESSAGING_CATEGORY),
      ),
    );
  const value = (type: string) => rows.find((r) => r.type === type)?.value.trim() ?? "";
  const sealed = value(TYPES.token);
  let channelAccessToken: string | null = null;
  if (sealed) {
    try {
      channelAccessToken = box.open(sealed);
    } catch {
      channelAccessToken = null;
    }
  }
  return { channelAccessToken, enabled: value(TYPES.enabled) === "1" };
}

/** The token (sealed) when given, and the enabled flag. */
export async function saveLineMessaging(
  db: Db,
  box: SecretBox,
  scope: OrganizationScope,
  input: { channelAccessToken?: string; enabled: boolean },
): Promise<void> {
  const parameter = (parameterType: string, value: string) => ({
    parameterCategory: LINE_MESSAGING_CATEGORY,
    parameterType,
    value,
  });
  await setOrganizationParameters(db, { id: scope.organizationId, tenantId: scope.tenantId }, [
    ...(input.channelAccessToken ? [parameter(TYPES.token, box.seal(input.channelAccessToken))] : []),
    parameter(TYPES.enabled, input.enabled ? "1" : "0"),
  ]);
}

/** Removes the token and the flag: no LINE sends until the account is set again. */
export async function removeLineMessaging(db: Db, scope: OrganizationScope): Promise<void> {
  await db
    .delete(organizationParameter)
    .where(
      and(
        eq(organizationParameter.tenantId, scope.tenantId),
        eq(organizationParameter.organizationId, scope.organizationId),
        eq(organizationParameter.processMode, 0),
        eq(organizationParameter.parameterCategory, LINE_MESSAGING_CATEGORY),
      ),
    );
}

/**
 * SQL condition: the organisation (its tenant and id as SQL expressions) sends over LINE — enabled
 * and a token stored. Used where channels are chosen for many members at once.
 */
export function lineMessagingEnabled(tenantId: SQL, organizationId: SQL): SQL {
  const param = (type: string) => sql`exists (select 1 from organization_parameter p
     where p.tenant_id = ${tenantId} and p.organization_id = ${organizationId} and p.process_mode = 0
       and p.parameter_category = ${LINE_MESSAGING_CATEGORY} and p.parameter_type = ${type}
       and ${type === TYPES.enabled ? sql`p.value = '1'` : sql`p.value <> ''`})`;
  return sql`(${param(TYPES.enabled)} and ${param(TYPES.token)})`;
}
