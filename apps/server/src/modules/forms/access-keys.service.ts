import crypto from "node:crypto";
import type { AccessKeyItemBody, IssueAccessKeyInput } from "@gakumu/domain";
import { FORM_FRONTEND_BASE_PATH, NonLoginAccessKeyDataType } from "@gakumu/domain";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { getVisibleForm } from "./form-queries";
import { FORM_MENU } from "./forms.menu";
import { formAccessKey } from "./forms.tables";

// Links into the form frontend. A key is 32 url-safe characters (192 random bits); the table keeps
// its SHA-256 and its first 6 characters, so the raw key exists only in the answer to the issuing
// call and in the link that was sent.

export const ACCESS_KEY_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
const PREFIX_LENGTH = 6;

export const hashAccessKey = (key: string) => crypto.createHash("sha256").update(key).digest("hex");

export function newAccessKey(): string {
  return crypto.randomBytes(24).toString("base64url");
}

/** The link staff send: the form frontend's /redirect with the key, on the public address. */
export function accessKeyUrl(origin: string, key: string): string {
  return `${origin.replace(/\/+$/, "")}${FORM_FRONTEND_BASE_PATH}/redirect?accessKey=${encodeURIComponent(key)}`;
}

type KeyRow = typeof formAccessKey.$inferSelect;

function toItem(row: KeyRow, now: Date): AccessKeyItemBody {
  const state = row.revokedAt ? "REVOKED" : row.expiresAt && row.expiresAt <= now ? "EXPIRED" : "ACTIVE";
  return {
    accessKeyId: row.id,
    keyPrefix: row.keyPrefix,
    dataType: row.dataType as AccessKeyItemBody["dataType"],
    inviteeMailAddress: row.inviteeMailAddress,
    inviteeName: row.inviteeName,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Issues a FORM key for a form the caller may see (a draft too, so links can be prepared). */
export async function issueAccessKey(
  db: Db,
  ctx: RequestContext,
  formId: number,
  input: IssueAccessKeyInput,
  origin: string,
  now = new Date(),
) {
  requireMenu(ctx, FORM_MENU, "write");
  const target = await getVisibleForm(db, ctx, formId);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now)
    throw new ValidationError("有効期限には現在より後の日時を指定してください。");
  const key = newAccessKey();
  const [row] = await db
    .insert(formAccessKey)
    .values({
      tenantId: ctx.tenantId,
      organizationId: target.organizationId,
      formId: target.id,
      keyHash: hashAccessKey(key),
      keyPrefix: key.slice(0, PREFIX_LENGTH),
      dataType: NonLoginAccessKeyDataType.FORM,
      inviteeMailAddress: input.inviteeMailAddress.trim() || null,
      inviteeName: input.inviteeName.trim() || null,
      expiresAt,
      createdByLoginUserId: ctx.loginUserId,
    })
    .returning();
  return { accessKey: toItem(row!, now), accessKeyValue: key, url: accessKeyUrl(origin, key) };
}

/** Every key of the form, newest first (prefixes only). */
export async function listAccessKeys(db: Db, ctx: RequestContext, formId: number, now = new Date()) {
  requireMenu(ctx, FORM_MENU, "read");
  const target = await getVisibleForm(db, ctx, formId);
  const rows = await db
    .select()
    .from(formAccessKey)
    .where(and(eq(formAccessKey.tenantId, ctx.tenantId), eq(formAccessKey.formId, target.id)))
    .orderBy(desc(formAccessKey.createdAt), desc(formAccessKey.id));
  return rows.map((r) => toItem(r, now));
}

/** Revokes a key of the form: its link stops working at once. Revoking twice keeps the first time. */
export async function revokeAccessKey(
  db: Db,
  ctx: RequestContext,
  formId: number,
  accessKeyId: number,
  now = new Date(),
) {
  requireMenu(ctx, FORM_MENU, "write");
  const target = await getVisibleForm(db, ctx, formId);
  const ofForm = and(
    eq(formAccessKey.tenantId, ctx.tenantId),
    eq(formAccessKey.formId, target.id),
    eq(formAccessKey.id, accessKeyId),
  );
  await db
    .update(formAccessKey)
    .set({ revokedAt: now })
    .where(and(ofForm, isNull(formAccessKey.revokedAt)));
  const [row] = await db.select().from(formAccessKey).where(ofForm);
  if (!row) throw new NotFoundError("リンクが見つかりません。");
  return toItem(row, now);
}

/**
 * A FORM key for a logged-in form user opening a form from the mypage or the form list (no staff
 * member made it): short-lived, as it only carries them through /redirect into the form.
 */
export async function issueFormUserAccessKey(
  db: Db,
  target: { tenantId: number; organizationId: number; formId: number },
  expiresAt: Date,
): Promise<string> {
  const key = newAccessKey();
  await db.insert(formAccessKey).values({
    ...target,
    keyHash: hashAccessKey(key),
    keyPrefix: key.slice(0, PREFIX_LENGTH),
    dataType: NonLoginAccessKeyDataType.FORM,
    expiresAt,
  });
  return key;
}
