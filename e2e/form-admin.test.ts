import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type LoopbackSmtpServer,
  startLoopbackSmtpServer,
} from "../apps/server/test/mail/loopback-smtp-server";
import { type RunningServer, startServer } from "../scripts/server-process";
import { waitForMail } from "./fixtures/applicant";
import { loginThroughApi } from "./fixtures/backoffice";
import { copySeededDataDir, launchBrowser } from "./fixtures/browser";

/**
 * Issue 5, "Done when": an administrator builds a form with a conditional item and an upload in the
 * back office, previews it, publishes it and issues its link; an applicant answers through the link;
 * the administrator sends the answer back with a message (mailed to the loopback SMTP server) and
 * exports the answers as Excel.
 */
describe("an administrator builds, previews, remands and exports a form", () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: LoopbackSmtpServer;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-e2e-form-admin-"));
  const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/e2e-form-admin-${name}.png` });

  beforeAll(async () => {
    smtp = await startLoopbackSmtpServer();
    server = await startServer({
      requireSpas: true,
      env: { SMTP_URL: smtp.url },
      dataDir: copySeededDataDir(dir),
    });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const bodyText = (page: Page) => page.locator("body").innerText();

  /** Adds an item of `typeLabel` from the palette; its editor opens, and the label is typed in. */
  async function addItem(page: Page, typeLabel: string, label: string) {
    await page.getByRole("button", { name: typeLabel, exact: true }).click();
    const labelInput = page.getByLabel("項目名");
    await labelInput.fill(label);
  }

  const remandMessage = "参加申込書が白紙でした。\n記入したものを添付し直してください。";
  const formApi = (accessKey: string) => ({
    "x-access-key": accessKey,
    "x-requested-by": "gakumu-form-frontend",
  });

  /**
   * What the form frontend sends for a visitor (login 任意): the form through the link, a PDF for
   * the upload item, then the answer naming it. Items are found by their labels, as a person reads.
   */
  async function answerAsVisitor(accessKey: string, formId: number) {
    const headers = formApi(accessKey);
    const definition = await fetch(`${server.url}/app/form-api/form-definition`, { headers });
    expect(definition.status, await definition.clone().text()).toBe(200);
    const form = (await definition.json()) as {
      sections: { items: { itemKey: string; label: string }[] }[];
    };
    const keyOf = (label: string) =>
      form.sections.flatMap((s) => s.items).find((i) => i.label === label)?.itemKey ?? "";

    const upload = new FormData();
    upload.append("data", JSON.stringify({ formId, itemKey: keyOf("参加申込書（PDF）") }));
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    upload.append("files", new Blob([pdf], { type: "application/pdf" }), "参加申込書.pdf");
    const uploaded = await fetch(`${server.url}/app/form-api/form-answer/upload`, {
      method: "POST",
      headers,
      body: upload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { files } = (await uploaded.json()) as { files: object[] };

    const mail = `hogosha.${Date.now()}@example.jp`;
    const note = "車椅子で参加します。\nエレベーターの場所を教えてください。";
    const values = {
      [keyOf("参加者氏名")]: "見学 太郎",
      [keyOf("参加者")]: "保護者",
      [keyOf("保護者からの連絡事項")]: note,
      [keyOf("参加申込書（PDF）")]: files,
      [keyOf("連絡先メールアドレス")]: mail,
    };
    const submitted = await fetch(`${server.url}/app/form-api/form-answer/submit`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ formId, values, submissionToken: crypto.randomUUID() }),
    });
    expect(submitted.status, await submitted.clone().text()).toBe(200);
    const { receiptNo } = (await submitted.json()) as { receiptNo: number };
    return { mail, note, receiptNo };
  }

  /** The first sheet of an .xlsx as rows of cell texts. */
  async function firstSheet(file: string): Promise<string[][]> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const rows: string[][] = [];
    book.worksheets[0]?.eachRow((r) => {
      rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? "")));
    });
    return rows;
  }

  /** Mantine draws a switch over a hidden check box: a person clicks its label. */
  async function switchOn(page: Page, label: string) {
    await page.locator("label", { hasText: label }).first().click();
    await expect.poll(() => page.getByRole("switch", { name: label }).isChecked()).toBe(true);
  }

  it("walks the whole form life in the back office", async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: "ja-JP",
      timezoneId: "Asia/Tokyo",
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await loginThroughApi(page, "admin");

    // フォーム一覧 from the menu, then 新規作成.
    await page.getByRole("link", { name: "フォーム一覧" }).first().click();
    await page.waitForURL((url) => url.pathname === "/form");
    await page.getByRole("button", { name: "新規作成" }).click();
    const create = page.getByRole("dialog", { name: "フォームの新規作成" });
    await create.getByLabel("フォーム名").fill("オープンキャンパス 申込フォーム");
    await shot(page, "01-create");
    await create.getByRole("button", { name: "作成して編集する" }).click();
    await page.waitForURL(/\/form\/\d+/);
    const formId = Number(/\/form\/(\d+)/.exec(page.url())![1]);

    // The builder: five items from the palette; the first names the applicant in mails and lists.
    await addItem(page, "テキスト（1行）", "参加者氏名");
    await page.getByRole("checkbox", { name: "この項目を申込者の氏名として使う" }).check();
    await shot(page, "02a-name-item");
    await addItem(page, "単一選択", "参加者");
    await page.getByLabel("選択肢 1", { exact: true }).fill("生徒本人");
    await page.getByLabel("選択肢 2", { exact: true }).fill("保護者");
    await addItem(page, "テキスト（複数行）", "保護者からの連絡事項");
    await switchOn(page, "次の回答が…のとき表示");
    await page.getByRole("textbox", { name: "回答の項目" }).click();
    await page.getByRole("option", { name: "参加者", exact: true }).click();
    await page.getByRole("textbox", { name: "値", exact: true }).click();
    await page.getByRole("option", { name: "保護者" }).click();
    // The closed card says the condition in words.
    await expect
      .poll(() => page.locator("main").innerText())
      .toContain("「参加者」の回答が「保護者」と等しいとき表示");
    await shot(page, "02-condition");
    await addItem(page, "ファイルアップロード", "参加申込書（PDF）");
    await page.getByRole("checkbox", { name: "PDF" }).check();
    await addItem(page, "メールアドレス", "連絡先メールアドレス");
    await switchOn(page, "必須");
    await shot(page, "03-items");
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await expect.poll(() => bodyText(page)).toContain("フォームを保存しました。");

    // Anyone holding the link may answer: login stays optional (任意, the default for a new form).
    await page.getByRole("tab", { name: "基本設定" }).click();
    await page.getByText("任意", { exact: true }).click();
    expect(await page.getByRole("radio", { name: "任意" }).isChecked()).toBe(true);
    await shot(page, "04-settings");

    // プレビュー: the conditional item shows only once its condition is met, as on the phone.
    await page.getByRole("button", { name: "プレビュー" }).click();
    await page.waitForURL(/\/form\/\d+\/preview/);
    const phone = page.getByTestId("phone-frame");
    await phone.getByText("連絡先メールアドレス").waitFor();
    await page.locator("label", { hasText: "表示条件のある項目も表示する" }).click();
    await expect.poll(() => phone.innerText()).not.toContain("保護者からの連絡事項");
    await shot(page, "05-preview-hidden");
    await phone.getByRole("radio", { name: "保護者" }).check();
    await expect.poll(() => phone.innerText()).toContain("保護者からの連絡事項");
    await shot(page, "06-preview-shown");
    await phone.getByRole("radio", { name: "生徒本人" }).check();
    await expect.poll(() => phone.innerText()).not.toContain("保護者からの連絡事項");

    // Back to the builder: 公開, then a link (its URL is shown once).
    await page.getByRole("link", { name: "編集に戻る" }).click();
    await page.getByRole("button", { name: "公開", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "はい" }).click();
    await expect.poll(() => bodyText(page)).toContain("フォームを公開しました。");
    await page.getByRole("button", { name: "リンク発行" }).click();
    const links = page.getByRole("dialog", { name: /リンク発行/ });
    await links.getByRole("button", { name: "リンクを発行" }).click();
    const urlBox = links.getByLabel("回答用URL");
    await urlBox.waitFor();
    const linkUrl = new URL(await urlBox.inputValue());
    await shot(page, "07-link");
    expect(linkUrl.pathname).toBe("/app/form-frontend/redirect");
    const accessKey = linkUrl.searchParams.get("accessKey")!;
    await links.getByRole("button", { name: "控えました" }).click();
    await page.keyboard.press("Escape");
    await links.waitFor({ state: "detached" });

    // The applicant answers through the link with the form API, a PDF attached.
    const answer = await answerAsVisitor(accessKey, formId);

    // 回答一覧 of the form, from its row on the form list.
    await page.getByRole("link", { name: "フォーム一覧へ" }).click();
    await page.getByRole("button", { name: "オープンキャンパス 申込フォーム の操作" }).click();
    await page.getByRole("menuitem", { name: "回答一覧" }).click();
    await page.waitForURL((url) => url.pathname === "/form-answer");
    // The list counts and pages the answers; under the full suite's load this took over 5 s.
    await expect.poll(() => page.locator("main").innerText(), { timeout: 20_000 }).toContain(answer.mail);
    await shot(page, "08-answer-list");
    await page.getByRole("link", { name: `詳細 ${answer.receiptNo}` }).click();
    await page.waitForURL(/\/form-answer\/\d+\/\d+/);
    await expect.poll(() => page.locator("main").innerText()).toContain(answer.note);
    expect(await page.locator("main").innerText()).toContain("参加申込書.pdf");
    await shot(page, "09-answer-detail");

    // 差し戻し with a message: mailed to the address the applicant gave.
    await page.getByRole("button", { name: "差し戻し" }).click();
    const remand = page.getByRole("dialog", { name: "回答状況の変更" });
    await remand.getByLabel("差し戻しの理由").fill(remandMessage);
    await shot(page, "10-remand");
    await remand.getByRole("button", { name: "差し戻し" }).click();
    await expect.poll(() => bodyText(page)).toContain("回答を「差し戻し」にしました。");
    const mail = await waitForMail(smtp, answer.mail, /差し戻し/);
    expect(mail.text).toContain(remandMessage);
    expect(mail.text).toContain("見学 太郎 様");
    expect(mail.text).toContain(`受付番号：${answer.receiptNo}`);
    expect(mail.headers.get("subject")).toBe("【オープンキャンパス 申込フォーム】回答の差し戻しのお知らせ");
    await expect.poll(() => page.locator("main").innerText()).toContain("差し戻しの理由");
    await shot(page, "11-remanded");

    // Back on the list the answer is 差し戻し; export the list as Excel.
    await page.getByRole("link", { name: "回答一覧へ戻る" }).click();
    await page.waitForURL((url) => url.pathname === "/form-answer");
    const row = page.getByRole("row", { name: new RegExp(answer.mail) });
    await expect.poll(() => row.innerText()).toContain("差し戻し");
    await page.getByRole("button", { name: "エクスポート" }).click();
    await page.getByText("Excel形式（.xlsx）").click();
    const download = page.waitForEvent("download");
    await page.getByRole("dialog").getByRole("button", { name: "ダウンロード" }).click();
    const file = path.join(dir, "answers.xlsx");
    await (await download).saveAs(file);
    await shot(page, "12-exported");
    await context.close();

    const sheet = await firstSheet(file);
    const header = sheet[0] ?? [];
    const line = sheet.find((r) => r.includes(answer.mail)) ?? [];
    const column = header.indexOf("保護者からの連絡事項");
    expect(column).toBeGreaterThan(-1);
    expect(line[column]).toBe(answer.note);
    expect(line[header.indexOf("参加者")]).toBe("保護者");
    expect(line[header.indexOf("回答状況")]).toBe("差し戻し");
    expect(line[header.indexOf("参加申込書（PDF）")]).toContain("参加申込書.pdf");
  }, 120_000);
});
