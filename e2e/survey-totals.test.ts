import fs from "node:fs";
import { PDFDocument } from "pdf-lib";
import type { APIRequestContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginThroughApi } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";
import { pageTextRuns } from "./fixtures/pdf-text";

// A survey from Monday's question to Tuesday's totals: staff build it in アンケート作成 with a question
// shown only after 「はい」, and send it to two classes (1年1組 and 1年2組). A member of 1年1組 answers in
// the member app on a phone; a member of 1年2組 answers from the mail's personal link (/survey-answer,
// then /mail-answer-end) without logging in. アンケート結果's 集計 shows both answers, and its cross
// tabulation by class puts one in each class; the PDF report downloads, and its first page carries the
// Japanese text (read from the text layer: no PDF renderer is a dependency).

const PHONE = { width: 390, height: 844 };
const CSRF_MEMBER = { "x-requested-by": "gakumu-member-app" };
const CSRF_STAFF = { "x-requested-by": "gakumu" };
const PASSWORD = "Sakura-2026e2e";
const SCREENSHOTS = process.env.SURVEY_E2E_SCREENSHOTS;
const CLASSES = [
  { cd: "01010101", name: "1年1組" },
  { cd: "01010102", name: "1年2組" },
] as const;

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

interface AccountRow {
  id: number;
  memberId: string;
  name: string;
  placementName: string;
}

/** A member of the class who has not registered in the member app yet. */
async function memberOf(staff: Page, placementCd: string, className: string): Promise<AccountRow> {
  const found = await json<{ rows: AccountRow[] }>(
    await staff.request.post("/app/api/v2/member-accounts/search", {
      headers: CSRF_STAFF,
      data: { placementCd, registration: "unregistered", page: 1 },
    }),
  );
  const row = found.rows[0];
  if (!row?.placementName.includes(className)) throw new Error(`no unregistered member in ${className}`);
  return row;
}

/** Japan time, as a datetime-local input takes it: 「yyyy-MM-ddTHH:mm」, `days` from now. */
const jstLocal = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 16);

