// @vitest-environment jsdom
import { NotebookLimits } from "@gakumu/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { NotebookLimitsSection } from "./NotebookLimitsSection";

const URL = "/app/api/v2/organization-setting/notebook-limits";
const stored = { MP3: 50, MP4: 500, PDF: 50 } as const;

describe("notebook limits section", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the stored limits, keeps a typed one within 1–2000 MB and saves them with a toast", async () => {
    const calls = fakeApi({
      [`GET ${URL}`]: [200, stored],
      // The route answers what it stored: the body as its schema reads it.
      [`PUT ${URL}`]: (call) => [200, NotebookLimits.parse(call.body)],
    });
    renderMenuScreen("organization-setting", <NotebookLimitsSection />);
    const pdf = screen.getByRole("textbox", { name: "PDFの上限（MB）" }) as HTMLInputElement;
    await waitFor(() => expect(pdf.value).toBe("50"));
    expect((screen.getByRole("textbox", { name: "動画（MP4）の上限（MB）" }) as HTMLInputElement).value).toBe(
      "500",
    );
    expect(screen.getByText("1〜2000MB（未設定のときは500MB）")).toBeTruthy();

    const user = userEvent.setup();
    const audio = screen.getByRole("textbox", { name: "音声（MP3）の上限（MB）" }) as HTMLInputElement;
    await user.tripleClick(audio);
    await user.keyboard("2500");
    await user.tab();
    expect(audio.value).toBe("2000");
    await user.tripleClick(pdf);
    await user.keyboard("80");
    await user.click(screen.getByRole("button", { name: "保存" }));

    expect(await screen.findByText("手帳のファイルの上限を保存しました。")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ MP3: 2000, MP4: 500, PDF: 80 });
  });

  it("puts the server's Japanese message under the field it names", async () => {
    const message = "手帳の動画（MP4）の上限（MB）が正しくありません";
    fakeApi({
      [`GET ${URL}`]: [200, stored],
      [`PUT ${URL}`]: [
        400,
        {
          code: "VALIDATION_ERROR",
          message: `入力内容に誤りがあります。（MP4: ${message}）`,
          details: [{ path: "MP4", message }],
        },
      ],
    });
    renderMenuScreen("organization-setting", <NotebookLimitsSection />);
    const pdf = screen.getByRole("textbox", { name: "PDFの上限（MB）" }) as HTMLInputElement;
    await waitFor(() => expect(pdf.value).toBe("50"));
    await userEvent.setup().click(screen.getByRole("button", { name: "保存" }));
    // Under the field, and the whole answer in the error toast.
    expect(await screen.findByText(message)).toBeTruthy();
    expect(await screen.findByText(`入力内容に誤りがあります。（MP4: ${message}）`)).toBeTruthy();
  });

  it("lets a reference-only user read the limits but not save them", async () => {
    fakeApi({ [`GET ${URL}`]: [200, stored] });
    renderMenuScreen("organization-setting", <NotebookLimitsSection />, undefined, 1);
    const pdf = screen.getByRole("textbox", { name: "PDFの上限（MB）" }) as HTMLInputElement;
    await waitFor(() => expect(pdf.value).toBe("50"));
    expect(pdf.readOnly).toBe(true);
    expect(screen.getByRole("button", { name: "保存" }).getAttribute("aria-disabled")).toBe("true");
  });
});
