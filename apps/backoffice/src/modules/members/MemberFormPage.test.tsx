// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { editableControls } from "../../app/testing/editable.testing";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { MemberListPage } from "./MemberPages";
import type { MemberDetail, MemberListOptions } from "./members-api";
import { testOptions } from "./members-screen.testing";

const OPTIONS = "GET /app/api/v2/members/options";
const STALE = "他のユーザーがこのメンバーを更新しました。画面を再読み込みしてから編集してください。";

const detail = (version: number, name = "山田太郎"): { member: MemberDetail } => ({
  member: {
    id: 5,
    version,
    processMode: 0,
    status: "AVAILABLE",
    exactStatus: "AVAILABLE",
    enrollmentStatus: 1,
    transferReason: null,
    photoStatus: null,
    photoChangeApplyStatus: "NONE",
    fields: {
      member_id: "S005",
      name,
      mail_address: "s005@example.jp",
      division_cd: "FUTSU",
      section_cd: "F1",
    },
    attributes: {},
    hierarchyNames: ["普通科", "1年"],
    gradeName: null,
    createdByLoginUserId: 1,
    createdAt: "2026-04-01T00:00:00.000Z",
    updatedAt: "2026-04-01T00:00:00.000Z",
  },
});

const POSTAL = "GET /app/api/v2/postal-code";
const withAddress = (address1Valid: boolean): MemberListOptions => ({
  ...testOptions,
  importFields: [
    ...testOptions.importFields,
    { fieldName: "postal_cd", fieldTitle: "郵便番号", isValid: true, isRequired: false, rowNumber: 8 },
    { fieldName: "prefectures_cd", fieldTitle: "都道府県", isValid: true, isRequired: false, rowNumber: 9 },
    { fieldName: "address1", fieldTitle: "住所1", isValid: address1Valid, isRequired: false, rowNumber: 10 },
  ],
});
const candidate = (city: string, town: string) => ({ prefectureCd: "23", prefecture: "愛知県", city, town });

const field = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLInputElement;

