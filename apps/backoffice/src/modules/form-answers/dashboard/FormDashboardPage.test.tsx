// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../../test/fake-api.testing";
import { dashboardRow } from "../answers-test-kit.testing";
import { FormDashboardPage } from "./FormDashboardPage";

describe("form dashboard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each form with its counts per status and reception, linking to its answers", async () => {
    fakeApi({
      "GET /app/api/v2/form-dashboard": [
        200,
        {
          forms: [
            dashboardRow(12, "2026年度 出願フォーム"),
            dashboardRow(13, "資料請求", {
              formStatus: "DRAFT",
              reception: "CLOSED",
              answerPeriodEnd: null,
              counts: {},
              total: 0,
            }),
          ],
        },
      ],
    });
    const router = renderMenuScreen("form-dashboard", <FormDashboardPage />, "/form-dashboard", null);
    const title = await screen.findByRole("link", { name: "2026年度 出願フォーム" });
    const card = title.closest(".mantine-Card-root") as HTMLElement;
    expect(within(card).getByText("公開中")).toBeTruthy();
    expect(within(card).getByText("受付中")).toBeTruthy();
    expect(within(card).getByText("回答 21 件")).toBeTruthy();
    const count = (label: string) =>
      within(card).getByText(label).closest(".mantine-Badge-root")?.nextSibling?.textContent;
    expect(count("確定")).toBe("5");
    expect(count("一時保存")).toBe("3");
    expect(count("取消")).toBe("0");
    expect(within(card).getByText(/締切 2026\/09\/30 23:59/)).toBeTruthy();

    const draft = (await screen.findByRole("link", { name: "資料請求" })).closest(
      ".mantine-Card-root",
    ) as HTMLElement;
    expect(within(draft).getByText("下書き")).toBeTruthy();
    expect(within(draft).queryByText("受付終了")).toBeNull();
    expect(within(draft).getByText(/締切なし/)).toBeTruthy();
    expect(within(draft).getByText("回答 0 件")).toBeTruthy();

    fireEvent.click(within(card).getByRole("link", { name: "回答一覧" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/form-answer"));
    expect(router.state.location.search).toBe("?formId=12");
  });

  it("says so when the organisation has no forms", async () => {
    fakeApi({ "GET /app/api/v2/form-dashboard": [200, { forms: [] }] });
    renderMenuScreen("form-dashboard", <FormDashboardPage />, "/form-dashboard", null);
    expect(await screen.findByText("フォームがまだありません。")).toBeTruthy();
  });
});
