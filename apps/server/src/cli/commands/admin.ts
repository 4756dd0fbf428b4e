import type { Database } from "../../db/client";
import {
  createLoginUser,
  resetLoginUserPassword,
  resetLoginUserTwoStep,
} from "../../platform/auth/login-user.service";
import { generatePassword } from "../../platform/auth/password";
import { grantAdministrator } from "../../platform/permissions/default-permission-sets";
import {
  findOrganizationByCode,
  getTenantByCode,
  listOrganizations,
} from "../../platform/tenancy/tenancy.service";
import { type CliIo, CliUserError } from "../io";

const LOGIN_ID = /^[A-Za-z0-9._@-]{1,64}$/;
// Half-width letters, digits and the usual symbols only, as the spec's mail format check (§5.1).
const MAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/**
 * The password to set: the one given, else one typed at the terminal (twice), else a generated one.
 * `generated` tells the caller to show it, since nobody else knows it.
 */
async function choosePassword(
  given: string | undefined,
  io: CliIo,
): Promise<{ password: string; generated: boolean }> {
  if (given !== undefined) return { password: given, generated: false };
  if (io.promptSecret) {
    const first = await io.promptSecret("パスワード（空欄のままEnterで自動生成）: ");
    if (first !== "") {
      const again = await io.promptSecret("パスワード（確認）: ");
      if (again !== first) throw new CliUserError("パスワードが一致しません。");
      return { password: first, generated: false };
    }
  }
  return { password: generatePassword(), generated: true };
}

function showGenerated(io: CliIo, password: string) {
  io.out(`  パスワード: ${password}`);
  io.out("  （自動生成したパスワードです。この表示は一度きりなので、安全な方法で本人に伝えてください）");
}

export interface AdminCreateArgs {
  tenant: string;
  loginId: string;
  name: string;
  mail: string;
  password?: string;
  organization?: string;
}

/** admin:create — an administrator account in the tenant's first (student) organisation by default. */
export async function adminCreate(database: Database, args: AdminCreateArgs, io: CliIo): Promise<void> {
  if (!LOGIN_ID.test(args.loginId)) {
    throw new CliUserError("ログインIDは半角英数字と記号 . _ @ - の64文字以内で入力してください。");
  }
  if (args.name.trim() === "") throw new CliUserError("氏名を入力してください。");
  if (!MAIL.test(args.mail)) throw new CliUserError("メールアドレスの形式で入力してください。");
  const db = database.db;
  const tenant = await getTenantByCode(db, args.tenant);
  const organization = args.organization
    ? await findOrganizationByCode(db, tenant.id, args.organization)
    : (await listOrganizations(db, tenant.id))[0];
  if (!organization) {
    throw new CliUserError(
      args.organization
        ? `組織コード「${args.organization}」の組織がテナント「${tenant.tenantCd}」にありません。`
        : `テナント「${tenant.tenantCd}」に組織がありません。`,
    );
  }
  const { password, generated } = await choosePassword(args.password, io);
  const user = await createLoginUser(db, {
    tenantId: tenant.id,
    organizationId: organization.id,
    displayUserId: args.loginId,
    name: args.name.trim(),
    mailAddress: args.mail,
    password,
  });
  // An administrator of the organisation: all its menus, reference authority 全て.
  await grantAdministrator(db, {
    tenantId: tenant.id,
    loginUserId: user.id,
    organizationId: organization.id,
  });
  io.out(`管理者「${user.name}」（ログインID: ${user.displayUserId}）を作成しました。`);
  io.out(`  テナント: ${tenant.tenantCd}  組織: ${organization.organizationCd}`);
  if (generated) showGenerated(io, password);
  io.out("  初回ログイン時に二段階認証（認証アプリ）の設定を行います。");
}

export interface AdminResetPasswordArgs {
  tenant: string;
  loginId: string;
  password?: string;
}

/** admin:reset-password — sets a new password and lifts a lockout. */
export async function adminResetPassword(database: Database, args: AdminResetPasswordArgs, io: CliIo) {
  const tenant = await getTenantByCode(database.db, args.tenant);
  const { password, generated } = await choosePassword(args.password, io);
  await resetLoginUserPassword(database.db, tenant.id, args.loginId, password);
  io.out(`ログインID「${args.loginId}」のパスワードを再設定しました（ロックも解除しました）。`);
  if (generated) showGenerated(io, password);
}

export interface AdminResetTwoStepArgs {
  tenant: string;
  loginId: string;
}

/** admin:reset-2fa — forgets the authenticator, for a person who lost their phone. */
export async function adminResetTwoStep(database: Database, args: AdminResetTwoStepArgs, io: CliIo) {
  const tenant = await getTenantByCode(database.db, args.tenant);
  await resetLoginUserTwoStep(database.db, tenant.id, args.loginId);
  io.out(`ログインID「${args.loginId}」の二段階認証をリセットしました。次回ログイン時に再設定します。`);
}
