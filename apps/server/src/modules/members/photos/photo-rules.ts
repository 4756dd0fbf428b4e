import { MemberStatus, PhotoChangeApplyStatus, PhotoStatus } from "@gakumu/domain";

/**
 * How a photo upload or review changes the member row (spec §3.4 member status, photo status and
 * photo change apply status). Pure, so every case is tested without a database.
 *
 * Which member statuses the photo review may move is not in the spec. Chosen: the photo statuses
 * themselves (写真未申請, 写真申請中, 写真却下) and, for a first photo, 利用可能 and 承認済み as
 * well; a member whose registration is still pending or under review (保留, 申請中) or who has
 * expired keeps that status: the photo is reviewed, but it does not make them a member in use.
 */
export type PhotoKind = "current" | "pending";

export interface MemberPhotoState {
  status: string;
  photoStatus: number | null;
  photoChangeApplyStatus: string;
}

export type MemberPhotoPatch = Partial<MemberPhotoState>;

const PHOTO_FLOW_STATUSES = new Set<string>([
  MemberStatus.BEFORE_PHOTO_APP,
  MemberStatus.PHOTO_APPLYING,
  MemberStatus.PHOTO_REJECTION,
]);
const FIRST_PHOTO_STATUSES = new Set<string>([
  ...PHOTO_FLOW_STATUSES,
  MemberStatus.AVAILABLE,
  MemberStatus.APPROVAL,
]);

/**
 * A replacement (pending) only while an approved photo is in use; otherwise the upload is the
 * member's photo itself (a first photo, or another try after a rejection).
 */
export function kindOfUpload(member: MemberPhotoState, hasCurrentPhoto: boolean): PhotoKind {
  return member.photoStatus === PhotoStatus.APPROVED && hasCurrentPhoto ? "pending" : "current";
}

export function afterUpload(member: MemberPhotoState, kind: PhotoKind): MemberPhotoPatch {
  if (kind === "pending") return { photoChangeApplyStatus: PhotoChangeApplyStatus.WAITING };
  return {
    photoStatus: PhotoStatus.WAITING,
    photoChangeApplyStatus: PhotoChangeApplyStatus.NONE,
    ...(FIRST_PHOTO_STATUSES.has(member.status) ? { status: MemberStatus.PHOTO_APPLYING } : {}),
  };
}

export function afterApproval(member: MemberPhotoState, kind: PhotoKind): MemberPhotoPatch {
  const approved = { photoStatus: PhotoStatus.APPROVED, photoChangeApplyStatus: PhotoChangeApplyStatus.NONE };
  if (kind === "pending") return approved;
  return {
    ...approved,
    ...(PHOTO_FLOW_STATUSES.has(member.status) ? { status: MemberStatus.AVAILABLE } : {}),
  };
}

export function afterRejection(member: MemberPhotoState, kind: PhotoKind): MemberPhotoPatch {
  if (kind === "pending") return { photoChangeApplyStatus: PhotoChangeApplyStatus.REJECTED };
  return {
    photoStatus: PhotoStatus.REJECTED,
    ...(PHOTO_FLOW_STATUSES.has(member.status) ? { status: MemberStatus.PHOTO_REJECTION } : {}),
  };
}
