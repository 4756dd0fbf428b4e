import type { FactoryContext } from "./factory-context";
import type { TenantFixture } from "./tenant.factory";

/** A mail of the tenant's organisation in the outbox (kept, as no SMTP server is set in tests). */
export async function newMail(t: FactoryContext, s: TenantFixture) {
  const queued = await t.mailer.send({
    tenantId: s.tenant.id,
    organizationId: s.organization.id,
    to: `${s.marker.toLowerCase()}.mail@example.jp`,
    template: "test-mail",
    params: { requestedAt: new Date() },
  });
  return { mailId: queued.outboxId };
}
