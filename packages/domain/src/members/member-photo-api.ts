import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema, pageSchema, versionParam } from "../api/params";
import { DEFAULT_PAGE_DISPLAY_COUNT } from "../constants";
import { stringField } from "../validation/rule";
import * as rules from "../validation/rules";

// 顔写真: a member's photo on the member screen (/app/api/v2/member-photos…, menu member-list) and
// 顔写真承認 (/app/api/v2/photo-approval…). Server: modules/members/photos/*.routes.ts.

export const MEMBER_PHOTOS_BASE = "/app/api/v2/member-photos";
export const PHOTO_APPROVAL_BASE = "/app/api/v2/photo-approval";

export const PHOTO_PAGE_SIZE = DEFAULT_PAGE_DISPLAY_COUNT;
/** How many photos one bulk approval may carry: a few pages of the approval grid. */
export const BULK_APPROVAL_MAX = 100;

const id = idSchema;
const versionField = versionParam;

/** :memberId is the member row's id (member.id), not the 会員ID text. */
export const MemberPhotoMemberParams = z.object({ memberId: id("メンバー") });
export const PhotoVariant = z.enum(["image", "thumbnail"], { error: "画像の種類が正しくありません" });
export const MemberPhotoParams = z.object({
  memberId: id("メンバー"),
  photoId: id("顔写真"),
  variant: PhotoVariant,
});
export const PhotoParams = z.object({ photoId: id("顔写真") });
export const PhotoImageParams = z.object({ photoId: id("顔写真"), variant: PhotoVariant });

/** The member's version the uploader read: a stale one is refused like a stale edit. */
export const PhotoUploadQuery = z.object({ version: versionField });

export const ApprovePhotoBody = z.object({ version: versionField });
export const RejectPhotoBody = z.object({
  version: versionField,
  reason: stringField(rules.required({ field: "却下理由" }), rules.maxLength(200)),
});
export const BulkApprovePhotosBody = z.object({
  items: z
    .array(z.object({ photoId: id("顔写真"), version: versionField }), {
      error: "承認する写真を選択してください",
    })
    .min(1, "承認する写真を選択してください")
    .max(BULK_APPROVAL_MAX, `一度に承認できるのは${BULK_APPROVAL_MAX}件までです`),
});

export const PhotoApprovalListQuery = z.object({
  page: pageSchema,
});

export const PhotoItem = z.object({
  photoId: z.number(),
  kind: z.enum(["current", "pending"]),
  /** 1 waiting, 2 approved, 3 rejected */
  status: z.number(),
  mimeType: z.string(),
  bytes: z.number(),
  width: z.number(),
  height: z.number(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type PhotoItem = z.infer<typeof PhotoItem>;

export const PhotoLimitsBody = z.object({
  maxFileSizeKb: z.number(),
  minWidth: z.number(),
  minHeight: z.number(),
  maxWidth: z.number(),
  maxHeight: z.number(),
});

export const MemberPhotoState = z.object({
  memberId: z.number(),
  memberVersion: z.number(),
  memberStatus: z.string(),
  photoStatus: z.number().nullable(),
  photoChangeApplyStatus: z.string(),
  current: PhotoItem.nullable(),
  pending: PhotoItem.nullable(),
  limits: PhotoLimitsBody,
});
export type MemberPhotoState = z.infer<typeof MemberPhotoState>;

export const WaitingPhoto = z.object({
  photo: PhotoItem,
  /** The approved photo a replacement would take the place of; null for a first photo. */
  currentPhotoId: z.number().nullable(),
  member: z.object({
    memberId: z.number(),
    /** 会員ID */
    memberCode: z.string(),
    name: z.string(),
    nameKana: z.string().nullable(),
    grade: z.number().nullable(),
    status: z.string(),
    version: z.number(),
  }),
});
export type WaitingPhoto = z.infer<typeof WaitingPhoto>;

export const WaitingPhotoPage = z.object({
  totalCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
  photoList: z.array(WaitingPhoto),
});

export const PhotoReviewResult = z.object({
  memberId: z.number(),
  memberVersion: z.number(),
  photo: PhotoItem,
});
export const BulkApprovePhotosResult = z.object({
  approvedCount: z.number(),
  failures: z.array(z.object({ photoId: z.number(), message: z.string() })),
});

export type PhotoLimits = z.infer<typeof PhotoLimitsBody>;
export type WaitingPhotoPage = z.infer<typeof WaitingPhotoPage>;
export type PhotoReviewResult = z.infer<typeof PhotoReviewResult>;
export type BulkApprovePhotosResult = z.infer<typeof BulkApprovePhotosResult>;
export type BulkApprovePhotosRequest = z.input<typeof BulkApprovePhotosBody>;

/** The success bodies of the photo routes (the images themselves left out). */
export const memberPhotoContracts = defineContracts({
  [`GET ${MEMBER_PHOTOS_BASE}/:memberId`]: MemberPhotoState,
  [`POST ${MEMBER_PHOTOS_BASE}/:memberId`]: MemberPhotoState,
  [`GET ${PHOTO_APPROVAL_BASE}`]: WaitingPhotoPage,
  [`POST ${PHOTO_APPROVAL_BASE}/photos/:photoId/approve`]: PhotoReviewResult,
  [`POST ${PHOTO_APPROVAL_BASE}/photos/:photoId/reject`]: PhotoReviewResult,
  [`POST ${PHOTO_APPROVAL_BASE}/approve`]: BulkApprovePhotosResult,
} as const);
