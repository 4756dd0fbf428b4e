// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { AlumniListPage, MemberListPage } from "./MemberPages";
import type { MemberDetail } from "./members-api";
import { searchResult, testOptions } from "./members-screen.testing";

const member: MemberDetail = {
  id: 8,
  version: 6,
  processMode: 0,
  status: "AVAILABLE",
  exactStatus: "EXPIRED_AFTER",
  enrollmentStatus: 3,
  transferReason: 2,
  photoStatus: null,
  photoChangeApplyStatus: "NONE",
  fields: {
    member_id: "S008",
    name: "高橋一郎",
    gender_cd: "1",
    valid_end: "2026-03-31",
    is_dormitory: true,
  },
  attributes: {},
  hierarchyNames: [],
  gradeName: null,
  createdByLoginUserId: 1,
  createdAt: "2026-04-01T00:00:00.000Z",
  updatedAt: "2026-04-01T00:00:00.000Z",
};

describe("member detail screen", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the stored values by their meaning", async () => {
    fakeApi({
      "GET /app/api/v2/members/options": [200, testOptions],
      "GET /app/api/v2/members/8": [200, { member }],
    });
    renderMenuScreen("member-list", <MemberListPage />, "/member-list/8");
    expect(await screen.findByText("高橋一郎（S008）")).toBeTruthy();
    expect(screen.getByText("有効期限切れ")).toBeTruthy();
    expect(screen.getByText("退学")).toBeTruthy();
    expect(screen.getByText("進路変更")).toBeTruthy();
  });

  it("deletes only once the member id is typed, with the version read, and returns to the list", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/members/options": [200, testOptions],
      "GET /app/api/v2/members/8": [200, { member }],
      "DELETE /app/api/v2/members/8": [204],
      "POST /app/api/v2/members/search": [200, searchResult([])],
    });
    const router = renderMenuScreen("member-list", <MemberListPage />, "/member-list/8");
    await screen.findByText("高橋一郎（S008）");
    fireEvent.click(screen.getByRole("button", { name: "削除" }));
    const dialog = await screen.findByRole("dialog");
    const yes = within(dialog).getByRole("button", { name: "削除" });
    expect(yes.hasAttribute("disabled")).toBe(true);
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "S008" } });
    fireEvent.click(yes);
    await waitFor(() => expect(router.state.location.pathname).toBe("/member-list"));
    expect(calls.find((c) => c.method === "DELETE")?.query.get("version")).toBe("6");
  });

  it("offers neither edit nor delete for an alumnus", async () => {
    fakeApi({
      "GET /app/api/v2/members/alumni/options": [200, testOptions],
      "GET /app/api/v2/members/alumni/8": [200, { member: { ...member, processMode: 1 } }],
    });
    renderMenuScreen("alumni-list", <AlumniListPage />, "/alumni-list/8");
    expect(await screen.findByText("高橋一郎（S008）")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "編集" })).toBeNull();
    expect(screen.queryByRole("button", { name: "削除" })).toBeNull();
  });
});
