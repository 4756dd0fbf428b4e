import type { Database } from "../../db/client";
import {
  findOrganizationByCode,
  getTenantByCode,
  setOrganizationParameters,
} from "../../platform/tenancy/tenancy.service";
import { type CliIo, CliUserError } from "../io";

export interface OrgParameterArgs {
  tenant: string;
  organization: string;
  category: string;
  type: string;
  value: string;
  processMode?: number;
}

const KEY = /^[A-Z0-9_]{1,64}$/;

/** org:parameter — sets one organisation parameter (e.g. SESSION IDLE_TIMEOUT_MINUTES 15). */
export async function orgParameter(database: Database, args: OrgParameterArgs, io: CliIo): Promise<void> {
  if (!KEY.test(args.category) || !KEY.test(args.type)) {
    throw new CliUserError(
      "カテゴリと種別は半角英大文字・数字・アンダースコアの64文字以内で指定してください。",
    );
  }
  const db = database.db;
  const tenant = await getTenantByCode(db, args.tenant);
  const organization = await findOrganizationByCode(db, tenant.id, args.organization);
  if (!organization) {
    throw new CliUserError(
      `組織コード「${args.organization}」の組織がテナント「${tenant.tenantCd}」にありません。`,
    );
  }
  await setOrganizationParameters(db, organization, [
    {
      parameterCategory: args.category,
      parameterType: args.type,
      value: args.value,
      processMode: args.processMode ?? 0,
    },
  ]);
  io.out(`${organization.name} の ${args.category} / ${args.type} を「${args.value}」に設定しました。`);
}
