// @vitest-environment jsdom
import { renderWithProviders } from "@gakumu/ui/test";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api.testing";
import { LogoSection } from "./LogoSection";

describe("logo section", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uploads the chosen image as multipart and shows the new logo", async () => {
    const calls = fakeApi({ "POST /app/api/v2/organization-setting/logo": [200, { logoSet: true }] });
    renderWithProviders(<LogoSection />);
    const image = screen.getByAltText("現在のロゴ画像") as HTMLImageElement;
    expect(image.src).toContain("/app/api/v2/organization-setting/logo?r=0");

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe("image/png,image/jpeg");
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [file] } });

    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const sent = calls.find((c) => c.method === "POST")!.body as FormData;
    expect((sent.get("file") as File).name).toBe("logo.png");
    expect(await screen.findByText("ロゴ画像を登録しました。")).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByAltText("現在のロゴ画像") as HTMLImageElement).src).toContain("logo?r=1"),
    );
  });

  it("says there is no logo when the image is not found", async () => {
    fakeApi({});
    renderWithProviders(<LogoSection />);
    fireEvent.error(screen.getByAltText("現在のロゴ画像"));
    expect(await screen.findByText("ロゴ画像は登録されていません。")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "削除" })).toBeNull();
  });
});
