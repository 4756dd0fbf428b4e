// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MenuAuthorityCode } from "../../app/testing/menu-item.testing";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi, type Handler } from "../../test/fake-api.testing";
import { LineChannelSection } from "./LineChannelSection";

const URL = "/app/api/v2/organization-setting/line-channel";
const CALLBACK = "https://school.example.jp/app/form-api/form-login/line/callback";

function renderSection(handlers: Record<string, Handler>, authority: MenuAuthorityCode = 0) {
  const calls = fakeApi(handlers);
  renderMenuScreen("organization-setting", <LineChannelSection />, undefined, authority);
  return calls;
}

describe("LINE Login channel section", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the callback URL to register and saves a new channel", async () => {
    const calls = renderSection({
      [`GET ${URL}`]: [200, { configured: false, channelId: "", callbackUrl: CALLBACK }],
      [`PUT ${URL}`]: [200, { configured: true, channelId: "1234567890", callbackUrl: CALLBACK }],
    });
    expect(await screen.findByText(CALLBACK)).toBeTruthy();
    expect(screen.getByText(/未設定/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("チャネルIDは半角数字で入力してください")).toBeTruthy();
    expect(screen.getByText("チャネルシークレットを入力してください")).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await user.type(screen.getByLabelText("チャネルID"), "1234567890");
    await user.type(screen.getByLabelText("チャネルシークレット"), "0123456789abcdef0123456789abcdef");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      channelId: "1234567890",
      channelSecret: "0123456789abcdef0123456789abcdef",
    });
    expect(await screen.findByText("連携中")).toBeTruthy();
  });

  it("keeps the stored secret when the box is left empty", async () => {
    const calls = renderSection({
      [`GET ${URL}`]: [200, { configured: true, channelId: "1234567890", callbackUrl: CALLBACK }],
      [`PUT ${URL}`]: [200, { configured: true, channelId: "1234567891", callbackUrl: CALLBACK }],
    });
    const id = (await screen.findByLabelText("チャネルID")) as HTMLInputElement;
    await waitFor(() => expect(id.value).toBe("1234567890"));
    expect(screen.getByText("変更しない場合は空欄のままにしてください")).toBeTruthy();
    const user = userEvent.setup();
    await user.clear(id);
    await user.type(id, "1234567891");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      channelId: "1234567891",
      channelSecret: "",
    });
  });

  it("lets a reference-only user look but not change anything", async () => {
    renderSection(
      { [`GET ${URL}`]: [200, { configured: true, channelId: "1234567890", callbackUrl: CALLBACK }] },
      1,
    );
    expect(await screen.findByText(CALLBACK)).toBeTruthy();
    expect((screen.getByRole("button", { name: "連携を解除" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText("チャネルID") as HTMLInputElement).readOnly).toBe(true);
  });
});
