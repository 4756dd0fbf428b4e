import type { Database } from "../../db/client";
import { createMemberImportFields } from "../../modules/members/members.service";
import { createTenantWithStudentOrganization } from "../../platform/tenancy/tenancy.service";
import type { CliIo } from "../io";

export interface TenantCreateArgs {
  code: string;
  name: string;
  contract?: string;
  operation?: string;
}

/** tenant:create — a tenant with its student organisation and that organisation's import fields. */
export async function tenantCreate(database: Database, args: TenantCreateArgs, io: CliIo): Promise<void> {
  const created = await database.db.transaction(async (tx) => {
    const result = await createTenantWithStudentOrganization(tx, {
      tenantCd: args.code,
      name: args.name,
      contractType: (args.contract ?? "BASIC").toUpperCase(),
      operationType: (args.operation ?? "PRODUCTION").toUpperCase(),
    });
    await createMemberImportFields(tx, result.studentOrganization);
    return result;
  });
  const { tenant, studentOrganization } = created;
  io.out(`テナント「${tenant.name}」（${tenant.tenantCd}）を作成しました。`);
  io.out(`  契約種別: ${tenant.contractType}  運用種別: ${tenant.operationType}`);
  io.out(`  生徒組織: ${studentOrganization.organizationCd}（${studentOrganization.name}）`);
  io.out(
    `次に管理者を作成してください: npm run cli -- admin:create --tenant ${tenant.tenantCd} --login-id admin --name 管理者 --mail admin@example.jp`,
  );
}
