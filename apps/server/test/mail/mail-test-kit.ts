// Shared set-up of the mail tests; never imported by src code.
import type { Database } from "../../src/db/client";
import { organization, tenant } from "../../src/platform/tenancy/tenancy.tables";

/** One tenant with two schools: one with its own sender address, one without. */
export async function seedSchools(database: Database) {
  const [t] = await database.db
    .insert(tenant)
    .values({ tenantCd: "sakura", name: "さくら学園", contractType: "BASIC", operationType: "DEMO" })
    .returning({ id: tenant.id });
  const orgs = await database.db
    .insert(organization)
    .values([
      {
        tenantId: t!.id,
        systemCd: 2,
        organizationCd: "high",
        name: "さくら高等学校",
        senderMailAddress: "info@sakura.example.jp",
      },
      { tenantId: t!.id, systemCd: 2, organizationCd: "junior", name: "さくら中学校" },
    ])
    .returning({ id: organization.id });
  return { tenantId: t!.id, withSender: orgs[0]!.id, withoutSender: orgs[1]!.id };
}
