import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { organization } from "../../platform/tenancy/tenancy.tables";
import { detectPhotoType } from "../members/photos/photo-image";
import { ORGANIZATION_SETTING_MENU } from "./organization-settings.menu";

// The organisation's logo, shown in the form frontend's header (spec §2.2, GET /app/form-api/
// organization-logo). What is stored is re-encoded by the server: a PNG at most LOGO_MAX_WIDTH ×
// LOGO_MAX_HEIGHT with no metadata, so an uploaded file's hidden content never reaches applicants.

export const LOGO_MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_WIDTH = 600;
export const LOGO_MAX_HEIGHT = 200;

export const logoMessages = {
  empty: "ロゴ画像のファイルを選択してください",
  notImage: "ロゴ画像はJPEGまたはPNG形式のファイルを選択してください",
  tooLarge: "ロゴ画像のファイルサイズが大きすぎます。2MB以下の画像を選択してください",
  broken: "ロゴ画像を読み込めませんでした。別の画像を選択してください",
  notSet: "組織のロゴが設定されていません。",
} as const;

const ofCaller = (ctx: RequestContext) =>
  and(eq(organization.id, ctx.organizationId), eq(organization.tenantId, ctx.tenantId));

/** Checks the upload by its content and makes the stored PNG. */
export async function processLogo(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new ValidationError(logoMessages.empty);
  if (bytes.length > LOGO_MAX_UPLOAD_BYTES) throw new ValidationError(logoMessages.tooLarge);
  if (!detectPhotoType(bytes)) throw new ValidationError(logoMessages.notImage);
  try {
    return await sharp(bytes, { failOn: "error" })
      .rotate()
      .resize({ width: LOGO_MAX_WIDTH, height: LOGO_MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new ValidationError(logoMessages.broken);
  }
}

export async function saveOrganizationLogo(db: Db, ctx: RequestContext, bytes: Buffer): Promise<void> {
  requireMenu(ctx, ORGANIZATION_SETTING_MENU, "write");
  const logo = await processLogo(bytes);
  await db.update(organization).set({ logo, logoMimeType: "image/png" }).where(ofCaller(ctx));
}

export async function removeOrganizationLogo(db: Db, ctx: RequestContext): Promise<void> {
  requireMenu(ctx, ORGANIZATION_SETTING_MENU, "write");
  await db.update(organization).set({ logo: null, logoMimeType: null }).where(ofCaller(ctx));
}

export async function readOrganizationLogo(
  db: Db,
  ctx: RequestContext,
): Promise<{ logo: Buffer; mimeType: string }> {
  requireMenu(ctx, ORGANIZATION_SETTING_MENU, "read");
  const [row] = await db
    .select({ logo: organization.logo, mimeType: organization.logoMimeType })
    .from(organization)
    .where(ofCaller(ctx));
  if (!row?.logo || !row.mimeType) throw new NotFoundError(logoMessages.notSet);
  return { logo: Buffer.from(row.logo), mimeType: row.mimeType };
}
