// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { linkedSession, renderApp } from "../../test/render-app";

describe("/oc-attendance-qr-code (spec §2.2)", () => {
  it("shows the open-campus answer code of the session as a QR code and as text", async () => {
    renderApp("/oc-attendance-qr-code", linkedSession({ ocAnswerCd: "OC-2026-0042" }));
    const image = await screen.findByRole("img", { name: "受付コード OC-2026-0042 のQRコード" });
    expect(image.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText("OC-2026-0042")).toBeTruthy();
  });

  it("explains when there is no code", async () => {
    renderApp("/oc-attendance-qr-code", linkedSession());
    expect(await screen.findByRole("heading", { name: "表示できる受付QRコードがありません。" })).toBeTruthy();
  });
});