// Each test renders the whole edit form: give jsdom more than the default 5 s on a busy machine.
describe("member registration and edit screen", { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("labels fields with the organisation's titles, hides switched-off ones and checks before sending", async () => {
    const calls = fakeApi({ [OPTIONS]: [200, testOptions] });
    renderMenuScreen("member-list", <MemberListPage />, "/member-list/new");
    expect(await screen.findByRole("heading", { name: "メンバー登録" })).toBeTruthy();
    await waitFor(() => expect(field("member_id")).toBeTruthy());
    expect(screen.getByText("学籍番号", { exact: false })).toBeTruthy();
    expect(screen.queryByText("FAX番号")).toBeNull();
    expect(screen.getByText("部活動")).toBeTruthy();

    fireEvent.change(field("member_id"), { target: { value: "S100" } });
    fireEvent.change(field("name"), { target: { value: "山田太郎" } });
    fireEvent.change(field("name_kana"), { target: { value: "やまだ" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("全角カタカナで入力してください")).toBeTruthy();
    // mail_address is required by this organisation.
    expect(screen.getByText("入力してください")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("shows the server's message under its field", async () => {
    const calls = fakeApi({
      [OPTIONS]: [200, testOptions],
      "POST /app/api/v2/members": [
        409,
        {
          code: "CONFLICT",
          message: "会員ID「S100」は既に登録されています。",
          details: [{ path: "member_id", message: "会員ID「S100」は既に登録されています。" }],
        },
      ],
    });
    renderMenuScreen("member-list", <MemberListPage />, "/member-list/new");
    await waitFor(() => expect(field("member_id")).toBeTruthy());
    fireEvent.change(field("member_id"), { target: { value: "S100" } });
    fireEvent.change(field("name"), { target: { value: "山田太郎" } });
    fireEvent.change(field("mail_address"), { target: { value: "s100@example.jp" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(field("member_id").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("会員ID「S100」は既に登録されています。").length).toBeGreaterThan(0);
    const body = calls.find((c) => c.method === "POST")?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      member_id: "S100",
      name: "山田太郎",
      status: "AVAILABLE",
      enrollmentStatus: 1,
    });
    expect(body).not.toHaveProperty("fax_no");
  });

  it("sends the version read, and on a conflict offers to load the latest", async () => {
    let version = 2;
    const calls = fakeApi({
      [OPTIONS]: [200, testOptions],
      "GET /app/api/v2/members/5": () => [200, detail(version, version === 2 ? "山田太郎" : "山田次郎")],
      "PUT /app/api/v2/members/5": [409, { code: "CONFLICT", message: STALE }],
    });
    renderMenuScreen("member-list", <MemberListPage />, "/member-list/5/edit");
    await waitFor(() => expect(field("name")?.value).toBe("山田太郎"));
    fireEvent.change(field("name"), { target: { value: "山田花子" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText(STALE)).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ version: 2, name: "山田花子" });

    version = 3;
    fireEvent.click(screen.getByRole("button", { name: "最新の内容を読み込む" }));
    await waitFor(() => expect(field("name").value).toBe("山田次郎"));
    expect(screen.queryByText(STALE)).toBeNull();
  });

  it("shows a reference-only user the member opened by its URL without letting any field change", async () => {
    fakeApi({ [OPTIONS]: [200, withAddress(true)], "GET /app/api/v2/members/5": [200, detail(1)] });
    renderMenuScreen("member-list", <MemberListPage />, "/member-list/5/edit", 1);
    await waitFor(() => expect(field("name")?.value).toBe("山田太郎"));
    expect(screen.getByText("参照のみの権限のため、内容の確認だけができます。")).toBeTruthy();
    expect(editableControls(document.querySelector("form")!, ["キャンセル"])).toEqual([]);
    expect(screen.getByRole("button", { name: "保存" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "住所を検索" }).matches(":disabled")).toBe(true);
  });

  it("fills prefecture and address from 住所を検索", async () => {
    const calls = fakeApi({
      [OPTIONS]: [200, withAddress(true)],
      [POSTAL]: [200, { postalCd: "452-0961", candidates: [candidate("清須市", "春日明河原")] }],
    });
    renderMenuScreen("member-list", <MemberListPage />, "/member-list/new");
    await waitFor(() => expect(field("postal_cd")).toBeTruthy());
    const lookup = screen.getByRole("button", { name: "住所を検索" }) as HTMLButtonElement;
    expect(lookup.disabled).toBe(true);
    fireEvent.change(field("postal_cd"), { target: { value: "４５２０９６１" } });
    fireEvent.click(lookup);
    await waitFor(() => expect(field("address1").value).toBe("清須市春日明河原"));
    expect(field("prefectures_cd").value).toBe("愛知県");
    expect(field("postal_cd").value).toBe("452-0961");
    expect(calls.find((c) => c.path === "/app/api/v2/postal-code")?.query.get("postalCd")).toBe("452-0961");
  });

  it("drops the postal-code and prefecture messages once 住所を検索 has put right what they were about", async () => {
    const required = withAddress(true);
    required.importFields = required.importFields.map((f) =>
      f.fieldName === "prefectures_cd" ? { ...f, isRequired: true } : f,
    );
    fakeApi({
      [OPTIONS]: [200, required],
      [POSTAL]: [200, { postalCd: "452-0961", candidates: [candidate("清須市", "春日明河原")] }],
    });
    renderMenuScreen("member-list", <MemberListPage />, "/member-list/new");
    await waitFor(() => expect(field("postal_cd")).toBeTruthy());
    // A long-vowel mark for the hyphen: the lookup reads it, the field check does not.
    fireEvent.change(field("postal_cd"), { target: { value: "452ー0961" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(field("postal_cd").getAttribute("aria-invalid")).toBe("true"));
    expect(field("prefectures_cd").getAttribute("aria-invalid")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "住所を検索" }));
    await waitFor(() => expect(field("postal_cd").value).toBe("452-0961"));
    expect(field("postal_cd").getAttribute("aria-invalid")).not.toBe("true");
    expect(field("prefectures_cd").getAttribute("aria-invalid")).not.toBe("true");
    // Fields the lookup did not touch keep their messages until they are changed.
    expect(field("member_id").getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(field("member_id"), { target: { value: "S100" } });
    await waitFor(() => expect(field("member_id").getAttribute("aria-invalid")).not.toBe("true"));
  });

  it("fills only the fields the organisation uses, and says what is left to type", async () => {
    fakeApi({
      [OPTIONS]: [200, withAddress(false)],
      [POSTAL]: [
        200,
        {
          postalCd: "452-0961",
          candidates: [candidate("清須市", "春日明河原"), candidate("清須市", "春日一番割")],
        },
      ],
    });
    renderMenuScreen("member-list", <MemberListPage />, "/member-list/new");
    await waitFor(() => expect(field("postal_cd")).toBeTruthy());
    fireEvent.change(field("postal_cd"), { target: { value: "452-0961" } });
    fireEvent.click(screen.getByRole("button", { name: "住所を検索" }));
    expect(
      await screen.findByText("市区町村まで入力しました。町名・番地を続けて入力してください。"),
    ).toBeTruthy();
    expect(field("prefectures_cd").value).toBe("愛知県");
    expect(field("address1")).toBeNull();
  });

  it("has no 住所を検索 where the organisation keeps no address", async () => {
    fakeApi({ [OPTIONS]: [200, testOptions] });
    renderMenuScreen("member-list", <MemberListPage />, "/member-list/new");
    await waitFor(() => expect(field("member_id")).toBeTruthy());
    expect(screen.queryByRole("button", { name: "住所を検索" })).toBeNull();
  });

  it("offers each hierarchy level the children of the level above", async () => {
    fakeApi({ [OPTIONS]: [200, testOptions], "GET /app/api/v2/members/5": [200, detail(1)] });
    renderMenuScreen("member-list", <MemberListPage />, "/member-list/5/edit");
    await waitFor(() => expect(field("division_cd")?.value).toBe("普通科"));
    expect(field("section_cd").value).toBe("1年");
    fireEvent.click(field("section_cd"));
    // The switched-off 旧課程 is not offered for a new placement.
    expect(await screen.findByRole("option", { name: "1年" })).toBeTruthy();
    expect(screen.queryByRole("option", { name: "旧課程" })).toBeNull();
  });
});
