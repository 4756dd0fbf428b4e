// @vitest-environment jsdom
import { MailSenderBody } from "@gakumu/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { MailSenderSection } from "./MailSenderSection";

const URL = "/app/api/v2/organization-setting/mail-sender";

describe("mail sender section", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names the platform's default, refuses what is not a mail address and saves the trimmed one", async () => {
    const calls = fakeApi({
      [`GET ${URL}`]: [200, { senderMailAddress: "", platformSenderMailAddress: "no-reply@gakumu.local" }],
      [`PUT ${URL}`]: (call) => [
        200,
        { ...MailSenderBody.parse(call.body), platformSenderMailAddress: "no-reply@gakumu.local" },
      ],
    });
    renderMenuScreen("organization-setting", <MailSenderSection />);
    expect(await screen.findByText("未設定のときは no-reply@gakumu.local から送信します。")).toBeTruthy();
    const user = userEvent.setup();
    const input = screen.getByRole("textbox", { name: "送信元メールアドレス" });
    await user.type(input, "入試係@school");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("メールアドレスの形式で入力してください")).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await user.clear(input);
    await user.type(input, " nyushi@sakura.example.jp ");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      senderMailAddress: "nyushi@sakura.example.jp",
    });
  });
});
