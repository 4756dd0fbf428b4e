import { formatDate } from "@gakumu/domain";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, loginAs } from "../../../test/auth-helpers";
import type { TenantFixture } from "../../../test/factories";
import { registerByQr } from "../../../test/member-accounts/member-account-test-kit";
import { useTestApp } from "../../../test/test-app";
import { nonLoginAccessKey } from "../../platform/access-keys/non-login-access-keys.tables";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { newsApprovalRequest } from "./news.tables";
import { publishDue } from "./news-workflow";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const A = "/app/api/v2/announcements";
const F = "/app/api/v2/faqs";
const LINK = "/app/api/news-approval";

function multipart(fileName: string, bytes: Buffer) {
  const boundary = "----gakumu-news-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const inJapan = (ms: number) => formatDate(new Date(Date.now() + ms), "yyyy-MM-dd HH:mm");
const HOUR = 3_600_000;

describe("announcements and FAQ with approval over HTTP", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let other: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;
  const users: Record<string, number> = {};
  let memberCookie = "";
  let c1Cookie = "";

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const draft = (body: Record<string, unknown> = {}, base = A, headers = as.admin) =>
    call("POST", base, headers, {
      title: "運動会の延期",
      bodyHtml: "<p>雨のため運動会を延期します。</p>",
      audience: "BOTH",
      target: { nodes: ["F1"] },
      publishFrom: inJapan(-HOUR),
      ...body,
    });

  /** Newest approval-request mail to `to`, with the token of its link. */
  const linkMailedTo = async (to: string) => {
    const mails = await t.mailer.listOutbox({ tenantId: school.tenant.id, limit: 200 });
    const mail = mails.find((m) => m.toAddress === to && m.subject.startsWith("【承認依頼】"));
    if (!mail) throw new Error(`no approval mail to ${to}`);
    const match = /\/(announcement|faq)-approval\?key=([A-Za-z0-9_-]+)/.exec(mail.textBody);
    return { mail, type: match![1] === "faq" ? "FAQ" : "ANNOUNCEMENT", key: match![2]! };
  };
  const mailsTo = async (to: string) =>
    (await t.mailer.listOutbox({ tenantId: school.tenant.id, limit: 200 })).filter((m) => m.toAddress === to);

  const openLink = (key: string, type = "ANNOUNCEMENT") =>
    call("POST", `${LINK}/open`, apiHeaders, { key, type });
  const decideLink = (key: string, decision: string, comment = "", type = "ANNOUNCEMENT") =>
    call("POST", `${LINK}/decide`, apiHeaders, { key, type, decision, comment });

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "A1"),
      memberRow(school, "C1", { grade: 2, sectionCd: "F2", subsectionCd: "F2A" }),
    ]);
    as = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
    users.scoped = school.users.scopedId;
    users.own = school.users.ownId;
    const fixture = {
      ...school,
      headers: as.admin,
      marker: school.tenant.tenantCd,
    } as unknown as TenantFixture;
    memberCookie = await registerByQr(t, fixture, await idOf(db, school.organization.id, "A1"));
    c1Cookie = await registerByQr(t, fixture, await idOf(db, school.organization.id, "C1"));
  });

  describe("approval settings", () => {
    it("refuses a submission while nobody approves the type", async () => {
      const created = await draft({}, F);
      expect(created.statusCode).toBe(201);
      const res = await call("POST", `${F}/${created.json().id}/submit`, as.admin, {
        version: created.json().version,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("承認者が設定されていません");
    });

    it("takes login users of the organisation only, never one person in both stages", async () => {
      const otherUser = (await call("GET", `${A}/approval-settings`, otherAdmin)).json().candidates[0]
        .loginUserId;
      const foreign = await call("PUT", `${A}/approval-settings`, as.admin, { stage1: [otherUser] });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toContain("この組織で利用できるログインユーザー");
      const twice = await call("PUT", `${A}/approval-settings`, as.admin, {
        stage1: [users.own],
        stage2: [users.own],
      });
      expect(twice.statusCode).toBe(400);
      const empty = await call("PUT", `${A}/approval-settings`, as.admin, { stage1: [] });
      expect(empty.json().message).toContain("1段階目の承認者を選択してください");
      const ok = await call("PUT", `${A}/approval-settings`, as.admin, {
        stage1: [users.own],
        stage2: [users.scoped],
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().stage1.map((a: { displayUserId: string }) => a.displayUserId)).toEqual(["own"]);
      expect(ok.json().stage2.map((a: { displayUserId: string }) => a.displayUserId)).toEqual(["scoped"]);
      const faq = await call("PUT", `${F}/approval-settings`, as.admin, { stage1: [users.own] });
      expect(faq.statusCode).toBe(200);
      expect(
        (await call("PUT", `${A}/approval-settings`, as.viewer, { stage1: [users.own] })).statusCode,
      ).toBe(403);
    });
  });

  describe("what an item may hold", () => {
    it("stores the body sanitised: no script, no handler, colour styles only", async () => {
      const res = await draft({
        bodyHtml:
          '<p style="color:#ff0000;position:fixed" onclick="x()">お知らせ<script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json().bodyHtml as string;
      expect(body).not.toMatch(/script|onclick|javascript|position/);
      expect(body).toContain("color:#ff0000");
    });

    it("refuses bad input with Japanese messages", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ title: "" }, "タイトルを入力してください"],
        [{ bodyHtml: "<p><br></p>" }, "本文"],
        [{ publishFrom: "2026-02-30 10:00" }, "公開開始日時はyyyy-MM-dd HH:mm形式"],
        [{ publishTo: inJapan(-2 * HOUR) }, "公開終了日時は公開開始日時より後"],
        [{ audience: "MEMBERS", target: null }, "公開するメンバーを選択してください"],
        [{ categoryId: 2_147_483_647 }, "カテゴリが見つかりません"],
        [{ categoryId: 1e20 }, "カテゴリ"],
        [{ attachmentKeys: ["x".repeat(43)] }, "添付ファイルが見つかりません"],
        [{ title: "a\u0000b" }, ""],
      ];
      for (const [body, message] of cases) {
        const res = await draft(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toContain(message);
      }
    });

    it("accepts a real PDF and refuses a file that is not what its name says", async () => {
      const fake = multipart("案内.pdf", Buffer.from("<html>not a pdf</html>"));
      const bad = await t.app.inject({
        method: "POST",
        url: `${A}/attachments`,
        headers: { ...as.admin, "content-type": fake.contentType },
        payload: fake.body,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain("PDF・JPEG・PNG・GIF・WebP");
      const real = multipart("案内.pdf", PDF);
      const ok = await t.app.inject({
        method: "POST",
        url: `${A}/attachments`,
        headers: { ...as.admin, "content-type": real.contentType },
        payload: real.body,
      });
      expect(ok.statusCode).toBe(200);
      const created = await draft({ attachmentKeys: [ok.json().key] });
      expect(created.json().attachments[0].name).toBe("案内.pdf");
      const file = await t.app.inject({ url: new URL(created.json().attachments[0].url).pathname });
      expect(file.headers["content-type"]).toBe("application/pdf");
      // Another tenant cannot attach it.
      const foreign = await draft({ attachmentKeys: [ok.json().key] }, A, otherAdmin);
      expect(foreign.statusCode).toBe(400);

      // A week on, the nightly purge removes an upload no item names and keeps the one in use.
      const unused = await t.app.inject({
        method: "POST",
        url: `${A}/attachments`,
        headers: { ...as.admin, "content-type": real.contentType },
        payload: real.body,
      });
      await t.database.db.execute(sql`update news_attachment set created_at = now() - interval '8 days'`);
      expect((await t.retention.run())["news-attachments"]).toBe(1);
      const download = (key: string) =>
        t.app.inject({ url: new URL(created.json().attachments[0].url).pathname.replace(/[^/]+$/, key) });
      expect((await download(ok.json().key)).statusCode).toBe(200);
      expect((await download(unused.json().key)).statusCode).toBe(404);
    });

    it("keeps categories per organisation and type", async () => {
      const made = await call("POST", `${F}/categories`, as.admin, { name: "欠席・遅刻" });
      expect(made.statusCode).toBe(201);
      expect(
        (await call("POST", `${F}/categories`, as.admin, { name: "欠席・遅刻" })).json().message,
      ).toContain("同じ名前");
      const faq = await draft({ categoryId: made.json().id, audience: "STAFF", target: null }, F);
      expect(faq.json().categoryName).toBe("欠席・遅刻");
      // The FAQ's category is not an announcement's, nor another school's.
      expect((await draft({ categoryId: made.json().id })).statusCode).toBe(400);
      expect((await draft({ categoryId: made.json().id }, F, otherAdmin)).statusCode).toBe(400);
      expect((await call("DELETE", `${F}/categories/${made.json().id}`, as.admin)).statusCode).toBe(409);
    });
  });

  describe("the status machine and the mailed links", () => {
    let itemId = 0;
    let firstKey = "";

    it("submits a draft: status 4, stage 1, each stage-1 approver mailed a personal link", async () => {
      const created = await draft();
      itemId = created.json().id;
      expect(created.json().status).toBe(3);
      const submitted = await call("POST", `${A}/${itemId}/submit`, as.admin, {
        version: created.json().version,
      });
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json()).toMatchObject({ status: 4, approvalStage: 1, recipientCount: 1 });
      const again = await call("POST", `${A}/${itemId}/submit`, as.admin, {
        version: submitted.json().version,
      });
      expect(again.statusCode).toBe(409);
      const { mail, key } = await linkMailedTo("own@example.jp");
      expect(mail.subject).toBe("【承認依頼】お知らせ「運動会の延期」");
      expect(mail.textBody).toContain("1段階目（全2段階）");
      expect(await mailsTo("scoped@example.jp")).toHaveLength(0);
      firstKey = key;
    });

    it("opens the link without login, showing the item as members see it", async () => {
      const res = await openLink(firstKey);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        approverName: "テスト own",
        stage: 1,
        stageCount: 2,
        recipientCount: 1,
      });
      expect(res.json().item.bodyHtml).toBe("<p>雨のため運動会を延期します。</p>");
      // Opening does not spend it; the FAQ page refuses an announcement's link.
      expect((await openLink(firstKey)).statusCode).toBe(200);
      const wrongType = await openLink(firstKey, "FAQ");
      expect(wrongType.statusCode).toBe(403);
      expect(wrongType.json().message).toContain("別の種類の承認用");
    });

    it("refuses forged links and malformed bodies with a Japanese page", async () => {
      for (const key of ["x".repeat(43), "", "a\u0000b", "😀".repeat(20)]) {
        const res = await openLink(key);
        expect([400, 403], key).toContain(res.statusCode);
        expect(res.json().message).toMatch(/無効|リンク|使用できない文字/);
      }
      expect(
        (
          await call("POST", `${LINK}/decide`, apiHeaders, {
            key: firstKey,
            type: "ANNOUNCEMENT",
            decision: "MAYBE",
          })
        ).statusCode,
      ).toBe(400);
    });

    it("a return without a comment is refused and leaves the link usable", async () => {
      const res = await decideLink(firstKey, "RETURN", "  ");
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("差し戻す理由");
      expect((await openLink(firstKey)).statusCode).toBe(200);
    });

    it("approves stage 1 once from the link; the reused link is dead; stage 2 is mailed", async () => {
      const [first, second] = await Promise.all([
        decideLink(firstKey, "APPROVE"),
        decideLink(firstKey, "APPROVE"),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 403]);
      const reused = await decideLink(firstKey, "APPROVE");
      expect(reused.statusCode).toBe(403);
      expect(reused.json().message).toContain("すでに使用された");
      const detail = (await call("GET", `${A}/${itemId}`, as.admin)).json();
      expect(detail).toMatchObject({ status: 4, approvalStage: 2 });
      expect(detail.history.map((h: { action: string }) => h.action)).toEqual(["SUBMIT", "APPROVE"]);
      expect(detail.history[1]).toMatchObject({ actorName: "テスト own", via: "MAIL_LINK", stage: 1 });
      const { mail } = await linkMailedTo("scoped@example.jp");
      expect(mail.textBody).toContain("2段階目（全2段階）");
    });

    it("only the current stage's approver may decide in the back office", async () => {
      const version = (await call("GET", `${A}/${itemId}`, as.admin)).json().version;
      const byAuthor = await call("POST", `${A}/${itemId}/approve`, as.admin, { version });
      expect(byAuthor.statusCode).toBe(403);
      expect(byAuthor.json().message).toContain("承認者ではない");
      expect((await call("POST", `${A}/${itemId}/approve`, as.viewer, { version })).statusCode).toBe(403);
      expect((await call("POST", `${A}/${itemId}/approve`, otherAdmin, { version })).statusCode).toBe(404);
      const ok = await call("POST", `${A}/${itemId}/approve`, as.scoped, { version });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().status).toBe(1);
      const authorMail = (await mailsTo("admin@example.jp")).find((m) =>
        m.subject.startsWith("【公開しました】"),
      );
      expect(authorMail?.textBody).toContain("承認した人：テスト scoped");
      // The stage-2 link mailed earlier no longer decides anything.
      const { key } = await linkMailedTo("scoped@example.jp");
      expect((await openLink(key)).json().message).toContain("すでに処理されています");
    });

    it("reaches the member it targets, once read it counts as read, and staff see it", async () => {
      const list = await t.app.inject({
        url: "/app/api/member-app/news/announcement",
        headers: { cookie: memberCookie },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((i: { id: number }) => i.id)).toContain(itemId);
      const notTargeted = await t.app.inject({
        url: "/app/api/member-app/news/announcement",
        headers: { cookie: c1Cookie },
      });
      expect(notTargeted.json().items).toEqual([]);
      expect(
        (
          await t.app.inject({
            url: `/app/api/member-app/news/announcement/${itemId}`,
            headers: { cookie: c1Cookie },
          })
        ).statusCode,
      ).toBe(404);
      const opened = await t.app.inject({
        url: `/app/api/member-app/news/announcement/${itemId}`,
        headers: { cookie: memberCookie },
      });
      expect(opened.json().read).toBe(true);
      const reads = (await call("GET", `${A}/${itemId}/reads`, as.admin)).json();
      expect(reads).toMatchObject({ total: 1, read: 1 });
      const staff = (await call("GET", "/app/api/v2/news-display/announcement?limit=5", as.viewer)).json();
      expect(staff.items.map((i: { id: number }) => i.id)).toContain(itemId);
      expect((await call("GET", "/app/api/v2/news-display/announcement", otherAdmin)).json().items).toEqual(
        [],
      );
    });

    it("an edit after approval goes back to 4 with new mails; the older link says it was edited", async () => {
      const before = (await call("GET", `${A}/${itemId}`, as.admin)).json();
      const stale = await linkMailedTo("own@example.jp");
      // A link mailed for this round but not used: make one by resubmitting after the edit.
      const edited = await call("PUT", `${A}/${itemId}`, as.admin, {
        title: "運動会の延期（再掲）",
        bodyHtml: "<p>延期後の日程は後日お知らせします。</p>",
        audience: "BOTH",
        target: { nodes: ["F1"] },
        publishFrom: inJapan(-HOUR),
        version: before.version,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ status: 4, approvalStage: 1 });
      expect(edited.json().history.at(-1).action).toBe("RESUBMIT");
      // Members no longer see the unapproved change.
      const list = await t.app.inject({
        url: "/app/api/member-app/news/announcement",
        headers: { cookie: memberCookie },
      });
      expect(list.json().items.map((i: { id: number }) => i.id)).not.toContain(itemId);
      const fresh = await linkMailedTo("own@example.jp");
      expect(fresh.key).not.toBe(stale.key);
      // Edit once more: the link just mailed was for the previous content.
      const again = await call("PUT", `${A}/${itemId}`, as.admin, {
        title: "運動会の延期（再掲）",
        bodyHtml: "<p>延期後の日程は10月10日です。</p>",
        audience: "BOTH",
        target: { nodes: ["F1"] },
        publishFrom: inJapan(-HOUR),
        version: edited.json().version,
      });
      expect(again.statusCode).toBe(200);
      const res = await decideLink(fresh.key, "APPROVE");
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain("内容が変更されました");
      // An optimistic-lock conflict on a stale version.
      const conflict = await call("PUT", `${A}/${itemId}`, as.admin, {
        ...before,
        version: before.version,
        publishFrom: inJapan(-HOUR),
      });
      expect(conflict.statusCode).toBe(409);
    });

    it("an expired link and a link of an approver removed since are refused", async () => {
      const { key } = await linkMailedTo("own@example.jp");
      const [request] = await t.database.db
        .select()
        .from(newsApprovalRequest)
        .where(eq(newsApprovalRequest.itemId, itemId));
      expect(request).toBeDefined();
      await t.database.db
        .update(nonLoginAccessKey)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(
          and(
            eq(nonLoginAccessKey.tenantId, school.tenant.id),
            eq(nonLoginAccessKey.dataType, "DELIVER_APPROVAL"),
          ),
        );
      expect((await openLink(key)).json().message).toContain("有効期限が切れている");
      await t.database.db
        .update(nonLoginAccessKey)
        .set({ expiresAt: new Date(Date.now() + HOUR) })
        .where(
          and(
            eq(nonLoginAccessKey.tenantId, school.tenant.id),
            eq(nonLoginAccessKey.dataType, "DELIVER_APPROVAL"),
          ),
        );
      await call("PUT", `${A}/approval-settings`, as.admin, { stage1: [users.scoped], stage2: [] });
      const res = await openLink(key);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain("承認者ではない");
      await call("PUT", `${A}/approval-settings`, as.admin, { stage1: [users.own], stage2: [users.scoped] });
    });
  });

  describe("returns and scheduled publication", () => {
    it("a returned FAQ goes back to draft with the comment, and the author is told", async () => {
      const created = await draft({ audience: "STAFF", target: null, title: "欠席の連絡方法" }, F);
      await call("POST", `${F}/${created.json().id}/submit`, as.admin, { version: created.json().version });
      const { key, type } = await linkMailedTo("own@example.jp");
      expect(type).toBe("FAQ");
      const res = await decideLink(key, "RETURN", "電話番号を追記してください。", "FAQ");
      expect(res.statusCode).toBe(200);
      const detail = (await call("GET", `${F}/${created.json().id}`, as.admin)).json();
      expect(detail).toMatchObject({ status: 3, returnComment: "電話番号を追記してください。" });
      const mail = (await mailsTo("admin@example.jp")).find(
        (m) => m.subject === "【差し戻されました】FAQ「欠席の連絡方法」",
      );
      expect(mail?.textBody).toContain("電話番号を追記してください。");
    });

    it("an item approved before its publish time waits (2), then is published (1)", async () => {
      await call("PUT", `${A}/approval-settings`, as.admin, { stage1: [users.own] });
      const created = await draft({
        audience: "STAFF",
        target: null,
        publishFrom: inJapan(2 * HOUR),
        title: "予約公開",
      });
      await call("POST", `${A}/${created.json().id}/submit`, as.admin, { version: created.json().version });
      const { key } = await linkMailedTo("own@example.jp");
      expect((await decideLink(key, "APPROVE")).json().status).toBe(2);
      const staff = (await call("GET", "/app/api/v2/news-display/announcement", as.admin)).json();
      expect(staff.items.map((i: { title: string }) => i.title)).not.toContain("予約公開");
      expect(
        await publishDue(
          { db: t.database.db, delivery: t.delivery, publicUrl: "" },
          null,
          new Date(Date.now() + 3 * HOUR),
        ),
      ).toBeGreaterThanOrEqual(1);
      expect((await call("GET", `${A}/${created.json().id}`, as.admin)).json().status).toBe(1);
    });

    it("lists with status labels' codes and filters; another tenant sees none of it", async () => {
      const pending = (await call("GET", `${A}?status=4`, as.admin)).json();
      expect(pending.items.every((i: { status: number }) => i.status === 4)).toBe(true);
      expect((await call("GET", `${A}?status=7`, as.admin)).statusCode).toBe(400);
      expect((await call("GET", `${A}?keyword=${encodeURIComponent("予約")}`, as.admin)).json().total).toBe(
        1,
      );
      expect((await call("GET", A, otherAdmin)).json().total).toBe(0);
      expect((await call("GET", `${A}?page=99999999999`, as.admin)).statusCode).toBe(400);
    });
  });

  it("a staff-only viewer reads but cannot write", async () => {
    expect((await call("GET", A, as.viewer)).statusCode).toBe(200);
    expect((await draft({}, A, as.viewer)).statusCode).toBe(403);
    const viewer = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "viewer" });
    expect((await call("POST", `${A}/categories`, viewer, { name: "行事" })).statusCode).toBe(403);
  });
});
