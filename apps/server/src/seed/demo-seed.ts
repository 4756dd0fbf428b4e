import { count, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { ensureDefaultTypes as ensureDefaultContactTypes } from "../modules/contacts/contact-types";
import { findOrganizationByCode, findTenantByCode } from "../platform/tenancy/tenancy.service";
import { tenant } from "../platform/tenancy/tenancy.tables";
import { createDemoForms, type DemoFormLink, type DemoFormServices } from "./demo-forms";
import { DEMO_APPLICANT } from "./demo-forms.data";
import { createDemoTenantWithPermissions } from "./demo-permissions";
import { DEMO_ADMIN, DEMO_STUDENT_ORGANIZATION, DEMO_TENANT } from "./demo-school";
import { academicYearOf } from "./seed-members";

export interface SeedLogger {
  info(message: string): void;
}

export interface DemoSeedResult {
  /** False when the database already had a tenant: nothing was written. */
  seeded: boolean;
  tenantCd: string;
  adminLoginId: string;
  /** The demo password as seeded; after someone changes it, this is no longer the password. */
  adminPassword: string;
  /** Links of the demo forms, made in this run (a link's key is only known when it is made). */
  formLinks: DemoFormLink[];
  /** The demo applicant's form-frontend login (mail address and password). */
  applicant: { loginId: string; password: string };
}

export interface DemoSeedOptions {
  /** The date the data is generated for (school year, ages); tests pin it. Defaults to now. */
  now?: Date;
  /**
   * The mail platform and file store: with them the demo forms are seeded too (their answers queue
   * completion mails, so the job queue must have started). Without them, only the school.
   */
  forms?: DemoFormServices;
}

// Serialises seeding between app processes that start together on one PostgreSQL database.
const SEED_LOCK = 727_275;

async function inLockedTransaction<T>(database: Database, work: (tx: Db) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    return work(tx);
  });
}

/** Seeds the demo school 「デモ学園」 when the database has no tenant at all (first start). */
export async function seedDemoIfEmpty(
  database: Database,
  logger: SeedLogger,
  options: DemoSeedOptions = {},
): Promise<DemoSeedResult> {
  const startedAt = performance.now();
  const created = await inLockedTransaction(database, async (tx) => {
    const [row] = await tx.select({ n: count() }).from(tenant);
    if ((row?.n ?? 0) > 0) return null;
    const now = options.now ?? new Date();
    const demo = await createDemoTenantWithPermissions(tx, academicYearOf(now));
    // 連絡's usual types (欠席, 遅刻, 早退, 部活動欠席, その他), so the demo school's form is ready.
    await ensureDefaultContactTypes(tx, {
      tenantId: demo.tenant.id,
      organizationId: demo.studentOrganization.id,
    });
    const formLinks = options.forms ? await createDemoForms(tx, options.forms, demo, now) : [];
    return { ...demo, formLinks };
  });
  if (created) {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    logger.info(
      `デモデータを作成しました: ${created.tenant.name}（生徒 ${created.students} 名, 教職員 ${created.employees} 名, ${seconds} 秒）`,
    );
  }
  return {
    seeded: created !== null,
    tenantCd: DEMO_TENANT.tenantCd,
    adminLoginId: DEMO_ADMIN.loginId,
    adminPassword: DEMO_ADMIN.password,
    formLinks: created?.formLinks ?? [],
    applicant: { loginId: DEMO_APPLICANT.loginId, password: DEMO_APPLICANT.password },
  };
}

/** The demo student organisation, creating the whole demo school first when it is missing. */
export async function ensureDemoStudentOrganization(database: Database, options: DemoSeedOptions = {}) {
  return inLockedTransaction(database, async (tx) => {
    const existing = await findTenantByCode(tx, DEMO_TENANT.tenantCd);
    if (!existing) {
      const demo = await createDemoTenantWithPermissions(tx, academicYearOf(options.now ?? new Date()));
      return { organization: demo.studentOrganization, created: true };
    }
    const organization = await findOrganizationByCode(
      tx,
      existing.id,
      DEMO_STUDENT_ORGANIZATION.organizationCd,
    );
    if (!organization) throw new Error("デモテナントに生徒組織 demo-student がありません。");
    return { organization, created: false };
  });
}
