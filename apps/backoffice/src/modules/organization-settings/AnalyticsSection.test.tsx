// @vitest-environment jsdom
import { AnalyticsBody } from "@gakumu/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { AnalyticsSection } from "./AnalyticsSection";

const URL = "/app/api/v2/organization-setting/analytics";

describe("analytics section", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("adds ids as tags, refuses a malformed one and saves them upper-cased", async () => {
    const calls = fakeApi({
      [`GET ${URL}`]: [200, { ga4Ids: ["G-OLD12345"], gtmIds: [] }],
      // The route answers what it stored: the body as its schema reads it.
      [`PUT ${URL}`]: (call) => [200, AnalyticsBody.parse(call.body)],
    });
    renderMenuScreen("organization-setting", <AnalyticsSection />);
    expect(await screen.findByText("G-OLD12345")).toBeTruthy();
    const user = userEvent.setup();
    const gtm = screen.getByPlaceholderText("例: GTM-ABCD123");
    await user.type(gtm, "tag-manager{Enter}");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("GTMのコンテナIDは「GTM-XXXXXXX」の形式で入力してください")).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await user.type(gtm, "{Backspace}gtm-abcd123{Enter}");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      ga4Ids: ["G-OLD12345"],
      gtmIds: ["GTM-ABCD123"],
    });
  });
});
