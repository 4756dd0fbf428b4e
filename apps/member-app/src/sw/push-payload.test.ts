import { describe, expect, it } from "vitest";
import { isOfflineReadable } from "./caches";
import { parsePushData, readPushPayload } from "./push-payload";

describe("a push message's payload", () => {
  it("reads the delivery, and opens its message inside the app", () => {
    expect(readPushPayload({ deliveryId: 12, title: "遠足", body: "雨天中止", urgent: true })).toEqual({
      deliveryId: 12,
      title: "遠足",
      body: "雨天中止",
      urgent: true,
      url: "/app/member/messages/12",
    });
  });

  it("accepts the engine's bodyText and gives an untitled message a title", () => {
    expect(readPushPayload({ deliveryId: "5", bodyText: "本文" })).toMatchObject({
      deliveryId: 5,
      title: "新しいお知らせ",
      body: "本文",
      urgent: false,
    });
  });

  it("ignores what is not one of ours", () => {
    for (const data of [
      null,
      "text",
      {},
      { deliveryId: 0 },
      { deliveryId: -3 },
      { deliveryId: "x" },
      { deliveryId: 1.5 },
    ]) {
      expect(readPushPayload(data)).toBeNull();
    }
    expect(
      parsePushData(() => {
        throw new SyntaxError("not JSON");
      }),
    ).toBeNull();
  });
});

describe("what the worker keeps for offline reading", () => {
  const at = (path: string) => new URL(path, "https://gakumu.example.jp");
  it("keeps the session check, the first inbox page, the count and opened messages", () => {
    expect(isOfflineReadable(at("/app/api/member-app/auth/me"))).toBe(true);
    expect(isOfflineReadable(at("/app/api/member-app/inbox"))).toBe(true);
    expect(isOfflineReadable(at("/app/api/member-app/inbox/unread-count"))).toBe(true);
    expect(isOfflineReadable(at("/app/api/member-app/inbox/41"))).toBe(true);
  });
  it("keeps nothing else", () => {
    expect(isOfflineReadable(at("/app/api/member-app/inbox?before=30"))).toBe(false);
    expect(isOfflineReadable(at("/app/api/member-app/mail-link/abc"))).toBe(false);
    expect(isOfflineReadable(at("/app/api/member-app/vapid-public-key"))).toBe(false);
    expect(isOfflineReadable(at("/app/api/v2/member"))).toBe(false);
  });
});
