import type { MemberPhotoState, PhotoItem, WaitingPhoto } from "@gakumu/domain";
import { PhotoStatus } from "@gakumu/domain";
import { and, asc, count, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { NotFoundError } from "../../../platform/errors/app-error";
import { memberVisibility } from "../member-visibility";
import { MEMBER_LIST_MENU, PHOTO_APPROVAL_MENU } from "../members.menu";
import { member } from "../members.tables";
import { memberPhoto } from "./member-photos.tables";
import { photoNotFoundMessage, readPhotoFile } from "./photo-files";
import { readPhotoLimits } from "./photo-limits";
import { memberNotFoundMessage } from "./photo-member";
import type { PhotoKind } from "./photo-rules";

type PhotoRow = typeof memberPhoto.$inferSelect;

export function toPhotoItem(row: PhotoRow): PhotoItem {
  return {
    photoId: row.id,
    kind: row.kind as PhotoKind,
    status: row.status,
    mimeType: row.mimeType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    uploadedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  };
}

/** A member's photo state for the member screen: both photos, the member's statuses and the limits. */
export async function getMemberPhotoState(
  db: Db,
  ctx: RequestContext,
  memberId: number,
): Promise<MemberPhotoState> {
  requireMenu(ctx, MEMBER_LIST_MENU, "read");
  const visible = await memberVisibility(db, ctx);
  const [m] = await db
    .select({
      id: member.id,
      version: member.version,
      status: member.status,
      photoStatus: member.photoStatus,
      photoChangeApplyStatus: member.photoChangeApplyStatus,
    })
    .from(member)
    .where(and(visible, eq(member.id, memberId)));
  if (!m) throw new NotFoundError(memberNotFoundMessage);
  const photos = await db
    .select()
    .from(memberPhoto)
    .where(and(eq(memberPhoto.tenantId, ctx.tenantId), eq(memberPhoto.memberId, m.id)));
  const of = (kind: PhotoKind) => {
    const row = photos.find((p) => p.kind === kind);
    return row ? toPhotoItem(row) : null;
  };
  return {
    memberId: m.id,
    memberVersion: m.version,
    memberStatus: m.status,
    photoStatus: m.photoStatus,
    photoChangeApplyStatus: m.photoChangeApplyStatus,
    current: of("current"),
    pending: of("pending"),
    limits: await readPhotoLimits(db, ctx),
  };
}

export interface PhotoFile {
  body: Buffer;
  contentType: string;
}

/**
 * The bytes of a photo of a member the caller may see (404 for any other, another tenant's included).
 * `memberId` narrows it to one member when the URL names one.
 */
export async function openVisiblePhoto(
  db: Db,
  photoRoot: string,
  ctx: RequestContext,
  target: { photoId: number; variant: "image" | "thumbnail"; memberId?: number },
): Promise<PhotoFile> {
  // The member screen and the approval screen both show photos.
  requireMenu(ctx, [MEMBER_LIST_MENU, PHOTO_APPROVAL_MENU], "read");
  const visible = await memberVisibility(db, ctx);
  const [row] = await db
    .select({
      filePath: memberPhoto.filePath,
      thumbnailPath: memberPhoto.thumbnailPath,
      mimeType: memberPhoto.mimeType,
    })
    .from(memberPhoto)
    .innerJoin(member, eq(member.id, memberPhoto.memberId))
    .where(
      and(
        visible,
        eq(memberPhoto.tenantId, ctx.tenantId),
        eq(memberPhoto.organizationId, ctx.organizationId),
        eq(memberPhoto.id, target.photoId),
        target.memberId === undefined ? undefined : eq(memberPhoto.memberId, target.memberId),
      ),
    );
  if (!row) throw new NotFoundError(photoNotFoundMessage);
  const thumbnail = target.variant === "thumbnail";
  return {
    body: await readPhotoFile(photoRoot, thumbnail ? row.thumbnailPath : row.filePath),
    contentType: thumbnail ? "image/jpeg" : row.mimeType,
  };
}

const currentPhoto = alias(memberPhoto, "current_photo");

/** Photos waiting for review in the caller's organisation, oldest first (first come, first served). */
export async function listWaitingPhotos(
  db: Db,
  ctx: RequestContext,
  page: number,
  pageSize: number,
): Promise<{ totalCount: number; photoList: WaitingPhoto[] }> {
  requireMenu(ctx, PHOTO_APPROVAL_MENU, "read");
  const visible = await memberVisibility(db, ctx);
  const where = and(
    visible,
    eq(memberPhoto.tenantId, ctx.tenantId),
    eq(memberPhoto.organizationId, ctx.organizationId),
    eq(memberPhoto.status, PhotoStatus.WAITING),
  );
  const [total] = await db
    .select({ n: count() })
    .from(memberPhoto)
    .innerJoin(member, eq(member.id, memberPhoto.memberId))
    .where(where);
  const rows = await db
    .select({
      photo: memberPhoto,
      currentPhotoId: currentPhoto.id,
      member: {
        memberId: member.id,
        memberCode: member.memberId,
        name: member.name,
        nameKana: member.nameKana,
        grade: member.grade,
        status: member.status,
        version: member.version,
      },
    })
    .from(memberPhoto)
    .innerJoin(member, eq(member.id, memberPhoto.memberId))
    .leftJoin(
      currentPhoto,
      and(
        eq(currentPhoto.memberId, memberPhoto.memberId),
        eq(currentPhoto.kind, "current"),
        eq(memberPhoto.kind, "pending"),
      ),
    )
    .where(where)
    .orderBy(asc(memberPhoto.createdAt), asc(memberPhoto.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    totalCount: total?.n ?? 0,
    photoList: rows.map((r) => ({
      photo: toPhotoItem(r.photo),
      currentPhotoId: r.currentPhotoId,
      member: r.member,
    })),
  };
}
