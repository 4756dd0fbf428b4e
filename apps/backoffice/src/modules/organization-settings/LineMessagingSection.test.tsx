// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MenuAuthorityCode } from "../../app/testing/menu-item.testing";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi, type Handler } from "../../test/fake-api.testing";
import { LineMessagingSection } from "./LineMessagingSection";

const URL = "/app/api/v2/organization-setting/line-messaging";
const CALLBACK = "https://school.example.jp/app/api/member-app/line/callback";
const TOKEN = "AbCdEf0123456789+/=AbCdEf0123456789";
const state = (over: Record<string, unknown> = {}) => ({
  configured: false,
  enabled: false,
  linkedMembers: 0,
  quota: null,
  quotaError: null,
  memberCallbackUrl: CALLBACK,
  ...over,
});

function renderSection(handlers: Record<string, Handler>, authority: MenuAuthorityCode = 0) {
  const calls = fakeApi(handlers);
  renderMenuScreen("organization-setting", <LineMessagingSection />, undefined, authority);
  return calls;
}

describe("LINE official account section", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a token, saves it with the switch, and shows this month's quota from LINE", async () => {
    const calls = renderSection({
      [`GET ${URL}`]: [200, state()],
      [`PUT ${URL}`]: [
        200,
        state({
          configured: true,
          enabled: true,
          linkedMembers: 12,
          quota: { type: "limited", limit: 5000, used: 1234 },
        }),
      ],
    });
    expect(await screen.findByText(CALLBACK)).toBeTruthy();
    expect(screen.getByText("未設定（LINEでは配信しません）")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("チャネルアクセストークンを入力してください")).toBeTruthy();
    await user.type(screen.getByLabelText("チャネルアクセストークン"), "短い");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText(/チャネルアクセストークンは半角英数字と記号/)).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await user.clear(screen.getByLabelText("チャネルアクセストークン"));
    await user.type(screen.getByLabelText("チャネルアクセストークン"), TOKEN);
    await user.click(screen.getByRole("switch", { name: "LINEで配信する" }));
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ channelAccessToken: TOKEN, enabled: true });
    expect(await screen.findByText("今月の送信数: 1,234 / 5,000通")).toBeTruthy();
    expect(screen.getByText("LINE連携済みのメンバー: 12人")).toBeTruthy();
    expect(screen.getByText("設定済み")).toBeTruthy();
  });

  it("shows why LINE could not be asked", async () => {
    renderSection({
      [`GET ${URL}`]: [
        200,
        state({
          configured: true,
          enabled: true,
          quotaError:
            "チャネルアクセストークンが無効です。LINE Developersで発行したトークンを確認してください。",
        }),
      ],
    });
    expect(await screen.findByText(/チャネルアクセストークンが無効です。LINE Developers/)).toBeTruthy();
    expect(screen.getByText("変更しない場合は空欄のままにしてください")).toBeTruthy();
  });

  it("lets a reference-only user look but not change anything", async () => {
    renderSection(
      { [`GET ${URL}`]: [200, state({ configured: true, quota: { type: "none", limit: null, used: 7 } })] },
      1,
    );
    expect(await screen.findByText("今月の送信数: 7通（上限なし）")).toBeTruthy();
    expect((screen.getByRole("button", { name: "設定を削除" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText("チャネルアクセストークン") as HTMLInputElement).readOnly).toBe(true);
  });
});
