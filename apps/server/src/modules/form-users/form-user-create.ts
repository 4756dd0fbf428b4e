import type { Db } from "../../db/client";
import { hashPassword } from "../../platform/auth/password";
import { ConflictError } from "../../platform/errors/app-error";
import { type FormUserRow, findUserByLoginId, normalizeMailAddress } from "./form-user-queries";
import type { FormUserScope } from "./form-user-session";
import { formUser } from "./form-users.tables";

export interface NewFormUserAccount {
  /** The mail address the account signs in with. */
  loginId: string;
  password: string;
  name?: string;
  nameKana?: string;
  telNo?: string;
}

/**
 * An account made by the platform rather than through the mailed code (form-user-registration.service.ts):
 * the demo school's applicant, whose password is printed at start like the staff demo login. The
 * address is taken as given, so only addresses the caller owns (example.jp) belong here.
 */
export async function createFormUserAccount(
  db: Db,
  scope: FormUserScope,
  account: NewFormUserAccount,
): Promise<FormUserRow> {
  const loginId = normalizeMailAddress(account.loginId);
  if (await findUserByLoginId(db, scope, loginId))
    throw new ConflictError("このメールアドレスは既に登録されています。");
  const [created] = await db
    .insert(formUser)
    .values({
      ...scope,
      loginId,
      passwordHash: await hashPassword(account.password),
      name: account.name ?? "",
      nameKana: account.nameKana ?? "",
      telNo: account.telNo ?? "",
    })
    .returning();
  return created!;
}