describe("a survey sent to two classes, answered in the app and by mail, totalled by class", () => {
  const e2e = useE2e();

  it("counts both answers, cross-tabulates them by class and prints the report", {
    timeout: 240_000,
  }, async () => {
    const staff = await e2e.newPage({ width: 1400, height: 900 });
    await loginThroughApi(staff, "admin");
    const inApp = await memberOf(staff, CLASSES[0].cd, CLASSES[0].name);
    const byMail = await memberOf(staff, CLASSES[1].cd, CLASSES[1].name);

    // The first one has the member app on a phone (logged in with a login link staff issued).
    const phone = await e2e.newPage(PHONE);
    {
      const { links } = await json<{ links: { url: string }[] }>(
        await staff.request.post("/app/api/v2/member-accounts/login-qr/links", {
          headers: CSRF_STAFF,
          data: { memberIds: [inApp.id], validDays: 7 },
        }),
      );
      const token = new URL(links[0]!.url).pathname.split("/").pop()!;
      await json(
        await phone.request.post("/app/api/member-app/auth/qr-login", {
          headers: CSRF_MEMBER,
          data: { token, password: PASSWORD, passwordConfirm: PASSWORD },
        }),
      );
    }

    // アンケート作成: two questions, the second shown only when the first is 「はい」; both classes.
    const title = `運動会の参加確認 ${Date.now()}`;
    await staff.goto("/survey?categoryCd=25");
    await staff.getByLabel("タイトル").fill(title);
    await staff.getByLabel("回答期限").fill(jstLocal(3));
    const first = staff.getByRole("region", { name: "質問 1" });
    await first.getByRole("textbox", { name: "回答形式" }).click();
    await staff.getByRole("option", { name: "はい／いいえ" }).click();
    await first.getByRole("textbox", { name: "質問文" }).fill("運動会に参加しますか");
    await first.getByRole("checkbox", { name: "必須" }).check();
    await staff.getByRole("button", { name: "質問を追加" }).click();
    const second = staff.getByRole("region", { name: "質問 2" });
    await second.getByRole("textbox", { name: "回答形式" }).click();
    await staff.getByRole("option", { name: "テキスト（1行）" }).click();
    await second.getByRole("textbox", { name: "質問文" }).fill("出場したい競技を教えてください");
    await second.getByRole("textbox", { name: "表示条件：次の質問の回答が" }).click();
    await staff.getByRole("option", { name: "運動会に参加しますか" }).click();
    await second.getByRole("textbox", { name: "のとき表示" }).click();
    await staff.getByRole("option", { name: "はい", exact: true }).click();
    const count = staff.getByTestId("recipient-count");
    for (const c of CLASSES) await staff.getByRole("checkbox", { name: c.name, exact: true }).check();
    await expect
      .poll(async () => Number(/\d+/.exec((await count.textContent()) ?? "")?.[0]))
      .toBeGreaterThan(1);
    const recipients = Number(/\d+/.exec((await count.textContent()) ?? "")![0]);
    await shot(staff, "01-builder");
    await staff.getByRole("button", { name: "アンケートを送信する" }).click();
    await staff.getByText(`${recipients}人にアンケートを送信します。よろしいですか？`).waitFor();
    await staff.getByRole("button", { name: "はい" }).click();
    await staff.getByText("アンケートを送信しました").waitFor();
    await staff.getByRole("row").filter({ hasText: title }).waitFor();

    // 1年1組: in the member app, 「はい」 brings the conditional question.
    await phone.goto("/app/member/");
    await phone.getByRole("link", { name: new RegExp(title) }).click();
    await phone.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await phone.getByText("出場したい競技を教えてください").count()).toBe(0);
    await phone.getByRole("radio", { name: "はい", exact: true }).check();
    await phone.getByLabel("出場したい競技を教えてください").fill("クラス対抗リレー");
    await shot(phone, "02-member-app-answer");
    await phone.getByRole("button", { name: "回答を送信する" }).click();
    await phone.getByText(/に回答済みです。回答期限までは変更できます。/).waitFor();

    // 1年2組: the mail's personal link, without logging in; 「いいえ」 keeps the second question away.
    const tail = byMail.memberId.slice(-7);
    let token = "";
    await expect
      .poll(
        async () => {
          const mails = await json<{ items: { id: number; subject: string; toAddress: string }[] }>(
            await staff.request.get(`/app/api/sent-mail?page=1&to=${tail}`),
          );
          const mail = mails.items.find((m) => m.subject.includes(title) && m.toAddress.includes(tail));
          if (!mail) return "";
          const body = await json<{ textBody: string }>(
            await staff.request.get(`/app/api/sent-mail/${mail.id}`),
          );
          token = /\/app\/member\/m\/([A-Za-z0-9_-]{43})/.exec(body.textBody)?.[1] ?? "";
          return token;
        },
        { timeout: 60_000, interval: 500 },
      )
      .not.toBe("");
    const mailPhone = await e2e.newPage(PHONE);
    await mailPhone.goto(`/app/member/m/${token}`);
    await mailPhone.waitForURL(/\/survey-answer\?key=/);
    await mailPhone.getByText("運動会に参加しますか").first().waitFor();
    await mailPhone.getByRole("radio", { name: "いいえ", exact: true }).check();
    expect(await mailPhone.getByText("出場したい競技を教えてください").count()).toBe(0);
    await mailPhone.getByRole("button", { name: "回答を送信する" }).click();
    await mailPhone.waitForURL(/\/mail-answer-end$/);
    await shot(mailPhone, "03-mail-answer-end");

    // アンケート結果 → 集計: both answers, one per class in the cross tabulation.
    await staff.goto("/survey-result?categoryCd=25");
    await staff.getByRole("button", { name: title, exact: true }).click();
    await staff.getByRole("tab", { name: "集計" }).click();
    await staff.getByText(`回答 2人 ／ 対象 ${recipients}人`).waitFor();
    const yesNo = staff.getByRole("region", { name: /運動会に参加しますか/ }).first();
    await yesNo.getByText("回答者 2人").waitFor();
    const cross = staff.getByRole("table", { name: "クロス集計" });
    await cross.waitFor();
    const header = cross.getByRole("row").first();
    for (const c of CLASSES) await header.getByText(new RegExp(c.name)).waitFor();
    const row = (label: string) => cross.getByRole("row").filter({ hasText: new RegExp(`^${label}`) });
    expect(await row("はい").textContent()).toContain("1（100%）");
    expect(await row("いいえ").textContent()).toContain("1（100%）");
    expect(await row("回答者数").textContent()).toMatch(/^回答者数112$/);
    await staff.getByText("クラス対抗リレー").waitFor();
    await shot(staff, "04-totals");

    // 集計レポート（PDF）: a real PDF whose first page says, in Japanese, what it reports.
    const download = staff.waitForEvent("download");
    await staff.getByRole("button", { name: "集計レポート（PDF）" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = fs.readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    // A line is drawn in runs, one per font subset (kana, kanji, Latin): read them as one text.
    const text = pageTextRuns(pdf, 0).join("");
    expect(text).toContain(title);
    expect(text).toContain("運動会に参加しますか");
    for (const c of CLASSES) expect(text).toContain(c.name);
    // The cross tabulation follows the charts, on a later page; no glyph anywhere lacks its text.
    const all = pdf.getPages().map((_, i) => pageTextRuns(pdf, i).join(""));
    expect(all.slice(1).join("")).toContain("クロス集計");
    expect(all.join("")).not.toContain("\uFFFD");
  });
});
