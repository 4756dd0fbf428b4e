import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { AppError } from "../../platform/errors/app-error";
import { organization } from "../../platform/tenancy/tenancy.tables";
import { ACCESS_KEY_PATTERN, hashAccessKey } from "./access-keys.service";
import type { FormRow } from "./form-queries";
import { form, formAccessKey, formAccessKeyFailure } from "./forms.tables";

// How the public form routes find their form: the X-Access-Key header (spec §7.1) names a key, the
// key a form and its organisation. Errors are the form helper's codes of spec §8.1, after which the
// form frontend goes to /not-found.

/** Unknown or revoked keys one address may present within the window before it has to wait. */
export const MAX_KEY_FAILURES_PER_IP = 30;
export const KEY_FAILURE_WINDOW_MINUTES = 15;

export interface ResolvedAccessKey {
  key: typeof formAccessKey.$inferSelect;
  form: FormRow;
  organization: typeof organization.$inferSelect;
}

/**
 * The link the gate resolved for a route declaring `{ applicant: "access-key" }`: the applicant
 * resolver (form-users/form-user-context.ts) puts the caller on the request with the key as `access`.
 */
export function resolvedLinkOf(request: { applicant: unknown }): ResolvedAccessKey {
  const access = (request.applicant as { access?: ResolvedAccessKey | null } | null)?.access;
  if (!access) throw new Error("route declared no access-key access but asked for its link");
  return access;
}

/** The header's value: one string, or undefined when absent or empty. */
export function accessKeyFromHeader(value: string | string[] | undefined): string | undefined {
  const key = Array.isArray(value) ? value[0] : value;
  return key?.trim() || undefined;
}

const sinceOf = (now: Date) => new Date(now.getTime() - KEY_FAILURE_WINDOW_MINUTES * 60_000);

async function tooManyFailures(db: Db, ip: string, now: Date): Promise<boolean> {
  const since = sinceOf(now);
  const [row] = await db
    .select({ n: count() })
    .from(formAccessKeyFailure)
    .where(and(eq(formAccessKeyFailure.ip, ip), gt(formAccessKeyFailure.occurredAt, since)));
  return (row?.n ?? 0) >= MAX_KEY_FAILURES_PER_IP;
}

/** Counts a failure; rows older than the window are pruned, so the table holds minutes, not years. */
async function recordFailure(db: Db, ip: string, now: Date): Promise<void> {
  const since = sinceOf(now);
  await db.delete(formAccessKeyFailure).where(lt(formAccessKeyFailure.occurredAt, since));
  await db.insert(formAccessKeyFailure).values({ ip, occurredAt: now });
}

/**
 * The key with its form and organisation, and the address's recent failures, in one round trip: every
 * public form call starts here, so it is prepared once per database (Drizzle builds its SQL once and
 * the server plans it once per connection) instead of being rebuilt and re-parsed for each request.
 */
function buildKeyLookup(db: Db) {
  const failures = sql<number>`(select count(*)::int from ${formAccessKeyFailure}
    where ${formAccessKeyFailure.ip} = ${sql.placeholder("ip")}
      and ${formAccessKeyFailure.occurredAt} > ${sql.placeholder("since")}::timestamptz)`;
  return db
    .select({ key: formAccessKey, form, organization, recentFailures: failures })
    .from(formAccessKey)
    .innerJoin(form, and(eq(form.id, formAccessKey.formId), eq(form.tenantId, formAccessKey.tenantId)))
    .innerJoin(
      organization,
      and(eq(organization.id, form.organizationId), eq(organization.tenantId, form.tenantId)),
    )
    .where(eq(formAccessKey.keyHash, sql.placeholder("keyHash")))
    .prepare("resolve_form_access_key");
}
const keyLookupOf = preparedPerDb(buildKeyLookup);

/**
 * The key, its form and organisation. Missing: FORM_ACCESS_KEY_IS_NOT_SET; malformed, unknown,
 * revoked, or its form deleted: FORM_ACCESS_KEY_IS_NOT_VALID (counted against the address, and
 * after too many the address gets RATE_LIMITED whatever it sends); past its expiry:
 * FORM_ACCESS_KEY_IS_EXPIRED. Whether the form is published is the caller's business.
 */
export async function resolveAccessKey(
  db: Db,
  rawKey: string | undefined,
  ip: string,
  now = new Date(),
): Promise<ResolvedAccessKey> {
  if (!rawKey) throw new AppError("FORM_ACCESS_KEY_IS_NOT_SET");
  const invalid = async () => {
    if (await tooManyFailures(db, ip, now)) return new AppError("RATE_LIMITED");
    await recordFailure(db, ip, now);
    return new AppError("FORM_ACCESS_KEY_IS_NOT_VALID");
  };
  if (!ACCESS_KEY_PATTERN.test(rawKey)) throw await invalid();
  const [found] = await keyLookupOf(db).execute({
    ip,
    since: sinceOf(now).toISOString(),
    keyHash: hashAccessKey(rawKey),
  });
  if (!found) throw await invalid();
  if (found.recentFailures >= MAX_KEY_FAILURES_PER_IP) throw new AppError("RATE_LIMITED");
  if (found.key.revokedAt || found.form.deletedAt) throw await invalid();
  if (found.key.expiresAt && found.key.expiresAt <= now) throw new AppError("FORM_ACCESS_KEY_IS_EXPIRED");
  return { key: found.key, form: found.form, organization: found.organization };
}
