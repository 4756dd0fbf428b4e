import type { PhotoItem } from "@gakumu/domain";
import { PhotoStatus } from "@gakumu/domain";
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { AppError, ConflictError, NotFoundError } from "../../../platform/errors/app-error";
import { memberVisibility } from "../member-visibility";
import { PHOTO_APPROVAL_MENU } from "../members.menu";
import { memberPhoto } from "./member-photos.tables";
import { photoNotFoundMessage, removePhotoFiles } from "./photo-files";
import { type LockedMember, lockVisibleMember, updateMemberPhotoState } from "./photo-member";
import { toPhotoItem } from "./photo-queries";
import { afterApproval, afterRejection, type MemberPhotoPatch, type PhotoKind } from "./photo-rules";
import type { PhotoDeps } from "./photo-upload.service";

export const alreadyReviewedMessage = "この顔写真はすでに審査されています。画面を再読み込みしてください。";

type PhotoRow = typeof memberPhoto.$inferSelect;

export interface ReviewOutcome {
  memberId: number;
  memberVersion: number;
  photo: PhotoItem;
}

interface Decision {
  photo: PhotoRow;
  patch: MemberPhotoPatch;
  /** Files no row names any more once the transaction commits. */
  removedFiles: string[];
}

type Review = (tx: Db, photo: PhotoRow, member: LockedMember) => Promise<Decision>;

/**
 * One review in one transaction: the photo must belong to the caller's organisation, its member must
 * be visible to the caller and still at the version they saw (locked until the commit), and the photo
 * must still be waiting. Files the review made unreachable are removed after the commit.
 */
async function reviewWaitingPhoto(
  deps: PhotoDeps,
  visible: SQL,
  ctx: RequestContext,
  target: { photoId: number; version: number },
  review: Review,
): Promise<ReviewOutcome> {
  const ofOrganization = and(
    eq(memberPhoto.id, target.photoId),
    eq(memberPhoto.tenantId, ctx.tenantId),
    eq(memberPhoto.organizationId, ctx.organizationId),
  );
  const { outcome, removedFiles } = await deps.db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ memberId: memberPhoto.memberId })
      .from(memberPhoto)
      .where(ofOrganization);
    if (!seen) throw new NotFoundError(photoNotFoundMessage);
    const locked = await lockVisibleMember(tx, visible, seen.memberId, target.version);
    // Read again under the member's lock: a concurrent review or upload may have changed it.
    const [photo] = await tx.select().from(memberPhoto).where(ofOrganization);
    if (!photo) throw new NotFoundError(photoNotFoundMessage);
    if (photo.status !== PhotoStatus.WAITING) throw new ConflictError(alreadyReviewedMessage);
    const decision = await review(tx, photo, locked);
    const memberVersion = await updateMemberPhotoState(tx, locked, decision.patch);
    return {
      outcome: { memberId: locked.id, memberVersion, photo: toPhotoItem(decision.photo) },
      removedFiles: decision.removedFiles,
    };
  });
  // A file left behind by a failed removal is unreachable and harmless.
  await removePhotoFiles(deps.photoRoot, removedFiles).catch(() => undefined);
  return outcome;
}

const reviewed = (ctx: RequestContext) => ({
  reviewedByLoginUserId: ctx.loginUserId,
  reviewedAt: new Date(),
});

function approval(ctx: RequestContext): Review {
  return async (tx, photo, member) => {
    const kind = photo.kind as PhotoKind;
    let removedFiles: string[] = [];
    if (kind === "pending") {
      // The replacement takes the approved photo's place; the old one goes.
      const [old] = await tx
        .delete(memberPhoto)
        .where(
          and(
            eq(memberPhoto.tenantId, ctx.tenantId),
            eq(memberPhoto.memberId, photo.memberId),
            eq(memberPhoto.kind, "current"),
          ),
        )
        .returning({ filePath: memberPhoto.filePath, thumbnailPath: memberPhoto.thumbnailPath });
      removedFiles = old ? [old.filePath, old.thumbnailPath] : [];
    }
    const [updated] = await tx
      .update(memberPhoto)
      .set({ kind: "current", status: PhotoStatus.APPROVED, rejectReason: null, ...reviewed(ctx) })
      .where(and(eq(memberPhoto.tenantId, ctx.tenantId), eq(memberPhoto.id, photo.id)))
      .returning();
    return { photo: updated!, patch: afterApproval(member, kind), removedFiles };
  };
}

function rejection(ctx: RequestContext, reason: string): Review {
  return async (tx, photo, member) => {
    const [updated] = await tx
      .update(memberPhoto)
      .set({ status: PhotoStatus.REJECTED, rejectReason: reason, ...reviewed(ctx) })
      .where(and(eq(memberPhoto.tenantId, ctx.tenantId), eq(memberPhoto.id, photo.id)))
      .returning();
    return { photo: updated!, patch: afterRejection(member, photo.kind as PhotoKind), removedFiles: [] };
  };
}

/** Approves a waiting photo: a first photo becomes the approved one, a replacement replaces it. */
export async function approvePhoto(
  deps: PhotoDeps,
  ctx: RequestContext,
  target: { photoId: number; version: number },
): Promise<ReviewOutcome> {
  requireMenu(ctx, PHOTO_APPROVAL_MENU, "write");
  const visible = await memberVisibility(deps.db, ctx);
  return reviewWaitingPhoto(deps, visible, ctx, target, approval(ctx));
}

/** Rejects a waiting photo with the reason the member will read; an approved photo stays in use. */
export async function rejectPhoto(
  deps: PhotoDeps,
  ctx: RequestContext,
  target: { photoId: number; version: number; reason: string },
): Promise<ReviewOutcome> {
  requireMenu(ctx, PHOTO_APPROVAL_MENU, "write");
  const visible = await memberVisibility(deps.db, ctx);
  return reviewWaitingPhoto(deps, visible, ctx, target, rejection(ctx, target.reason.trim()));
}

/**
 * Approves several photos, each on its own: one that someone else reviewed or changed meanwhile is
 * reported with its reason and does not hold back the others.
 */
export async function approvePhotos(
  deps: PhotoDeps,
  ctx: RequestContext,
  items: readonly { photoId: number; version: number }[],
): Promise<{ approvedCount: number; failures: { photoId: number; message: string }[] }> {
  requireMenu(ctx, PHOTO_APPROVAL_MENU, "write");
  const visible = await memberVisibility(deps.db, ctx);
  let approvedCount = 0;
  const failures: { photoId: number; message: string }[] = [];
  for (const item of items) {
    try {
      await reviewWaitingPhoto(deps, visible, ctx, item, approval(ctx));
      approvedCount++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failures.push({ photoId: item.photoId, message: error.message });
    }
  }
  return { approvedCount, failures };
}
