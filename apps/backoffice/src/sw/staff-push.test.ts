import { describe, expect, it } from "vitest";
import { backOfficePath, parsePushJson, readStaffPush } from "./staff-push";

describe("a staff notice's Web Push payload", () => {
  it("reads the notice and the path it opens", () => {
    expect(
      readStaffPush({
        kind: "staff-notice",
        noticeId: 7,
        title: "欠席連絡",
        body: "1年1組",
        url: "/contact?id=3",
      }),
    ).toEqual({ noticeId: 7, title: "欠席連絡", body: "1年1組", url: "/contact?id=3" });
  });

  it("gives an untitled notice a title and cuts a long body", () => {
    const push = readStaffPush({
      kind: "staff-notice",
      noticeId: "8",
      title: " ",
      body: "あ".repeat(400),
      url: "/",
    });
    expect(push).toMatchObject({ noticeId: 8, title: "新しい通知" });
    expect(push?.body).toHaveLength(300);
  });

  it("ignores what is not a staff notice", () => {
    for (const data of [
      null,
      "text",
      {},
      { kind: "staff-notice", noticeId: 0 },
      { deliveryId: 3, title: "x" },
    ])
      expect(readStaffPush(data)).toBeNull();
  });

  it("opens only paths of this site", () => {
    expect(backOfficePath("/health-check?id=1")).toBe("/health-check?id=1");
    for (const bad of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      3,
      null,
    ])
      expect(backOfficePath(bad)).toBe("/");
  });

  it("treats a body that is not JSON as not ours", () => {
    expect(
      parsePushJson(() => {
        throw new SyntaxError("bad json");
      }),
    ).toBeNull();
  });
});
