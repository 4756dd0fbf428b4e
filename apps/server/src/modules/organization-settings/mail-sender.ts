import type { MailSenderInput } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type AuthorizedCaller, requireMenu } from "../../platform/access/require-menu";
import { organization } from "../../platform/tenancy/tenancy.tables";
import { ORGANIZATION_SETTING_MENU } from "./organization-settings.menu";

// 組織設定 → メール送信元: the address the organisation's mails to applicants come from (completion,
// remand, verification-code mails). Empty: the platform's MAIL_FROM, still signed with the
// organisation's name. The form frontend's login modal names it (spec §2.2).

interface OrganizationScope extends AuthorizedCaller {
  tenantId: number;
  organizationId: number;
}

const ofOrganization = (scope: OrganizationScope) =>
  and(eq(organization.id, scope.organizationId), eq(organization.tenantId, scope.tenantId));

export async function readSenderMailAddress(db: Db, scope: OrganizationScope): Promise<string> {
  requireMenu(scope, ORGANIZATION_SETTING_MENU, "read");
  const [row] = await db
    .select({ senderMailAddress: organization.senderMailAddress })
    .from(organization)
    .where(ofOrganization(scope));
  return row?.senderMailAddress ?? "";
}

/** Saves the address (empty clears it) and answers with what is stored. */
export async function saveSenderMailAddress(
  db: Db,
  scope: OrganizationScope,
  input: MailSenderInput,
): Promise<string> {
  requireMenu(scope, ORGANIZATION_SETTING_MENU, "write");
  const [row] = await db
    .update(organization)
    .set({ senderMailAddress: input.senderMailAddress || null })
    .where(ofOrganization(scope))
    .returning({ senderMailAddress: organization.senderMailAddress });
  return row?.senderMailAddress ?? "";
}
