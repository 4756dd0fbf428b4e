import { describe, expect, it } from "vitest";
import {
  afterApproval,
  afterRejection,
  afterUpload,
  kindOfUpload,
  type MemberPhotoState,
} from "./photo-rules";

const state = (status: string, photoStatus: number | null, apply = "NONE"): MemberPhotoState => ({
  status,
  photoStatus,
  photoChangeApplyStatus: apply,
});

describe("photo workflow on the member row", () => {
  it("makes an upload a replacement only while an approved photo is in use", () => {
    expect(kindOfUpload(state("AVAILABLE", 2), true)).toBe("pending");
    expect(kindOfUpload(state("AVAILABLE", 2), false)).toBe("current");
    expect(kindOfUpload(state("PHOTO_APPLYING", 1), true)).toBe("current");
    expect(kindOfUpload(state("PHOTO_REJECTION", 3), true)).toBe("current");
    expect(kindOfUpload(state("BEFORE_PHOTO_APP", null), false)).toBe("current");
  });

  it.each([
    ["BEFORE_PHOTO_APP", "PHOTO_APPLYING"],
    ["PHOTO_REJECTION", "PHOTO_APPLYING"],
    ["AVAILABLE", "PHOTO_APPLYING"],
    ["APPROVAL", "PHOTO_APPLYING"],
    ["PENDING", undefined],
    ["APPLYING", undefined],
    ["EXPIRED", undefined],
  ])("a first photo of a %s member waits for review (status → %s)", (status, next) => {
    expect(afterUpload(state(status, null), "current")).toEqual({
      photoStatus: 1,
      photoChangeApplyStatus: "NONE",
      ...(next ? { status: next } : {}),
    });
  });

  it("a replacement only marks the change as waiting", () => {
    expect(afterUpload(state("AVAILABLE", 2), "pending")).toEqual({ photoChangeApplyStatus: "WAITING" });
  });

  it("approval makes the member available when the photo held them back", () => {
    expect(afterApproval(state("PHOTO_APPLYING", 1), "current")).toEqual({
      photoStatus: 2,
      photoChangeApplyStatus: "NONE",
      status: "AVAILABLE",
    });
    expect(afterApproval(state("PENDING", 1), "current")).toEqual({
      photoStatus: 2,
      photoChangeApplyStatus: "NONE",
    });
    expect(afterApproval(state("AVAILABLE", 2, "WAITING"), "pending")).toEqual({
      photoStatus: 2,
      photoChangeApplyStatus: "NONE",
    });
  });

  it("rejection marks the photo or the change as rejected", () => {
    expect(afterRejection(state("PHOTO_APPLYING", 1), "current")).toEqual({
      photoStatus: 3,
      status: "PHOTO_REJECTION",
    });
    expect(afterRejection(state("PENDING", 1), "current")).toEqual({ photoStatus: 3 });
    expect(afterRejection(state("AVAILABLE", 2, "WAITING"), "pending")).toEqual({
      photoChangeApplyStatus: "REJECTED",
    });
  });
});
