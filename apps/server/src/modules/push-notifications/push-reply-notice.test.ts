import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders } from "../../../test/auth-helpers";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from "../../../test/mail/loopback-smtp-server";
import { useTestApp } from "../../../test/test-app";
import {
  addMembers,
  createMemberSchool,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";

// 「自分宛てに返信を通知する」: when a member answers a push whose sender asked for it, the sender gets
// a Japanese mail with the title, the member's name and class and the answer, sent by a job through
// the mailer's outbox. Everything travels through a real SMTP server on loopback.

const MEMBER_API = "/app/api/member-app";

describe("push reply for myself", () => {
  let smtp: LoopbackSmtpServer;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    smtp = await startLoopbackSmtpServer();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp?.close());
  const t = useTestApp({ env });
  let school: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;

  beforeAll(async () => {
    school = await createMemberSchool(t.database.db);
    await addMembers(t.database.db, [
      memberRow(school, "R1", { name: "山田　花子" }),
      memberRow(school, "R2", { name: "鈴木　次郎" }),
    ]);
    as = await loginAll(t.app, school);
  });

  const compose = async (title: string, notifyReplyToSender: boolean) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/app/api/v2/push-notifications",
      headers: as.admin,
      payload: {
        title,
        bodyHtml: `<p>${title}</p>`,
        target: { nodes: ["F1A"] },
        replyType: "TEXT",
        notifyReplyToSender,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  /** The member's personal link from the mail the push arrived as (no app on these members). */
  const linkOf = (address: string, title: string) =>
    waitUntil(
      () => {
        const mail = smtp.received.find(
          (m) => m.envelopeTo.includes(address) && m.headers.get("subject")?.includes(title),
        );
        return /\/app\/member\/m\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
      },
      { timeoutMs: 20_000, what: `the mail to ${address}` },
    );
  const reply = (token: string, text: string) =>
    t.app.inject({
      method: "POST",
      url: `${MEMBER_API}/mail-link/${token}/reply`,
      headers: apiHeaders,
      payload: { text },
    });
  const noticesTo = (address: string) =>
    smtp.received.filter(
      (m) => m.envelopeTo.includes(address) && m.headers.get("subject")?.startsWith("【返信】"),
    );

  it("mails the sender each reply with the title, the member's name and class, and the answer", async () => {
    await compose("遠足の持ち物", true);
    const token = await linkOf("r1@example.jp", "遠足の持ち物");
    const res = await reply(token, "水筒を忘れました。\n明日持っていきます。");
    expect(res.statusCode, res.body).toBe(200);

    await waitUntil(() => noticesTo("admin@example.jp").length === 1, {
      timeoutMs: 20_000,
      what: "the notice to the sender",
    });
    const [notice] = noticesTo("admin@example.jp");
    expect(notice!.headers.get("subject")).toBe("【返信】遠足の持ち物");
    expect(notice!.text).toContain("テスト admin 様");
    expect(notice!.text).toContain("お知らせ：遠足の持ち物");
    expect(notice!.text).toContain("返信者：山田　花子（普通科 1年 A組）");
    expect(notice!.text).toContain("水筒を忘れました。\n明日持っていきます。");

    // A changed answer is told again; the same answer posted twice is told once more only.
    expect((await reply(token, "やはり持っていきません。")).statusCode).toBe(200);
    await waitUntil(() => noticesTo("admin@example.jp").length === 2, { timeoutMs: 20_000 });
    expect(noticesTo("admin@example.jp")[1]!.text).toContain("やはり持っていきません。");
  });

  it("mails nobody when the sender did not ask for it", async () => {
    await compose("図書室の開館時間", false);
    const token = await linkOf("r2@example.jp", "図書室の開館時間");
    const before = noticesTo("admin@example.jp").length;
    expect((await reply(token, "わかりました")).statusCode).toBe(200);
    // The first test's notices arrived within seconds of their replies; wait as long for none here.
    await new Promise((r) => setTimeout(r, 4000));
    expect(noticesTo("admin@example.jp").length).toBe(before);
    expect(smtp.received.filter((m) => m.headers.get("subject")?.includes("図書室の開館時間"))).toHaveLength(
      2,
    );
  });
});
