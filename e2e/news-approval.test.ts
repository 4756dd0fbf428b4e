import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginThroughApi } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";

// お知らせ and FAQ with approval, end to end: staff submit an announcement for staff and one member, the
// approver opens the mailed personal link in a browser without logging in and approves it, and it
// appears on the staff dashboard and in that member's app (お知らせ掲示板 on a phone); a FAQ returned
// from its link with a comment is a draft again, the comment shown on its screen. The mail is read as
// staff read it, in 送信メール (the demo server keeps mail in its outbox).

const H = { "x-requested-by": "gakumu", "x-requested-with": "XMLHttpRequest" };
const CSRF_MEMBER = { "x-requested-by": "gakumu-member-app" };
const PHONE = { width: 390, height: 844 };
/** Japan time, as the editor writes it: 「yyyy-MM-dd HH:mm」. */
const jst = (ms: number) =>
  new Date(Date.now() + 9 * 3_600_000 + ms).toISOString().slice(0, 16).replace("T", " ");

async function api<T>(page: Page, method: "get" | "post" | "put", url: string, data?: unknown): Promise<T> {
  const res = await page.request[method](url, { headers: H, ...(data === undefined ? {} : { data }) });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The approval link of the newest request mail about `title`, from 送信メール. */
async function mailedLink(staff: Page, title: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const list = await api<{ items: { id?: number; mailId?: number; subject: string }[] }>(
      staff,
      "get",
      "/app/api/sent-mail",
    );
    const mail = list.items.find((m) => m.subject.startsWith("【承認依頼】") && m.subject.includes(title));
    if (mail) {
      const detail = await api<{ textBody: string }>(
        staff,
        "get",
        `/app/api/sent-mail/${mail.id ?? mail.mailId}`,
      );
      const link = /https?:\/\/\S+-approval\?key=\S+/.exec(detail.textBody)?.[0];
      if (link) return new URL(link).pathname + new URL(link).search;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no approval mail about ${title}`);
}

describe("announcements and FAQ approved from the mailed link", () => {
  const e2e = useE2e();

  /** A member of the demo school logged into the member app on a phone (with a login link staff issued). */
  async function memberOnPhone(staff: Page): Promise<{ phone: Page; memberId: number }> {
    const found = await api<{ rows: { id: number }[] }>(staff, "post", "/app/api/v2/member-accounts/search", {
      registration: "unregistered",
      page: 1,
    });
    const memberId = found.rows[0]!.id;
    const { links } = await api<{ links: { url: string }[] }>(
      staff,
      "post",
      "/app/api/v2/member-accounts/login-qr/links",
      { memberIds: [memberId], validDays: 7 },
    );
    const phone = await e2e.newPage(PHONE);
    const password = "Sakura-2026e2e";
    const res = await phone.request.post("/app/api/member-app/auth/qr-login", {
      headers: CSRF_MEMBER,
      data: { token: new URL(links[0]!.url).pathname.split("/").pop(), password, passwordConfirm: password },
    });
    if (!res.ok()) throw new Error(`qr-login: ${res.status()} ${await res.text()}`);
    return { phone, memberId };
  }

  async function submit(staff: Page, base: string, title: string, memberId?: number) {
    const settings = await api<{ candidates: { loginUserId: number; displayUserId: string }[] }>(
      staff,
      "get",
      `${base}/approval-settings`,
    );
    const admin = settings.candidates.find((c) => c.displayUserId === "admin")!;
    await api(staff, "put", `${base}/approval-settings`, { stage1: [admin.loginUserId], stage2: [] });
    const created = await api<{ id: number; version: number }>(staff, "post", base, {
      title,
      bodyHtml: "<p>雨天のため<strong>延期</strong>します。</p><script>alert(1)</script>",
      audience: memberId === undefined ? "STAFF" : "BOTH",
      target: memberId === undefined ? null : { memberIds: [memberId] },
      publishFrom: jst(-60_000),
    });
    await api(staff, "post", `${base}/${created.id}/submit`, { version: created.version });
    return created.id;
  }

  it("an announcement approved from the link appears on the staff dashboard and in the member app", async () => {
    const staff = await e2e.newPage();
    await loginThroughApi(staff, "admin");
    const { phone, memberId } = await memberOnPhone(staff);
    const title = "運動会の延期（E2E）";
    await submit(staff, "/app/api/v2/announcements", title, memberId);
    // Not yet approved: the member's board does not have it.
    await phone.goto("/app/member/board");
    await phone.getByRole("heading", { level: 1 }).waitFor();
    await phone.waitForLoadState("networkidle");
    expect(await phone.getByRole("button", { name: title }).count()).toBe(0);
    const link = await mailedLink(staff, title);
    expect(link.startsWith("/announcement-approval?key=")).toBe(true);

    const approver = await e2e.newPage();
    await approver.goto(link);
    await approver.getByRole("heading", { name: title }).waitFor();
    expect(await approver.locator("script").filter({ hasText: "alert" }).count()).toBe(0);
    await approver.getByRole("button", { name: "承認する" }).click();
    await approver.getByText("記事は公開されました。").waitFor();
    // The link is spent: opening it again explains why it no longer works.
    await approver.goto(link);
    await approver.getByText("このリンクは使用できません").waitFor();

    await staff.goto("/dashboard");
    await staff.getByRole("link", { name: title }).waitFor();

    // The member's お知らせ掲示板: the item, opened, shows the body without the script.
    await phone.goto("/app/member/board");
    await phone.getByRole("button", { name: new RegExp(title) }).click();
    await phone.getByText("雨天のため").waitFor();
    expect(await phone.locator("script").filter({ hasText: "alert" }).count()).toBe(0);
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  }, 120_000);

  it("a FAQ returned from the link is a draft again, with the comment", async () => {
    const staff = await e2e.newPage();
    await loginThroughApi(staff, "admin");
    const title = "欠席の連絡方法（E2E）";
    const id = await submit(staff, "/app/api/v2/faqs", title);
    const link = await mailedLink(staff, title);
    expect(link.startsWith("/faq-approval?key=")).toBe(true);

    const approver = await e2e.newPage();
    await approver.goto(link);
    await approver.getByRole("heading", { name: title }).waitFor();
    await approver.getByRole("button", { name: "差し戻す" }).click();
    await approver.getByText("差し戻す理由を入力してください").waitFor();
    await approver.getByLabel("コメント（差し戻すときは必須）").fill("電話番号を追記してください。");
    await approver.getByRole("button", { name: "差し戻す" }).click();
    await approver.getByText("差し戻しました。申請者にお知らせしました。").waitFor();

    await staff.goto("/faq?categoryCd=90");
    await staff.getByRole("button", { name: title }).click();
    await staff.getByText("差し戻しコメント").waitFor();
    expect(await staff.getByText("電話番号を追記してください。").count()).toBeGreaterThan(0);
    expect(await staff.getByText("下書き").count()).toBeGreaterThan(0);
    // The stored item says the same: a draft (status 3) carrying the comment, the return in its history.
    const detail = await api<{ status: number; returnComment: string | null; history: { action: string }[] }>(
      staff,
      "get",
      `/app/api/v2/faqs/${id}`,
    );
    expect(detail.status).toBe(3);
    expect(detail.returnComment).toBe("電話番号を追記してください。");
    expect(detail.history.map((h) => h.action)).toContain("RETURN");
  }, 120_000);
});
