import {
  type BulkApprovePhotosRequest,
  type BulkApprovePhotosResult,
  PHOTO_APPROVAL_BASE,
  type PhotoReviewResult,
  type WaitingPhotoPage,
} from "@gakumu/domain";
import { requestJson } from "../../app/http";

// The 「顔写真承認」 screen's calls (server: modules/members/photos/photo-approval.routes.ts).
const BASE = PHOTO_APPROVAL_BASE;

export type {
  BulkApprovePhotosResult as BulkApproveResult,
  PhotoItem as ReviewPhoto,
  WaitingPhoto,
  WaitingPhotoPage,
} from "@gakumu/domain";

export const photoApprovalApi = {
  list: (page: number) => requestJson<WaitingPhotoPage>("GET", BASE, { page }),
  approve: (photoId: number, version: number) =>
    requestJson<PhotoReviewResult>("POST", `${BASE}/photos/${photoId}/approve`, { version }),
  reject: (photoId: number, version: number, reason: string) =>
    requestJson<PhotoReviewResult>("POST", `${BASE}/photos/${photoId}/reject`, { version, reason }),
  approveAll: (items: BulkApprovePhotosRequest["items"]) =>
    requestJson<BulkApprovePhotosResult>("POST", `${BASE}/approve`, { items }),
  imageUrl: (photoId: number, variant: "image" | "thumbnail") => `${BASE}/photos/${photoId}/${variant}`,
};
