import crypto from "node:crypto";
import type { MemberRegisterInput } from "@gakumu/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError, ConflictError, ValidationError } from "../../platform/errors/app-error";
import type { Mailer } from "../../platform/mail/mailer";
import {
  findAppMember,
  findAppMemberByCode,
  normalizeMemberCode,
  sameBirthDate,
} from "../members/member-app-lookups";
import { accountOfMember, findSchool, normalizeMail, schoolOf } from "./member-account-queries";
import { MAIL_TAKEN_MESSAGE, mailTakenByOther, setMemberPassword } from "./member-account-write";
import { memberRegistration } from "./member-accounts.tables";
import type { MemberAuthLimits } from "./member-auth-limits";
import type { LoggedInMember } from "./member-password-login.service";

export const REGISTRATION_LINK_HOURS = 24;
export const NO_SUCH_MEMBER_MESSAGE =
  "入力された学校コード・メンバーID・生年月日に一致するメンバーが見つかりません。入力内容をご確認ください。";
export const ALREADY_REGISTERED_MESSAGE =
  "このメンバーはすでにアプリの利用登録が済んでいます。ログイン画面からログインしてください。パスワードをお忘れの場合は「パスワードを忘れた方」から再設定できます。";
export const REGISTRATION_LINK_INVALID_MESSAGE =
  "このURLは使えません。使用済みか、有効期限が切れています。お手数ですが、もう一度利用登録をお申し込みください。";

export interface RegistrationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  limits: MemberAuthLimits;
}

const hashOf = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest();

/**
 * POST /auth/register (the /register page): a member found by organisation code, member id and birth
 * date gets a mail with a one-time link to /email-address-authenticate, where the password is set.
 * Limited per address and per member, so birth dates cannot be walked through.
 */
export async function requestRegistration(
  deps: RegistrationDeps,
  input: MemberRegisterInput,
  ip: string,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  await deps.limits.take("register", ip, now);
  const school = await findSchool(db, input);
  const memberCode = normalizeMemberCode(input.memberId);
  await deps.limits.take("register-member", `${school.organizationId}:${memberCode}`, now);
  const found = await findAppMemberByCode(db, school, memberCode);
  if (!found || !sameBirthDate(found.birthDate, input.birthDate))
    throw new ValidationError(NO_SUCH_MEMBER_MESSAGE);
  if (await accountOfMember(db, school.tenantId, found.id))
    throw new ConflictError(ALREADY_REGISTERED_MESSAGE);
  const mailAddress = normalizeMail(input.mailAddress);
  if (await mailTakenByOther(db, { organizationId: school.organizationId, memberId: found.id }, mailAddress))
    throw new ConflictError(MAIL_TAKEN_MESSAGE);

  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + REGISTRATION_LINK_HOURS * 3_600_000);
  await db.insert(memberRegistration).values({
    tenantId: school.tenantId,
    organizationId: school.organizationId,
    memberId: found.id,
    mailAddress,
    tokenHash: hashOf(token),
    expiresAt,
    createdAt: now,
  });
  await deps.mailer.send({
    tenantId: school.tenantId,
    organizationId: school.organizationId,
    to: mailAddress,
    template: "member-registration",
    params: {
      link: `${deps.publicUrl}/email-address-authenticate?kind=register&token=${encodeURIComponent(token)}`,
      expiresAt,
      name: found.name,
      organizationName: school.name,
    },
  });
}

/** The pending registration behind a link token, while usable. */
async function liveRegistration(db: Db, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(memberRegistration)
    .where(
      and(
        eq(memberRegistration.tokenHash, hashOf(token)),
        isNull(memberRegistration.usedAt),
        gt(memberRegistration.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** GET /auth/verify?kind=register: whose registration the link is, without using it. */
export async function checkRegistrationLink(db: Db, token: string, now = new Date()) {
  const row = await liveRegistration(db, token, now);
  const found = row ? await findAppMember(db, row.tenantId, row.memberId) : null;
  const school = found ? await schoolOf(db, found.tenantId, found.organizationId) : null;
  if (!row || !found || !school) return { valid: false };
  return { valid: true, name: found.name, organizationName: school.name, mailAddress: row.mailAddress };
}

/**
 * POST /auth/verify with kind register: spends the link (one conditional UPDATE, so a second click
 * finds it spent), makes the account with the password and the now verified login mail address.
 */
export async function completeRegistration(
  db: Db,
  limits: MemberAuthLimits,
  input: { token: string; password: string },
  ip: string,
  now = new Date(),
): Promise<LoggedInMember> {
  await limits.take("qr", ip, now);
  if (!/^[A-Za-z0-9_-]{43}$/.test(input.token))
    throw new AppError("NOT_FOUND", REGISTRATION_LINK_INVALID_MESSAGE);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(memberRegistration)
      .set({ usedAt: now })
      .where(
        and(
          eq(memberRegistration.tokenHash, hashOf(input.token)),
          isNull(memberRegistration.usedAt),
          gt(memberRegistration.expiresAt, now),
        ),
      )
      .returning();
    const found = row ? await findAppMember(tx, row.tenantId, row.memberId) : null;
    const school = found ? await schoolOf(tx, found.tenantId, found.organizationId) : null;
    if (!row || !found || !school) throw new AppError("NOT_FOUND", REGISTRATION_LINK_INVALID_MESSAGE);
    // Registered meanwhile through a QR or another link: this link must not replace that password.
    if (await accountOfMember(tx, found.tenantId, found.id))
      throw new ConflictError(ALREADY_REGISTERED_MESSAGE);
    const account = await setMemberPassword(tx, found, input.password, now, row.mailAddress);
    return { school, account };
  });
}
