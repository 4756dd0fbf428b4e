import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginThroughApi } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";

interface Options {
  hierarchy: { code: string; parentCode: string; depth: number }[];
  grades: { gradeCd: number }[];
  importFields: { fieldName: string; isValid: boolean }[];
}

/** The first root-to-leaf path of the school's tree: the five codes a valid row carries. */
function firstPath(options: Options): string[] {
  const codes: string[] = [];
  let parent = "0";
  for (;;) {
    const child = options.hierarchy.find((n) => n.parentCode === parent);
    if (!child) return codes;
    codes.push(child.code);
    parent = child.code;
  }
}

/** The header row of the template the screen offers: the file a school fills in starts from it. */
async function templateHeader(templateFile: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(templateFile);
  const header = book.worksheets[0]?.getRow(1).values as (string | undefined)[];
  return header.slice(1).map((v) => String(v ?? ""));
}

/** An .xlsx with the template's header and rows in the column order of the school's import fields. */
async function writeWorkbook(
  file: string,
  header: string[],
  fields: string[],
  rows: Record<string, string | number>[],
) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("名簿");
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(fields.map((f) => row[f] ?? ""));
  await book.xlsx.writeFile(file);
}

async function checkFile(page: Page, file: string) {
  // Mantine's file input is a button that opens the file chooser, as a person would use it.
  const chooser = page.waitForEvent("filechooser");
  await page.getByLabel("取り込むファイル").click();
  await (await chooser).setFiles(file);
  await page.getByRole("button", { name: "チェック" }).click();
}

describe("member import, search, edit and export", () => {
  const e2e = useE2e();

  it("imports an Excel file after fixing two bad rows, finds a member by half-width kana, edits and exports", async () => {
    const page = await e2e.newPage();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-e2e-import-"));
    await loginThroughApi(page, "admin");
    await page.goto("/member-import?categoryCd=10");

    // The template the screen offers gives the header row the school's file must have.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Excel テンプレート" }).click();
    const templateFile = path.join(dir, "template.xlsx");
    await (await download).saveAs(templateFile);
    const header = await templateHeader(templateFile);

    const options = (await (await page.request.get("/app/api/v2/members/options")).json()) as Options;
    const fields = options.importFields.filter((f) => f.isValid).map((f) => f.fieldName);
    const codes = firstPath(options);
    const place = Object.fromEntries(
      ["division_cd", "section_cd", "subsection_cd", "unit_cd", "subunit_cd"].map((f, i) => [
        f,
        codes[i] ?? "",
      ]),
    );
    const grade = options.grades[0]?.gradeCd ?? 1;
    const row = (memberId: string, name: string, kana: string, extra: Record<string, string> = {}) => ({
      member_id: memberId,
      name,
      name_kana: kana,
      grade,
      ...place,
      mail_address: `${memberId.toLowerCase()}@example.jp`,
      postal_cd: "160-0022",
      birth_date: "2010/04/02",
      ...extra,
    });
    const good = [
      row("E2E0001", "水無瀬　葵", "ミナセ　アオイ"),
      row("E2E0002", "東雲　遥", "シノノメ　ハルカ"),
      row("E2E0003", "霧島　蓮", "キリシマ　レン"),
    ];
    const bad = [
      good[0] as Record<string, string | number>,
      { ...good[1], mail_address: "shinonome@" },
      { ...good[2], birth_date: "2010/02/30" },
    ];

    const badFile = path.join(dir, "名簿.xlsx");
    await writeWorkbook(badFile, header, fields, bad);
    await checkFile(page, badFile);
    await expect.poll(() => page.locator("main").innerText(), { timeout: 30_000 }).toContain("エラー 2件");
    // The report names each bad cell with its reason.
    await expect
      .poll(() => page.locator("main").innerText())
      .toContain("メールアドレスの形式で入力してください");
    expect(await page.locator("main").innerText()).toContain("日付はyyyy/MM/ddの形式で入力してください");
    // Nothing can be imported while the file has errors.
    expect(await page.getByRole("button", { name: "取り込み実行" }).count()).toBe(0);

    const fixedFile = path.join(dir, "名簿_修正.xlsx");
    await writeWorkbook(fixedFile, header, fields, good);
    await checkFile(page, fixedFile);
    await expect
      .poll(() => page.locator("main").innerText(), { timeout: 30_000 })
      .toContain("エラーはありません");
    await page.getByRole("button", { name: "取り込み実行" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "はい" }).click();
    await expect
      .poll(() => page.locator("main").innerText(), { timeout: 60_000 })
      .toContain("取り込みが完了しました");

    // Staff type the reading in half-width kana; the search normalises it.
    await page.goto("/member-list?categoryCd=10");
    await page.getByLabel("氏名・カナ・会員ID").fill("ｼﾉﾉﾒ");
    await page.getByRole("button", { name: "検索" }).click();
    await expect.poll(() => page.locator("main").innerText()).toContain("E2E0002");
    await expect.poll(() => page.locator("main").innerText()).toContain("1 件");
    await page.getByRole("link", { name: "E2E0002" }).click();
    await page.getByRole("button", { name: "編集" }).click();
    // 住所検索 fills the prefecture and the address from the postal code; staff add the block number.
    await page.getByLabel("郵便番号").fill("1600023");
    await page.getByRole("button", { name: "住所を検索" }).click();
    const address = page.getByLabel("住所1");
    await expect.poll(() => address.inputValue()).toBe("新宿区西新宿");
    await address.fill("新宿区西新宿2-8-1");
    await page.getByRole("button", { name: "保存" }).click();
    // The save, its audit and the list's refresh share two loaded cores with the test: give it time.
    await expect
      .poll(() => page.getByText("メンバーを更新しました。").count(), { timeout: 20_000 })
      .toBeGreaterThan(0);

    await page.goto("/member-list?categoryCd=10");
    await page.getByLabel("氏名・カナ・会員ID").fill("E2E000");
    await page.getByRole("button", { name: "検索" }).click();
    await expect.poll(() => page.locator("main").innerText()).toContain("3 件");
    await page.getByRole("button", { name: "エクスポート" }).click();
    await page.getByText("Excel形式（.xlsx）").click();
    const exported = page.waitForEvent("download");
    await page.getByRole("dialog").getByRole("button", { name: "ダウンロード" }).click();
    const exportFile = path.join(dir, "export.xlsx");
    await (await exported).saveAs(exportFile);

    // The file opens and holds the three members, the edit included.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(exportFile);
    const sheet = book.worksheets[0];
    const lines: string[] = [];
    sheet?.eachRow((r) => {
      lines.push(
        (r.values as unknown[])
          .slice(1)
          .map((v) => String(v ?? ""))
          .join("\t"),
      );
    });
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.includes("E2E0002"))).toContain("新宿区西新宿2-8-1");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
