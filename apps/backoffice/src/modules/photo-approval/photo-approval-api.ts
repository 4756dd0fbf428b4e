import { requestJson } from "../../app/http";

// The 「顔写真承認」 screen's calls (server: modules/members/photos/photo-approval.routes.ts).
const BASE = "/app/api/v2/photo-approval";

export interface ReviewPhoto {
  photoId: number;
  kind: "current" | "pending";
  status: number;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
  uploadedAt: string;
  reviewedAt: string | null;
  rejectReason: string | null;
}

export interface WaitingPhoto {
  photo: ReviewPhoto;
  /** The approved photo a replacement would replace; null for a member's first photo. */
  currentPhotoId: number | null;
  member: {
    memberId: number;
    memberCode: string;
    name: string;
    nameKana: string | null;
    grade: number | null;
    status: string;
    version: number;
  };
}

export interface WaitingPhotoPage {
  totalCount: number;
  page: number;
  pageSize: number;
  photoList: WaitingPhoto[];
}

export interface BulkApproveResult {
  approvedCount: number;
  failures: { photoId: number; message: string }[];
}

export const photoApprovalApi = {
  list: (page: number) => requestJson<WaitingPhotoPage>("GET", BASE, { page }),
  approve: (photoId: number, version: number) =>
    requestJson<unknown>("POST", `${BASE}/photos/${photoId}/approve`, { version }),
  reject: (photoId: number, version: number, reason: string) =>
    requestJson<unknown>("POST", `${BASE}/photos/${photoId}/reject`, { version, reason }),
  approveAll: (items: { photoId: number; version: number }[]) =>
    requestJson<BulkApproveResult>("POST", `${BASE}/approve`, { items }),
  imageUrl: (photoId: number, variant: "image" | "thumbnail") => `${BASE}/photos/${photoId}/${variant}`,
};
