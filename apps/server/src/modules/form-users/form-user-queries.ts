import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { AuditActor } from "../../platform/audit/audit.service";
import type { SecretBox } from "../../platform/auth/secret-box";
import { AppError } from "../../platform/errors/app-error";
import type { Mailer } from "../../platform/mail/mailer";
import type { FormUserScope } from "./form-user-session";
import { formUser } from "./form-users.tables";

export type FormUserRow = typeof formUser.$inferSelect;

/** What the form-user services need from the platform. */
export interface FormUserDeps {
  db: Db;
  mailer: Mailer;
  /** Seals the LINE channel secret and the access key kept during a LINE login. */
  secretBox: SecretBox;
  /** The public address for mailed links and the LINE callback (platform/http/public-url.ts). */
  publicUrl: string;
}

/** Login ids are mail addresses compared without case: 「Taro@Example.jp」 and 「taro@example.jp」 are one. */
export function normalizeMailAddress(value: string): string {
  return value.trim().toLowerCase();
}

const ofScope = (scope: FormUserScope) =>
  and(eq(formUser.tenantId, scope.tenantId), eq(formUser.organizationId, scope.organizationId));

/** The organisation's live (not deleted) account registered with this mail address. */
export async function findUserByLoginId(
  db: Db,
  scope: FormUserScope,
  loginId: string,
): Promise<FormUserRow | null> {
  const [row] = await db
    .select()
    .from(formUser)
    .where(
      and(ofScope(scope), eq(formUser.loginId, normalizeMailAddress(loginId)), isNull(formUser.deletedAt)),
    );
  return row ?? null;
}

/** The live account behind a session; FORM_USER_NOT_FOUND when it was deleted meanwhile (spec §8.1). */
export async function getLiveUser(db: Db, scope: FormUserScope, formUserId: number): Promise<FormUserRow> {
  const [row] = await db
    .select()
    .from(formUser)
    .where(and(ofScope(scope), eq(formUser.id, formUserId), isNull(formUser.deletedAt)));
  if (!row) throw new AppError("FORM_USER_NOT_FOUND");
  return row;
}

/** The form frontend's session formUser (spec §3.1): loginId, lineDisplayName, formUserId. */
export function toSignedInUser(row: FormUserRow) {
  return { formUserId: row.id, loginId: row.loginId, lineDisplayName: row.lineDisplayName };
}

export function toProfile(row: FormUserRow) {
  return {
    ...toSignedInUser(row),
    name: row.name,
    nameKana: row.nameKana,
    telNo: row.telNo,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    version: row.version,
  };
}

/** Who acted, for the audit trail: form users are not login users, so their id is named instead. */
export function formUserActor(
  row: Pick<FormUserRow, "id" | "tenantId" | "organizationId">,
  ip: string,
): AuditActor {
  return {
    tenantId: row.tenantId,
    organizationId: row.organizationId,
    loginUserId: null,
    displayUserId: `form-user:${row.id}`,
    ip,
  };
}
