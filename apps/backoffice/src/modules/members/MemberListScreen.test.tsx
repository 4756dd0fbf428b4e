// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { missingExportTexts } from "../../app/exports/export-texts.testing";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { MEMBER_EXPORT_TEXTS } from "./i18n";
import { AlumniListPage, MemberListPage } from "./MemberPages";
import { listItem, searchResult, testOptions } from "./members-screen.testing";

const SEARCH = "POST /app/api/v2/members/search";
const OPTIONS = "GET /app/api/v2/members/options";

describe("member list screen", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows a page of members with counts, sorts by a header and searches by what was typed", async () => {
    const calls = fakeApi({
      [OPTIONS]: [200, testOptions],
      [SEARCH]: [200, searchResult([listItem(1, "S001", "佐藤太郎")], 45)],
    });
    renderMenuScreen("member-list", <MemberListPage />);
    expect(await screen.findByText("S001")).toBeTruthy();
    expect(screen.getByText("45 件")).toBeTruthy();
    expect(screen.getByText("利用可能 45")).toBeTruthy();
    expect(within(screen.getByRole("table")).getByText("普通科 › 1年 › A組")).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/search"))?.body).toMatchObject({
      keyword: "",
      sort: "member_id",
      order: "asc",
      page: 1,
      pageSize: 20,
    });

    fireEvent.click(screen.getByRole("button", { name: "学年で並べ替え" }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ sort: "grade", order: "asc" }));
    fireEvent.click(screen.getByRole("button", { name: "学年で並べ替え" }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ sort: "grade", order: "desc" }));

    fireEvent.change(screen.getByLabelText("氏名・カナ・会員ID"), { target: { value: " ｻﾄｳ " } });
    fireEvent.click(screen.getByRole("button", { name: "検索" }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ keyword: "ｻﾄｳ", page: 1 }));
  });

  it("keeps the search while visiting a member and coming back", async () => {
    const calls = fakeApi({
      [OPTIONS]: [200, testOptions],
      [SEARCH]: [200, searchResult([listItem(7, "S007", "鈴木花子")])],
      "GET /app/api/v2/members/7": [
        200,
        {
          member: {
            id: 7,
            version: 3,
            processMode: 0,
            status: "AVAILABLE",
            exactStatus: "AVAILABLE",
            enrollmentStatus: 1,
            transferReason: null,
            photoStatus: null,
            photoChangeApplyStatus: "NONE",
            fields: { member_id: "S007", name: "鈴木花子", division_cd: "FUTSU", fax_no: "03-0000-0000" },
            attributes: { club: "美術部" },
            hierarchyNames: ["普通科"],
            gradeName: null,
            createdByLoginUserId: 1,
            createdAt: "2026-04-01T00:00:00.000Z",
            updatedAt: "2026-04-01T00:00:00.000Z",
          },
        },
      ],
    });
    renderMenuScreen("member-list", <MemberListPage />);
    await screen.findByText("S007");
    fireEvent.change(screen.getByLabelText("氏名・カナ・会員ID"), { target: { value: "鈴木" } });
    fireEvent.click(screen.getByRole("button", { name: "検索" }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ keyword: "鈴木" }));

    fireEvent.click(screen.getByText("S007"));
    expect(await screen.findByText("鈴木花子（S007）")).toBeTruthy();
    // The organisation's titles label the fields; a field it switched off is not shown.
    expect(screen.getByText("学籍番号")).toBeTruthy();
    expect(screen.getByText("普通科（FUTSU）")).toBeTruthy();
    expect(screen.getByText("美術部")).toBeTruthy();
    expect(screen.queryByText("FAX番号")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "一覧へ戻る" }));
    await screen.findByText("S007");
    expect((screen.getByLabelText("氏名・カナ・会員ID") as HTMLInputElement).value).toBe("鈴木");
    expect(calls.filter((c) => c.path.endsWith("/search")).at(-1)?.body).toMatchObject({ keyword: "鈴木" });
  });

  it("moves the ticked members to the alumni with the versions shown", async () => {
    const calls = fakeApi({
      [OPTIONS]: [200, testOptions],
      [SEARCH]: [
        200,
        searchResult([listItem(1, "S001", "佐藤太郎", { version: 4 }), listItem(2, "S002", "鈴木花子")]),
      ],
      "POST /app/api/v2/members/move-to-alumni": [200, { moved: 1 }],
    });
    renderMenuScreen("member-list", <MemberListPage />);
    await screen.findByText("S001");
    fireEvent.click(screen.getByRole("checkbox", { name: "佐藤太郎 を選択" }));
    fireEvent.click(screen.getByRole("button", { name: "卒業生へ移動" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "選択した 1 件を移動" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "はい" }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith("/move-to-alumni"))?.body).toMatchObject({
        members: [{ id: 1, version: 4 }],
      }),
    );
    expect(await screen.findByText("1 件のメンバーを卒業生へ移動しました。")).toBeTruthy();
  });

  it("disables registration and the move for a reference-only user, and the alumni list has neither", async () => {
    fakeApi({
      [OPTIONS]: [200, testOptions],
      [SEARCH]: [200, searchResult([listItem(1, "S001", "佐藤太郎")])],
      "POST /app/api/v2/members/alumni/search": [200, searchResult([listItem(9, "A009", "卒業花子")])],
      "GET /app/api/v2/members/alumni/options": [200, testOptions],
    });
    renderMenuScreen("member-list", <MemberListPage />, "/member-list", 1);
    await screen.findByText("S001");
    expect(screen.getByRole("button", { name: "新規登録" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "卒業生へ移動" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.queryByRole("checkbox", { name: "佐藤太郎 を選択" })).toBeNull();
    expect(screen.getByRole("button", { name: "エクスポート" }).hasAttribute("disabled")).toBe(false);
  });

  it("lists the alumni read-only", async () => {
    fakeApi({
      "POST /app/api/v2/members/alumni/search": [
        200,
        searchResult([listItem(9, "A009", "卒業花子", { enrollmentStatus: 6 })]),
      ],
      "GET /app/api/v2/members/alumni/options": [200, testOptions],
    });
    renderMenuScreen("alumni-list", <AlumniListPage />);
    expect(await screen.findByText("A009")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "卒業生一覧" })).toBeTruthy();
    expect(within(screen.getByRole("table")).getByText("卒業")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "新規登録" })).toBeNull();
    expect(screen.queryByRole("button", { name: "卒業生へ移動" })).toBeNull();
  });

  it("exports as CSV in the chosen encoding and follows a large file's job to its download", async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute("href") ?? "");
    });
    let polls = 0;
    const calls = fakeApi({
      [OPTIONS]: [200, testOptions],
      [SEARCH]: [200, searchResult([listItem(1, "S001", "佐藤太郎")], 5000)],
      "POST /app/api/v2/members/export": [202, { jobId: "job-9", rowCount: 5000 }],
      "GET /app/api/exports/job-9": () => {
        polls++;
        const done = polls > 1;
        return [
          200,
          {
            jobId: "job-9",
            status: done ? "succeeded" : "running",
            progressDone: done ? 5000 : 1000,
            progressTotal: 5000,
            message: null,
            fileName: done ? "メンバー一覧.xlsx" : null,
            expiresAt: null,
          },
        ];
      },
    });
    renderMenuScreen("member-list", <MemberListPage />);
    await screen.findByText("S001");
    fireEvent.click(screen.getByRole("button", { name: "エクスポート" }));
    const format = await screen.findByRole("dialog");
    fireEvent.click(within(format).getByText("CSV形式（.csv）"));
    fireEvent.click(within(format).getByRole("button", { name: "ダウンロード" }));
    const encoding = await screen.findByRole("dialog", { name: "CSVの文字コード" });
    fireEvent.click(within(encoding).getByLabelText("UTF-8（BOM付き）"));
    fireEvent.click(within(encoding).getByRole("button", { name: "エクスポート" }));

    expect(await screen.findByText("ファイルを作成しています")).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/export"))?.body).toMatchObject({
      format: "Csv",
      csvEncoding: "utf8-bom",
      filter: { keyword: "" },
    });
    await waitFor(() => expect(clicked).toEqual(["/app/api/exports/job-9/file"]), { timeout: 4000 });
    expect(screen.queryByText("ファイルを作成しています")).toBeNull();
  });

  it("has every text of the shared export controls in Japanese and English", () => {
    expect(missingExportTexts(MEMBER_EXPORT_TEXTS)).toEqual([]);
  });
});
