import { http, requestJson } from "../../app/http";

// The member screen's photo calls (server: modules/members/photos/member-photos.routes.ts, menu member-list).
const BASE = "/app/api/v2/member-photos";

export interface PhotoItem {
  photoId: number;
  kind: "current" | "pending";
  /** 1 waiting, 2 approved, 3 rejected */
  status: number;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
  uploadedAt: string;
  reviewedAt: string | null;
  rejectReason: string | null;
}

export interface PhotoLimits {
  maxFileSizeKb: number;
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
}

export interface MemberPhotoState {
  memberId: number;
  memberVersion: number;
  memberStatus: string;
  photoStatus: number | null;
  photoChangeApplyStatus: string;
  current: PhotoItem | null;
  pending: PhotoItem | null;
  limits: PhotoLimits;
}

export const memberPhotoApi = {
  state: (memberId: number) =>
    requestJson<MemberPhotoState>("GET", `${BASE}/${memberId}`, undefined, { busy: false }),
  upload(memberId: number, version: number, file: File) {
    const form = new FormData();
    form.append("file", file);
    return http.upload<MemberPhotoState>(`${BASE}/${memberId}`, form, { version }, { enrich: false });
  },
  /** Same origin, with the session cookie: the CSP lets <img> load it. */
  imageUrl: (memberId: number, photoId: number, variant: "image" | "thumbnail") =>
    `${BASE}/${memberId}/${photoId}/${variant}`,
};
