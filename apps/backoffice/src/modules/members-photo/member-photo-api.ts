import { MEMBER_PHOTOS_BASE, type MemberPhotoState } from "@gakumu/domain";
import { http, requestJson } from "../../app/http";

// The member screen's photo calls (server: modules/members/photos/member-photos.routes.ts, menu member-list).
const BASE = MEMBER_PHOTOS_BASE;

export type { MemberPhotoState, PhotoItem, PhotoLimits } from "@gakumu/domain";

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
