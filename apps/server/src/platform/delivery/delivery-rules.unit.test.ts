import { describe, expect, it } from "vitest";
import { WebPushError } from "web-push";
import { classifyMailError } from "./channels/mail-channel";
import { classifyPushError, pushPayload } from "./channels/push-channel";
import { chooseChannels } from "./delivery-fanout";
import { looksLikeMailLinkToken, mailLinkToken, mailLinkTokenHash } from "./mail-link-token";

const pushError = (status: number) =>
  new WebPushError("unexpected", status, {}, "", "https://push.example/x");

describe("delivery rules", () => {
  it("picks app push, else mail; urgent messages take every channel", () => {
    expect(chooseChannels({ push: true, line: false, mail: true }, false)).toEqual(["push"]);
    expect(chooseChannels({ push: false, line: false, mail: true }, false)).toEqual(["mail"]);
    expect(chooseChannels({ push: false, line: true, mail: true }, false)).toEqual(["line"]);
    expect(chooseChannels({ push: true, line: false, mail: true }, true)).toEqual(["push", "mail"]);
    expect(chooseChannels({ push: false, line: false, mail: false }, true)).toEqual([]);
  });

  it("removes gone subscriptions, retries busy or failing push services and timeouts, fails other refusals", () => {
    expect(classifyPushError(pushError(410))).toEqual({
      gone: true,
      reason: "購読が無効になっていました（410）",
    });
    expect(classifyPushError(pushError(404))).toMatchObject({ gone: true });
    expect(classifyPushError(pushError(429))).toMatchObject({ permanent: false });
    expect(classifyPushError(pushError(503))).toMatchObject({ permanent: false });
    expect(classifyPushError(pushError(413))).toMatchObject({ permanent: true });
    expect(classifyPushError(new Error("Socket timeout"))).toEqual({
      permanent: false,
      reason: "プッシュサービスが応答しませんでした（タイムアウト）",
    });
    expect(classifyPushError(new Error("connect ECONNREFUSED"))).toMatchObject({ permanent: false });
  });

  it("fails a mail the SMTP server refuses for good (5xx) and retries the rest", () => {
    expect(classifyMailError(Object.assign(new Error("no such user"), { responseCode: 550 }))).toMatchObject({
      permanent: true,
    });
    expect(classifyMailError(Object.assign(new Error("try later"), { responseCode: 451 }))).toMatchObject({
      permanent: false,
    });
    expect(classifyMailError(new Error("ECONNRESET"))).toMatchObject({ permanent: false });
  });

  it("keeps a push payload well under 4 KB however long the message", () => {
    const payload = pushPayload({
      id: 12,
      tenantId: 1,
      organizationId: 1,
      kind: 1,
      title: "あ".repeat(200),
      bodyText: "い".repeat(10_000),
      linkUrl: null,
      urgent: true,
    });
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(3000);
    expect(payload.url).toBe("/app/member/messages/12");
  });

  it("derives the same unguessable link token for a recipient every time, and stores only its hash", () => {
    const key = Buffer.alloc(32, 1);
    const token = mailLinkToken(key, 5);
    expect(token).toBe(mailLinkToken(key, 5));
    expect(token).not.toBe(mailLinkToken(key, 6));
    expect(token).not.toBe(mailLinkToken(Buffer.alloc(32, 2), 5));
    expect(looksLikeMailLinkToken(token)).toBe(true);
    expect(looksLikeMailLinkToken(`${token}=`)).toBe(false);
    expect(mailLinkTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
