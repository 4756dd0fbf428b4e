// @vitest-environment jsdom
import { formItem, publicForm } from "@gakumu/form-view/test/form-fixtures";
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PATHS } from "../../test/answer-stubs";
import { apiError, stubFetch, stubRoute } from "../../test/fetch-stub";
import { fill } from "../../test/fill";
import { linkedSession, renderApp } from "../../test/render-app";

const POSTAL = "/app/form-api/postal-code";
const ME_OUT = { path: PATHS.me, ...apiError(401, "UNAUTHENTICATED", "ログインしてください。") };
const ADDRESS_FORM = stubRoute({
  path: PATHS.definition,
  body: publicForm([formItem({ itemKey: "home", itemType: "ADDRESS", label: "現住所", required: true })]),
});
const toasts = vi.spyOn(notifications, "show");
afterEach(() => toasts.mockClear());
const ginza = { prefectureCd: "13", prefecture: "東京都", city: "中央区", town: "銀座" };

describe("住所検索 on the answer screen", () => {
  it("asks the server with the link's key and fills the address, without logging in", async () => {
    const server = stubFetch([
      ME_OUT,
      ADDRESS_FORM,
      { path: POSTAL, body: { postalCd: "104-0061", candidates: [ginza] } },
    ]);
    renderApp("/12/answer", linkedSession());
    fill((await screen.findByLabelText(/郵便番号/)) as HTMLInputElement, "1040061");
    fireEvent.click(screen.getByRole("button", { name: "住所を検索" }));
    await waitFor(() =>
      expect((screen.getByLabelText(/市区町村・番地/) as HTMLInputElement).value).toBe("中央区銀座"),
    );
    expect((screen.getByLabelText(/都道府県/) as HTMLSelectElement).value).toBe("13");
    const [call] = server.to(POSTAL);
    expect(call?.query.get("postalCd")).toBe("104-0061");
    expect(call?.headers["x-access-key"]).toBe(linkedSession().accessKey);
  });

  it("tells the applicant when the server could not look the code up", async () => {
    stubFetch([
      ME_OUT,
      ADDRESS_FORM,
      { path: POSTAL, ...apiError(500, "INTERNAL_ERROR", "システムエラーが発生しました。") },
    ]);
    renderApp("/12/answer", linkedSession());
    fill((await screen.findByLabelText(/郵便番号/)) as HTMLInputElement, "104-0061");
    fireEvent.click(screen.getByRole("button", { name: "住所を検索" }));
    expect(
      await screen.findByText("住所を検索できませんでした。時間をおいて再度お試しください。"),
    ).toBeTruthy();
    // The line under the code says it; no toast on top.
    expect(toasts).not.toHaveBeenCalled();
  });
});
