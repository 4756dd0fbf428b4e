import {
  DEFAULT_PAGE_DISPLAY_COUNT,
  idSchema,
  pageSchema,
  rules,
  stringField,
  versionParam,
} from "@gakumu/domain";
import { z } from "zod";

export const PHOTO_PAGE_SIZE = DEFAULT_PAGE_DISPLAY_COUNT;
/** How many photos one bulk approval may carry: a few pages of the approval grid. */
export const BULK_APPROVAL_MAX = 100;

const id = idSchema;

export const versionField = versionParam;

/** :memberId is the member row's id (member.id), not the 会員ID text. */
export const MemberParams = z.object({ memberId: id("メンバー") });
export const PhotoVariant = z.enum(["image", "thumbnail"], { error: "画像の種類が正しくありません" });
export const MemberPhotoParams = z.object({
  memberId: id("メンバー"),
  photoId: id("顔写真"),
  variant: PhotoVariant,
});
export const PhotoParams = z.object({ photoId: id("顔写真") });
export const PhotoImageParams = z.object({ photoId: id("顔写真"), variant: PhotoVariant });

/** The member's version the uploader read: a stale one is refused like a stale edit. */
export const UploadQuery = z.object({ version: versionField });

export const ApproveBody = z.object({ version: versionField });
export const RejectBody = z.object({
  version: versionField,
  reason: stringField(rules.required({ field: "却下理由" }), rules.maxLength(200)),
});
export const BulkApproveBody = z.object({
  items: z
    .array(z.object({ photoId: id("顔写真"), version: versionField }), {
      error: "承認する写真を選択してください",
    })
    .min(1, "承認する写真を選択してください")
    .max(BULK_APPROVAL_MAX, `一度に承認できるのは${BULK_APPROVAL_MAX}件までです`),
});

export const ApprovalListQuery = z.object({
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

export const ReviewResult = z.object({ memberId: z.number(), memberVersion: z.number(), photo: PhotoItem });
export const BulkApproveResult = z.object({
  approvedCount: z.number(),
  failures: z.array(z.object({ photoId: z.number(), message: z.string() })),
});

/** The 200 of an image route, for the OpenAPI document. */
export const ImageBody = z.unknown().describe("JPEG または PNG 画像");
