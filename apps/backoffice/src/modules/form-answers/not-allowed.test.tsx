// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ShellData } from "../../app/shell-data";
import { ShellDataContext } from "../../app/shell-data";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { ApplicantPages } from "./applicants/ApplicantPages";
import { FormDashboardPage } from "./dashboard/FormDashboardPage";

// The dashboard and 志願者情報 are always in the menu; their data needs 回答一覧. A user whose menu
// lacks it reads why the page is empty and the server is not asked (it would answer 403).

/** A shell whose menu holds no 回答一覧 (only the always-allowed pages are reachable). */
const withoutAnswers = (element: ReactElement) => (
  <ShellDataContext.Provider value={{ menu: [] } as unknown as ShellData}>
    {element}
  </ShellDataContext.Provider>
);

const notice = "回答を閲覧する権限がありません";

describe("answer pages without 回答一覧", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the form dashboard explains instead of calling for the counts", async () => {
    const calls = fakeApi({ "GET /app/api/v2/form-dashboard": [403, { code: "FORBIDDEN" }] });
    renderMenuScreen("form-dashboard", withoutAnswers(<FormDashboardPage />), "/form-dashboard", null);
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(screen.getByText(/「回答一覧」の閲覧権限が必要です/)).toBeTruthy();
    expect(calls.filter((c) => c.path.includes("form-dashboard"))).toEqual([]);
  });

  it("志願者情報 shows no search and asks nothing, even with an applicant in the address", async () => {
    const calls = fakeApi({});
    renderMenuScreen(
      "applicant-information",
      withoutAnswers(<ApplicantPages />),
      "/applicant-information/3",
      null,
    );
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "検索" })).toBeNull();
    expect(calls.filter((c) => c.path.includes("applicant-information"))).toEqual([]);
  });
});
