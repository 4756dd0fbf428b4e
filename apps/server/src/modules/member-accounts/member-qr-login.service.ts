import { NonLoginAccessKeyDataType } from "@gakumu/domain";
import type { Db } from "../../db/client";
import { consumeAccessKey, resolveAccessKey } from "../../platform/access-keys/non-login-access-keys";
import { AppError } from "../../platform/errors/app-error";
import { findAppMember } from "../members/member-app-lookups";
import { accountOfMember, schoolOf } from "./member-account-queries";
import { setMemberPassword } from "./member-account-write";
import type { MemberAuthLimits } from "./member-auth-limits";
import type { LoggedInMember } from "./member-password-login.service";

export const QR_INVALID_MESSAGE =
  "このログインQRは使えません。使用済みか、有効期限が切れています。学校にログインQRの再発行を依頼してください。";

/** GET /auth/qr-login: whose QR this is, without using it (the landing screen shows the name). */
export async function checkLoginQr(db: Db, limits: MemberAuthLimits, token: string, ip: string) {
  await limits.take("qr", ip);
  const key = await resolveAccessKey(db, token, NonLoginAccessKeyDataType.LOGIN_QR);
  const found = key?.memberId ? await findAppMember(db, key.tenantId, key.memberId) : null;
  const school = found ? await schoolOf(db, found.tenantId, found.organizationId) : null;
  if (!found || !school) return { valid: false };
  const account = await accountOfMember(db, found.tenantId, found.id);
  return {
    valid: true,
    name: found.name,
    organizationName: school.name,
    alreadyRegistered: account !== null,
  };
}

/**
 * POST /auth/qr-login: spends the printed QR (once, whoever comes second gets the error) and sets the
 * member's password in the same transaction, so a failure leaves the QR usable.
 */
export async function loginWithQr(
  db: Db,
  limits: MemberAuthLimits,
  input: { token: string; password: string },
  ip: string,
  now = new Date(),
): Promise<LoggedInMember> {
  await limits.take("qr", ip, now);
  return db.transaction(async (tx) => {
    const key = await consumeAccessKey(tx, input.token, NonLoginAccessKeyDataType.LOGIN_QR, now);
    const found = key?.memberId ? await findAppMember(tx, key.tenantId, key.memberId) : null;
    const school = found ? await schoolOf(tx, found.tenantId, found.organizationId) : null;
    if (!found || !school) throw new AppError("NOT_FOUND", QR_INVALID_MESSAGE);
    const account = await setMemberPassword(tx, found, input.password, now);
    return { school, account };
  });
}
