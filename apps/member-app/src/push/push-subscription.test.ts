import { describe, expect, it } from "vitest";
import { applicationServerKey } from "./push-subscription";

describe("the VAPID key for PushManager.subscribe", () => {
  it("decodes base64url without padding into the key's bytes", () => {
    // 0xfb 0xff 0xfe: characters only base64url writes as - and _.
    expect([...applicationServerKey("-__-")]).toEqual([0xfb, 0xff, 0xfe]);
    const key = Buffer.alloc(65, 7);
    key[0] = 4;
    expect([...applicationServerKey(key.toString("base64url"))]).toEqual([...key]);
  });
});
