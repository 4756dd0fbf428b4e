import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from "../../../test/mail/loopback-smtp-server";
import { createMailTransport } from "./mail-transport";

describe("mail transport", () => {
  let smtp: LoopbackSmtpServer;
  beforeAll(async () => {
    smtp = await startLoopbackSmtpServer();
  });
  afterAll(() => smtp?.close());

  it("keeps the pool it was asked for: bulk mails share a few connections", async () => {
    const transport = createMailTransport(smtp.url, { maxConnections: 2 })!;
    try {
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          transport.sendMail({
            from: "学務 <no-reply@gakumu.example>",
            to: `family-${i}@example.jp`,
            subject: "明日の集合時間",
            text: "明日は 8:30 に正門へ集合してください。",
          }),
        ),
      );
    } finally {
      transport.close();
    }
    expect(smtp.received).toHaveLength(12);
    expect(smtp.connections()).toBeLessThanOrEqual(2);
  });

  it("sends a single mail over a connection of its own and reports a server that is down", async () => {
    const before = smtp.connections();
    const transport = createMailTransport(smtp.url)!;
    await transport.sendMail({
      from: "no-reply@gakumu.example",
      to: "a@example.jp",
      subject: "件名",
      text: "本文",
    });
    expect(smtp.connections()).toBe(before + 1);

    const down = createMailTransport("smtp://127.0.0.1:1")!;
    await expect(
      down.sendMail({ from: "no-reply@gakumu.example", to: "a@example.jp", subject: "件名", text: "本文" }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
