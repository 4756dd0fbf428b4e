import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { ConflictError, NotFoundError, ValidationError } from "../errors/app-error";
import { organization, organizationParameter, tenant } from "./tenancy.tables";

export const CONTRACT_TYPES = ["ADVANCED", "BASIC", "TRIAL"] as const;
export const OPERATION_TYPES = ["PRODUCTION", "DEMO", "TESTING"] as const;
/** System codes of spec §3.4: 2 student, 4 member, 5 employee. */
export const SYSTEM_CD = { STUDENT: 2, MEMBER: 4, EMPLOYEE: 5 } as const;

export type TenantRow = typeof tenant.$inferSelect;
export type OrganizationRow = typeof organization.$inferSelect;

const codeSchema = (label: string) =>
  z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]{1,31}$/,
      `${label}は半角英小文字・数字・ハイフンの2〜32文字で入力してください`,
    );

const NewTenantSchema = z.object({
  tenantCd: codeSchema("テナントコード"),
  name: z
    .string()
    .trim()
    .min(1, "テナント名を入力してください")
    .max(200, "テナント名は200文字以内で入力してください"),
  contractType: z.enum(CONTRACT_TYPES, {
    message: `契約種別は ${CONTRACT_TYPES.join(" / ")} のいずれかです`,
  }),
  operationType: z.enum(OPERATION_TYPES, {
    message: `運用種別は ${OPERATION_TYPES.join(" / ")} のいずれかです`,
  }),
});
/** Plain strings in: the schema checks them, so callers can pass what a person typed. */
export interface NewTenant {
  tenantCd: string;
  name: string;
  contractType: string;
  operationType: string;
}

const NewOrganizationSchema = z.object({
  tenantId: z.number().int(),
  systemCd: z.union([z.literal(2), z.literal(4), z.literal(5)], {
    message: "システムコードは 2 / 4 / 5 のいずれかです",
  }),
  organizationCd: codeSchema("組織コード"),
  name: z
    .string()
    .trim()
    .min(1, "組織名を入力してください")
    .max(200, "組織名は200文字以内で入力してください"),
});
export interface NewOrganization {
  tenantId: number;
  systemCd: number;
  organizationCd: string;
  name: string;
}

export class TenantCodeTakenError extends ConflictError {
  constructor(tenantCd: string) {
    super(`テナントコード「${tenantCd}」は既に使用されています。`);
  }
}

export class TenantNotFoundError extends NotFoundError {
  constructor(tenantCd: string) {
    super(`テナントコード「${tenantCd}」のテナントが見つかりません。`);
  }
}

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  throw new ValidationError(details[0]?.message, details);
}

export async function createTenant(db: Db, input: NewTenant): Promise<TenantRow> {
  const values = parse(NewTenantSchema, input);
  const [row] = await db
    .insert(tenant)
    .values(values)
    .onConflictDoNothing({ target: tenant.tenantCd })
    .returning();
  if (!row) throw new TenantCodeTakenError(values.tenantCd);
  return row;
}

export async function createOrganization(db: Db, input: NewOrganization): Promise<OrganizationRow> {
  const values = parse(NewOrganizationSchema, input);
  const [row] = await db.insert(organization).values(values).returning();
  return row!;
}

/** A tenant with its student organisation, which every school starts from (the CLI's tenant:create). */
export async function createTenantWithStudentOrganization(
  db: Db,
  input: NewTenant,
): Promise<{ tenant: TenantRow; studentOrganization: OrganizationRow }> {
  return db.transaction(async (tx) => {
    const created = await createTenant(tx, input);
    const studentOrganization = await createOrganization(tx, {
      tenantId: created.id,
      systemCd: SYSTEM_CD.STUDENT,
      organizationCd: `${created.tenantCd}-student`.slice(0, 32),
      name: created.name,
    });
    return { tenant: created, studentOrganization };
  });
}

export async function findTenantByCode(db: Db, tenantCd: string): Promise<TenantRow | null> {
  const rows = await db.select().from(tenant).where(eq(tenant.tenantCd, tenantCd)).limit(1);
  return rows[0] ?? null;
}

/** Like findTenantByCode, for callers that cannot go on without the tenant. */
export async function getTenantByCode(db: Db, tenantCd: string): Promise<TenantRow> {
  const found = await findTenantByCode(db, tenantCd);
  if (!found) throw new TenantNotFoundError(tenantCd);
  return found;
}

export async function findOrganizationByCode(
  db: Db,
  tenantId: number,
  organizationCd: string,
): Promise<OrganizationRow | null> {
  const rows = await db
    .select()
    .from(organization)
    .where(and(eq(organization.tenantId, tenantId), eq(organization.organizationCd, organizationCd)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listOrganizations(db: Db, tenantId: number): Promise<OrganizationRow[]> {
  return db.select().from(organization).where(eq(organization.tenantId, tenantId)).orderBy(organization.id);
}

export interface ParameterValue {
  parameterCategory: string;
  parameterType: string;
  value: string;
  processMode?: number;
}

/** Writes organisation parameters, replacing the value of any that exist already. */
export async function setOrganizationParameters(
  db: Db,
  org: Pick<OrganizationRow, "id" | "tenantId">,
  parameters: ParameterValue[],
): Promise<void> {
  for (const p of parameters) {
    const values = { ...p, processMode: p.processMode ?? 0, tenantId: org.tenantId, organizationId: org.id };
    await db
      .insert(organizationParameter)
      .values(values)
      .onConflictDoUpdate({
        target: [
          organizationParameter.organizationId,
          organizationParameter.processMode,
          organizationParameter.parameterCategory,
          organizationParameter.parameterType,
        ],
        set: { value: p.value },
      });
  }
}
