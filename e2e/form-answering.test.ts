import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleDefinition } from "../apps/server/test/forms/form-test-kit";
import {
  type LoopbackSmtpServer,
  startLoopbackSmtpServer,
} from "../apps/server/test/mail/loopback-smtp-server";
import { freePort, type RunningServer, startServer } from "../scripts/server-process";
import {
  expectNoSeriousAxeViolations,
  FORM_FRONTEND,
  publishFormWithLink,
  registerWithMailedCode,
  waitForMail,
  writeMinimalPdf,
} from "./fixtures/applicant";
import { loginThroughApi } from "./fixtures/backoffice";
import { copySeededDataDir, launchBrowser } from "./fixtures/browser";

const FORM_TITLE = "2027年度 推薦入試 出願フォーム（E2E）";

/**
 * The form of the walk: texts, a choice that shows a further item, a PDF upload, editable after it
 * is sent, and a completion mail using every placeholder the applicant's answer fills.
 */
const definition = sampleDefinition({
  title: FORM_TITLE,
  accountRegistrationRequired: true,
  editableAfterSubmit: true,
  completionMailSubject: "{formTitle} 受付完了（受付番号 {answerNumber}）",
  completionMailBody: "{name} 様\n受付番号：{answerNumber}\n\n{answers}",
  sections: [
    {
      title: "本人情報",
      items: [
        { itemKey: "name", itemType: "TEXT_SINGLE", label: "氏名", required: true },
        { itemKey: "kana", itemType: "TEXT_SINGLE", label: "ふりがな", required: true },
        { itemKey: "school", itemType: "TEXT_SINGLE", label: "在籍中学校" },
        { itemKey: "home", itemType: "ADDRESS", label: "現住所" },
        {
          itemKey: "course",
          itemType: "SELECT",
          label: "志望学科",
          required: true,
          choices: [
            { value: "1", label: "普通科" },
            { value: "2", label: "商業科" },
          ],
        },
        {
          itemKey: "commerceReason",
          itemType: "TEXT_MULTI",
          label: "商業科の志望理由",
          condition: { itemKey: "course", operator: "EQUALS", value: "2" },
        },
      ],
    },
    {
      title: "書類",
      items: [{ itemKey: "report", itemType: "UPLOAD", label: "調査書", fileTypes: [4], maxFileSizeMb: 5 }],
    },
  ],
});

/**
 * An applicant on a 360 px phone, from the link to a sent and edited answer: registration with the
 * code mailed to a loopback SMTP server, a draft that survives reloads, an upload, the confirmation,
 * an address found from its postal code, the receipt number on screen and in the completion mail,
 * the mypage, and an edit. axe-core checks
 * the answer, confirm and mypage screens on the way. The steps share one page, in order.
 */
