// @vitest-environment jsdom
import type { FormFileValue } from "@gakumu/domain/forms/answer-types";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formItem, publicForm } from "../test/form-fixtures";
import { renderFields } from "../test/render-fields";

const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const stored = (
  fileId: string,
  fileName: string,
  status: FormFileValue["status"] = "NONE",
): FormFileValue => ({
  fileId,
  fileName,
  mimeType: "application/pdf",
  size: 1000,
  status,
});
const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: "application/pdf" });
const pick = (files: File[]) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

describe("ADDRESS", () => {
  it("gives back all four parts, normalises the postal code and shows part messages", () => {
    const { values } = renderFields(
      publicForm([formItem({ itemKey: "addr", itemType: "ADDRESS", label: "住所" })]),
      {
        errors: { "addr.address1": "入力してください" },
      },
    );
    expect(screen.getByRole("group", { name: "住所" })).toBeTruthy();
    const postal = screen.getByLabelText("郵便番号");
    change(postal, "１２３４５６７");
    fireEvent.blur(postal);
    change(screen.getByLabelText("都道府県"), "13");
    change(screen.getByLabelText("市区町村・番地"), "千代田区1-1");
    expect(values().addr).toEqual({
      postalCd: "123-4567",
      prefectureCd: "13",
      address1: "千代田区1-1",
      address2: "",
    });
    const address1 = screen.getByLabelText("市区町村・番地");
    const described = address1.getAttribute("aria-describedby") ?? "";
    expect(described.split(" ").map((id) => document.getElementById(id)?.getAttribute("role"))).toContain(
      "alert",
    );
    // No postal code data is bundled: without a lookup there is no button.
    expect(screen.queryByRole("button", { name: "住所を検索" })).toBeNull();
  });

  it("marks every part a required address needs as required, the prefecture included", () => {
    renderFields(
      publicForm([formItem({ itemKey: "addr", itemType: "ADDRESS", label: "住所", required: true })]),
    );
    for (const part of ["郵便番号", "都道府県", "市区町村・番地"]) {
      expect((screen.getByLabelText(part, { exact: false }) as HTMLInputElement).required, part).toBe(true);
    }
    expect((screen.getByLabelText("建物名・部屋番号", { exact: false }) as HTMLInputElement).required).toBe(
      false,
    );
  });

  const ginza = { prefectureCd: "13", prefecture: "東京都", city: "中央区", town: "銀座" };
  const kiyosu = (town: string) => ({ prefectureCd: "23", prefecture: "愛知県", city: "清須市", town });
  const renderAddress = (lookup: (postalCd: string) => Promise<readonly (typeof ginza)[]>) =>
    renderFields(publicForm([formItem({ itemKey: "addr", itemType: "ADDRESS", label: "住所" })]), {
      onPostalLookup: lookup,
      values: { addr: { postalCd: "", prefectureCd: "", address1: "", address2: "2F" } },
    });
  const search = () => fireEvent.click(screen.getByRole("button", { name: "住所を検索" }));

  it("fills prefecture, city and town from the one town a code names", async () => {
    const lookup = vi.fn(async () => [ginza]);
    const { values } = renderAddress(lookup);
    change(screen.getByLabelText("郵便番号"), "104-0061");
    search();
    await waitFor(() =>
      expect(values().addr).toEqual({
        postalCd: "104-0061",
        prefectureCd: "13",
        address1: "中央区銀座",
        address2: "2F",
      }),
    );
    expect(lookup).toHaveBeenCalledWith("104-0061");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("searches seven digits typed without hyphen, and normalises them", async () => {
    const lookup = vi.fn(async () => [ginza]);
    const { values } = renderAddress(lookup);
    change(screen.getByLabelText("郵便番号"), "１０４００６１");
    search();
    await waitFor(() =>
      expect(values().addr).toMatchObject({ postalCd: "104-0061", address1: "中央区銀座" }),
    );
    expect(lookup).toHaveBeenCalledWith("104-0061");
  });

  it("stops at the city when several towns share the code, and asks for the rest", async () => {
    const { values } = renderAddress(async () => [kiyosu("春日明河原"), kiyosu("春日一番割")]);
    change(screen.getByLabelText("郵便番号"), "452-0961");
    search();
    expect((await screen.findByRole("status")).textContent).toBe(
      "市区町村まで入力しました。町名・番地を続けて入力してください。",
    );
    expect(values().addr).toMatchObject({ prefectureCd: "23", address1: "清須市" });
  });

  it("chooses only the prefecture when the cities differ, nothing across prefectures", async () => {
    const tama = { ...ginza, city: "多摩市", town: "" };
    const { values } = renderAddress(async (postalCd) =>
      postalCd === "206-0000" ? [tama, { ...tama, city: "稲城市" }] : [kiyosu(""), { ...ginza, town: "" }],
    );
    change(screen.getByLabelText("郵便番号"), "206-0000");
    search();
    expect((await screen.findByRole("status")).textContent).toContain("都道府県のみ選択しました");
    expect(values().addr).toMatchObject({ prefectureCd: "13", address1: "" });
    change(screen.getByLabelText("郵便番号"), "498-0000");
    expect(screen.queryByRole("status")).toBeNull();
    search();
    expect((await screen.findByRole("status")).textContent).toContain("該当する都道府県が複数あるため");
    expect(values().addr).toMatchObject({ postalCd: "498-0000", prefectureCd: "13", address1: "" });
  });

  it("says when nothing is found, and when the lookup itself failed", async () => {
    const lookup = vi.fn(async (postalCd: string) => {
      if (postalCd === "999-9999") return [];
      throw new Error("offline");
    });
    const { values } = renderAddress(lookup);
    change(screen.getByLabelText("郵便番号"), "999-9999");
    search();
    expect((await screen.findByRole("status")).textContent).toBe("郵便番号から住所が見つかりませんでした。");
    change(screen.getByLabelText("郵便番号"), "104-0061");
    search();
    expect((await screen.findByRole("status")).textContent).toBe(
      "住所を検索できませんでした。時間をおいて再度お試しください。",
    );
    expect(values().addr).toMatchObject({ prefectureCd: "", address1: "" });
  });

  it("keeps the button off until the code has seven digits", () => {
    renderAddress(vi.fn());
    const button = screen.getByRole("button", { name: "住所を検索" }) as HTMLButtonElement;
    change(screen.getByLabelText("郵便番号"), "104-006");
    expect(button.disabled).toBe(true);
    change(screen.getByLabelText("郵便番号"), "1040061");
    expect(button.disabled).toBe(false);
  });
});

describe("SCHOOL", () => {
  it("takes a listed school with its name, or a typed one", () => {
    const choices = [{ value: "S1", label: "学務中学校" }];
    const { values } = renderFields(
      publicForm([formItem({ itemKey: "s", itemType: "SCHOOL", label: "出身校", choices })]),
    );
    change(screen.getByLabelText("学校を選択"), "S1");
    expect(values().s).toEqual({ schoolCd: "S1", schoolName: "学務中学校" });
    expect(screen.queryByLabelText(/学校名/)).toBeNull();
    change(screen.getByLabelText("学校を選択"), "");
    change(screen.getByLabelText(/学校名/), "市立第一中学校");
    expect(values().s).toEqual({ schoolCd: null, schoolName: "市立第一中学校" });
  });
});

describe("UPLOAD", () => {
  const item = formItem({
    itemKey: "doc",
    itemType: "UPLOAD",
    label: "証明書",
    fileTypes: [4],
    maxFileSizeMb: 1,
    validation: { maxFiles: 2 },
  });

  it("uploads picked files and lists them as ADD", async () => {
    const upload = vi.fn(async (_key: string, files: File[]) =>
      files.map((f, i) => ({ ...stored(`new-${i}`, f.name, "ADD") })),
    );
    const { values } = renderFields(publicForm([item]), { onUpload: upload });
    pick([pdf("成績証明書.pdf")]);
    expect(await screen.findByText("成績証明書.pdf")).toBeTruthy();
    expect(upload.mock.calls[0]?.[0]).toBe("doc");
    expect(values().doc).toEqual([stored("new-0", "成績証明書.pdf", "ADD")]);
  });

  it("marks a stored file DELETE and drops an added one when removed", () => {
    const { values } = renderFields(publicForm([item]), {
      values: { doc: [stored("old", "旧.pdf"), stored("new", "新.pdf", "ADD")] },
      onUpload: vi.fn(),
    });
    fireEvent.click(screen.getByRole("button", { name: "旧.pdfを削除" }));
    fireEvent.click(screen.getByRole("button", { name: "新.pdfを削除" }));
    expect(values().doc).toEqual([stored("old", "旧.pdf", "DELETE")]);
    expect(screen.getByText("ファイルは選択されていません")).toBeTruthy();
  });

  it("refuses a file of another kind or too large before sending it", async () => {
    const upload = vi.fn();
    renderFields(publicForm([item]), { onUpload: upload });
    pick([new File(["x"], "setup.exe", { type: "application/x-msdownload" })]);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "setup.exeは選択できない種類のファイルです（PDF）。",
    );
    pick([pdf("big.pdf", 2 * 1024 * 1024)]);
    expect((await screen.findByRole("alert")).textContent).toBe("big.pdfは1MBを超えています。");
    expect(upload).not.toHaveBeenCalled();
  });
});

describe("FACE_PHOTO", () => {
  it("replaces the one photo and shows a preview of it", async () => {
    URL.createObjectURL = vi.fn(() => "blob:photo");
    URL.revokeObjectURL = vi.fn();
    const upload = vi.fn(async () => [{ ...stored("p2", "me.jpg", "ADD"), mimeType: "image/jpeg" }]);
    const { values } = renderFields(
      publicForm([formItem({ itemKey: "photo", itemType: "FACE_PHOTO", label: "顔写真" })]),
      {
        values: { photo: [{ ...stored("p1", "old.jpg"), mimeType: "image/jpeg" }] },
        onUpload: upload,
      },
    );
    pick([new File(["x"], "me.jpg", { type: "image/jpeg" })]);
    const img = (await screen.findByRole("img", { name: "顔写真の写真" })) as HTMLImageElement;
    expect(img.getAttribute("src")).toBe("blob:photo");
    expect(values().photo).toEqual([
      { ...stored("p1", "old.jpg", "DELETE"), mimeType: "image/jpeg" },
      { ...stored("p2", "me.jpg", "ADD"), mimeType: "image/jpeg" },
    ]);
    expect(screen.getByRole("button", { name: "写真を変更" })).toBeTruthy();
  });
});
