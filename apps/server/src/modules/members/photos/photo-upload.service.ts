import type { MemberPhotoState } from "@gakumu/domain";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { memberVisibility } from "../member-visibility";
import { MEMBER_LIST_MENU } from "../members.menu";
import { memberPhoto } from "./member-photos.tables";
import { removePhotoFiles, writePhotoFiles } from "./photo-files";
import { processPhoto } from "./photo-image";
import { readPhotoLimits } from "./photo-limits";
import { lockVisibleMember, updateMemberPhotoState } from "./photo-member";
import { getMemberPhotoState } from "./photo-queries";
import { afterUpload, kindOfUpload } from "./photo-rules";

export interface PhotoDeps {
  db: Db;
  /** DATA_DIR/photos */
  photoRoot: string;
}

/**
 * Stores a face photo a member-list user uploaded for a member they may see. A member without an
 * approved photo gets it as their photo, waiting for review (a waiting or rejected one is replaced);
 * a member with an approved photo gets it as a replacement, waiting too, while the approved photo
 * stays in use. The member's version must be the one the uploader read, and is bumped.
 */
export async function uploadMemberPhoto(
  deps: PhotoDeps,
  ctx: RequestContext,
  memberId: number,
  input: { version: number; bytes: Buffer },
): Promise<MemberPhotoState> {
  requireMenu(ctx, MEMBER_LIST_MENU, "write");
  const { db, photoRoot } = deps;
  const visible = await memberVisibility(db, ctx);
  // Fail fast on an unknown or stale member before spending time on the image.
  await db.transaction((tx) => lockVisibleMember(tx, visible, memberId, input.version));
  const processed = await processPhoto(input.bytes, await readPhotoLimits(db, ctx));
  const owner = { tenantId: ctx.tenantId, organizationId: ctx.organizationId, memberId };
  const written = await writePhotoFiles(photoRoot, owner, processed);

  let replacedFiles: string[];
  try {
    replacedFiles = await db.transaction(async (tx) => {
      const locked = await lockVisibleMember(tx, visible, memberId, input.version);
      const existing = await tx.select().from(memberPhoto).where(eq(memberPhoto.memberId, memberId));
      const kind = kindOfUpload(
        locked,
        existing.some((p) => p.kind === "current"),
      );
      const replaced = existing.filter((p) => p.kind === kind);
      if (replaced.length > 0) {
        await tx.delete(memberPhoto).where(
          inArray(
            memberPhoto.id,
            replaced.map((p) => p.id),
          ),
        );
      }
      await tx.insert(memberPhoto).values({
        ...owner,
        kind,
        ...written,
        mimeType: processed.mimeType,
        bytes: processed.image.length,
        width: processed.width,
        height: processed.height,
        uploadedByLoginUserId: ctx.loginUserId,
      });
      await updateMemberPhotoState(tx, locked, afterUpload(locked, kind));
      return replaced.flatMap((p) => [p.filePath, p.thumbnailPath]);
    });
  } catch (error) {
    await removePhotoFiles(photoRoot, [written.filePath, written.thumbnailPath]);
    throw error;
  }
  // The rows are gone; a file left behind by a failed removal is unreachable and harmless.
  await removePhotoFiles(photoRoot, replacedFiles).catch(() => undefined);
  return getMemberPhotoState(db, ctx, memberId);
}