describe("an applicant answers a form on a phone", () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: LoopbackSmtpServer;
  let linkPath: string;
  let formId: number;
  let page: Page;
  let receiptNo: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-e2e-form-answering-"));
  const pdfPath = writeMinimalPdf(path.join(dataDir, "調査書.pdf"));
  const mail = `taro.${Date.now()}@example.jp`;
  const password = "Taro-pass1!";

  beforeAll(async () => {
    smtp = await startLoopbackSmtpServer();
    const port = await freePort();
    server = await startServer({
      dataDir: copySeededDataDir(dataDir),
      port,
      requireSpas: true,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    browser = await launchBrowser();
    const admin = await newPage(1280);
    await loginThroughApi(admin, "admin");
    ({ formId, linkPath } = await publishFormWithLink(admin, definition));
    await admin.context().close();
    page = await newPage(360);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function newPage(width: number): Promise<Page> {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: "ja-JP",
      timezoneId: "Asia/Tokyo",
      viewport: { width, height: 780 },
    });
    return context.newPage();
  }

  const bodyText = () => page.locator("body").innerText();
  const field = (label: string) => page.getByLabel(label);
  const summaryOf = (itemKey: string) => page.locator(`dd[data-item-key="${itemKey}"]`);
  // Playwright's own matchers come with its test runner, not playwright-core: vitest polls instead.
  const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
  const inputOf = (label: string) => () => field(label).inputValue({ timeout: 2_000 });
  const textOf = (locator: ReturnType<Page["locator"]>) => () => locator.innerText({ timeout: 2_000 });
  // The mypage shows the form of the link and, under 回答したフォーム, the user's answers to it.
  const myAnswerCard = () =>
    page.getByRole("article", { name: FORM_TITLE }).filter({ has: page.getByTestId("my-answer-status") });
  const answerPath = () => `${FORM_FRONTEND}/${formId}/answer`;
  const keptInput = () =>
    page.evaluate((key) => localStorage.getItem(key), `gakumu.form-answer-input.${formId}`);

  it("registers from the link with the mailed code and lands on the answer screen", async () => {
    await page.goto(linkPath);
    await registerWithMailedCode(page, smtp, mail, password);
    await page.waitForURL(`**${answerPath()}`);
    await field("氏名").waitFor();
  }, 60_000);

  it("saves a draft that a reload brings back, from the server and from the device", async () => {
    await field("氏名").fill("山田 太郎");
    await field("ふりがな").fill("やまだ たろう");
    // The conditional item appears only once 商業科 is chosen.
    expect(await field("商業科の志望理由").count()).toBe(0);
    await page.getByRole("radio", { name: "商業科" }).check();
    await field("商業科の志望理由").fill("簿記の資格を取りたいからです。");
    await page.getByRole("button", { name: "一時保存" }).click();
    await poll(bodyText).toContain("一時保存しました。");

    // Without the input kept on the device, the reloaded screen shows the draft from the server.
    await poll(keptInput).toContain("簿記");
    await page.evaluate((key) => localStorage.removeItem(key), `gakumu.form-answer-input.${formId}`);
    await page.reload();
    await poll(inputOf("氏名")).toBe("山田 太郎");
    await poll(inputOf("ふりがな")).toBe("やまだ たろう");
    await poll(() => page.getByRole("radio", { name: "商業科" }).isChecked()).toBe(true);
    await poll(inputOf("商業科の志望理由")).toBe("簿記の資格を取りたいからです。");

    // Typed but not saved: kept on the device, so the next reload restores it too.
    await field("在籍中学校").fill("市立第一中学校");
    await poll(keptInput).toContain("市立第一中学校");
    await page.reload();
    await poll(inputOf("在籍中学校")).toBe("市立第一中学校");
    await poll(inputOf("氏名")).toBe("山田 太郎");
    await poll(bodyText).toContain("前回入力途中の内容を復元しました。");
  }, 60_000);

  it("fills the address from the postal code, leaving the rest to type", async () => {
    // Typed as a phone keyboard gives it: full-width digits without the hyphen.
    await field("郵便番号").fill("１０４００６１");
    await page.getByRole("button", { name: "住所を検索" }).click();
    await poll(() => field("都道府県").inputValue()).toBe("13");
    await poll(inputOf("市区町村・番地")).toBe("中央区銀座");
    await field("市区町村・番地").fill("中央区銀座1-2-3");
    await field("建物名・部屋番号").fill("銀座ハイツ101");
    // A code of no address says so and leaves what is there.
    await field("郵便番号").fill("999-9999");
    await page.getByRole("button", { name: "住所を検索" }).click();
    await poll(bodyText).toContain("郵便番号から住所が見つかりませんでした。");
    await poll(inputOf("市区町村・番地")).toBe("中央区銀座1-2-3");
    await field("郵便番号").fill("104-0061");
  }, 60_000);

  it("uploads a PDF and has no serious accessibility violation on the answer screen", async () => {
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "ファイルを選択" }).click();
    await (await chooser).setFiles(pdfPath);
    await page.getByRole("button", { name: "調査書.pdfをダウンロード" }).waitFor();
    await expectNoSeriousAxeViolations(page, "answer");
  }, 60_000);

  it("confirms the formatted answer and sends it; the receipt number is shown and mailed", async () => {
    await page.getByRole("button", { name: "確認画面へ" }).click();
    await page.waitForURL(`**${FORM_FRONTEND}/${formId}/answer-confirm`);
    await page.getByRole("heading", { name: "入力内容の確認" }).waitFor();
    await poll(textOf(summaryOf("name"))).toBe("山田 太郎");
    await poll(textOf(summaryOf("course"))).toBe("商業科");
    await poll(textOf(summaryOf("commerceReason"))).toBe("簿記の資格を取りたいからです。");
    await poll(textOf(summaryOf("school"))).toBe("市立第一中学校");
    await poll(textOf(summaryOf("home"))).toContain("東京都中央区銀座1-2-3");
    await poll(textOf(summaryOf("report"))).toContain("調査書.pdf");
    await expectNoSeriousAxeViolations(page, "answer-confirm");

    await page.getByRole("button", { name: "送信する" }).click();
    await page.waitForURL(`**${FORM_FRONTEND}/${formId}/answer-complete`);
    await poll(textOf(page.getByTestId("receipt-no"))).toMatch(/^\d+$/);
    receiptNo = (await page.getByTestId("receipt-no").textContent())!;
    await poll(bodyText).toContain("回答完了メールを送信しました");

    const done = await waitForMail(smtp, mail, new RegExp(`受付番号：${receiptNo}\\n`));
    expect(done.headers.get("subject")).toBe(`${FORM_TITLE} 受付完了（受付番号 ${receiptNo}）`);
    expect(done.text).toContain("氏名: 山田 太郎");
    expect(done.text).toContain("志望学科: 商業科");
    expect(done.text).toContain("調査書.pdf");
  }, 60_000);

  it("lists the sent answer on the mypage", async () => {
    await page.getByRole("link", { name: "マイページへ" }).click();
    const card = myAnswerCard();
    await poll(textOf(card.getByTestId("my-answer-status"))).toMatch(/回答済み/);
    await poll(textOf(card)).toContain(`受付番号：${receiptNo}`);
    await expectNoSeriousAxeViolations(page, "mypage");
  }, 60_000);

  it("edits the sent answer: the new value is stored, mailed and shown, still 回答済み", async () => {
    await myAnswerCard().getByRole("button", { name: "回答を見る" }).click();
    await page.waitForURL(`**${FORM_FRONTEND}/${formId}/answered`);
    await poll(textOf(page.getByTestId("receipt-no"))).toBe(receiptNo);
    await page.getByRole("link", { name: "回答を修正する" }).click();
    await page.waitForURL(`**${answerPath()}`);
    await poll(inputOf("氏名")).toBe("山田 太郎");
    await page.getByRole("button", { name: "調査書.pdfをダウンロード" }).waitFor();
    await field("在籍中学校").fill("市立第二中学校");

    await page.getByRole("button", { name: "確認画面へ" }).click();
    await poll(textOf(summaryOf("school"))).toBe("市立第二中学校");
    await page.getByRole("button", { name: "送信する" }).click();
    await page.waitForURL(`**${FORM_FRONTEND}/${formId}/answer-complete`);
    await poll(textOf(page.getByTestId("receipt-no"))).toBe(receiptNo);
    const edited = await waitForMail(smtp, mail, /在籍中学校: 市立第二中学校/);
    expect(edited.text).toContain(`受付番号：${receiptNo}`);

    await page.getByRole("link", { name: "マイページへ" }).click();
    const card = myAnswerCard();
    await poll(textOf(card.getByTestId("my-answer-status"))).toMatch(/回答済み/);
    await card.getByRole("button", { name: "回答を見る" }).click();
    await page.waitForURL(`**${FORM_FRONTEND}/${formId}/answered`);
    await poll(textOf(summaryOf("school"))).toBe("市立第二中学校");
    await poll(textOf(summaryOf("name"))).toBe("山田 太郎");
  }, 60_000);
});
