// @vitest-environment jsdom
import type { AppMenu, AppSetting, CardOptions, CardSetting } from "@gakumu/domain";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { AppMenuPage } from "./AppMenuPage";
import { AppSettingPage } from "./AppSettingPage";
import { CardPrintPage } from "./CardPrintPage";
import { mobileAppApi } from "./mobile-app-api";

const setting: AppSetting = {
  displayName: "さくら学園",
  themeColour: "#2d5b9c",
  welcomeMessage: "",
  contactTel: "",
  contactMail: "",
  features: ["inbox"],
  availableFeatures: [
    { code: "inbox", label: "お知らせ" },
    { code: "safety", label: "安否確認" },
  ],
  updatedAt: null,
};

const menu: AppMenu = {
  entries: [
    { kind: "builtin", entry: "inbox", label: "", visible: true },
    { kind: "builtin", entry: "settings", label: "", visible: true },
  ],
  updatedAt: null,
};

describe("mobile manage screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("アプリ設定: picks a palette colour, warns of a light one, offers only features that exist", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/mobile-app/setting": [200, setting],
      "PUT /app/api/v2/mobile-app/setting": [200, { ...setting, themeColour: "#2b6a3f" }],
    });
    renderMenuScreen("mobile-app-setting", <AppSettingPage />);
    expect(await screen.findByDisplayValue("さくら学園")).toBeTruthy();
    expect(screen.getByLabelText("安否確認")).toBeTruthy();
    expect(screen.queryByLabelText("アンケート")).toBeNull();
    fireEvent.change(screen.getByLabelText("テーマカラー"), { target: { value: "#ffff00" } });
    expect(await screen.findByText(/白い文字が読みにくい色です/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "緑" }));
    await userEvent.setup().click(screen.getByRole("button", { name: "保存" }));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toMatchObject({
      displayName: "さくら学園",
      themeColour: "#2b6a3f",
      features: ["inbox"],
    });
  });

  it("アプリメニュー設定: adds a link and moves it first", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/mobile-app/menu": [200, menu],
      "PUT /app/api/v2/mobile-app/menu": [200, menu],
    });
    renderMenuScreen("mobile-menu", <AppMenuPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "リンクを追加" }));
    await user.type(screen.getByLabelText("リンク 表示名"), "給食献立");
    await user.type(screen.getByLabelText("給食献立 URL"), "https://sakura.example.jp/kondate");
    await user.click(screen.getByRole("button", { name: "給食献立 を上へ" }));
    await user.click(screen.getByRole("button", { name: "給食献立 を上へ" }));
    expect((screen.getByLabelText("設定 表示") as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "保存" }));
    const put = calls.find((c) => c.method === "PUT");
    expect(put).toBeDefined();
    expect((put!.body as AppMenu).entries[0]).toEqual({
      kind: "link",
      label: "給食献立",
      url: "https://sakura.example.jp/kondate",
      visible: true,
    });
  });

  it("会員証印刷: prints a grade with the chosen validity", async () => {
    const cardSetting: CardSetting = {
      cardTitle: "生徒証",
      barcodeType: 2,
      fields: { nameKana: true, placement: true, photo: true, barcode: true },
      updatedAt: null,
    };
    const options: CardOptions = {
      grades: [{ grade: 1, name: "1年" }],
      placements: [{ placementCd: "A", name: "高等部 1年A組" }],
      barcodeTypes: [{ code: 2, label: "CODE128", hint: "半角英数字・記号" }],
    };
    fakeApi({
      "GET /app/api/v2/member-cards/setting": [200, cardSetting],
      "GET /app/api/v2/member-cards/options": [200, options],
    });
    const print = vi
      .spyOn(mobileAppApi, "printCards")
      .mockResolvedValue({ blob: new Blob(["%PDF"]), filename: "生徒証.pdf" });
    renderMenuScreen("card-print", <CardPrintPage />);
    expect(await screen.findByDisplayValue("生徒証")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("textbox", { name: "学年" }));
    await user.click(await screen.findByRole("option", { name: "1年" }));
    fireEvent.change(screen.getByLabelText("有効期限"), { target: { value: "2027-03-31" } });
    URL.createObjectURL = vi.fn(() => "blob:x");
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole("button", { name: "印刷用PDFを作成" }));
    expect(print).toHaveBeenCalledWith({ target: { kind: "grade", grade: 1 }, validUntil: "2027-03-31" });
  });
});
