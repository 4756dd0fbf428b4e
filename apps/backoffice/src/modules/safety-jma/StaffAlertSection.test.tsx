// @vitest-environment jsdom
import type { SafetyAutoOptions, SafetyStaffAlertSettings } from "@gakumu/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { StaffAlertSection } from "./StaffAlertSection";

const staff: SafetyAutoOptions["staff"] = [
  { id: 9, name: "山田 先生", mail: "yamada@example.jp" },
  { id: 10, name: "佐藤 先生", mail: null },
];
const saved: SafetyStaffAlertSettings = {
  staffLoginUserIds: [9],
  noContactMinutes: null,
  version: 4,
  updatedAt: "2026-04-01T00:00:00.000Z",
};

describe("職員への通知", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("turns the no-contact alert on with 30 minutes and saves with the version read", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/safety-auto/staff-alerts": [200, saved],
      "PUT /app/api/v2/safety-auto/staff-alerts": (call) => [
        200,
        { ...saved, ...(call.body as object), version: 5 },
      ],
    });
    renderMenuScreen("safety-auto", <StaffAlertSection staff={staff} />);
    expect((await screen.findAllByText("山田 先生（yamada@example.jp）")).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/送信から何分後/)).toBeNull();
    fireEvent.click(screen.getByLabelText("未回答を通知する"));
    expect((screen.getByLabelText(/送信から何分後/) as HTMLInputElement).value).toBe("30");
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      staffLoginUserIds: [9],
      noContactMinutes: 30,
      version: 4,
    });
  });

  it("disables saving on a reference-only menu", async () => {
    fakeApi({ "GET /app/api/v2/safety-auto/staff-alerts": [200, saved] });
    renderMenuScreen("safety-auto", <StaffAlertSection staff={staff} />, "/safety-auto", 1);
    const save = await screen.findByRole("button", { name: "保存" });
    expect(save.getAttribute("aria-disabled")).toBe("true");
  });
});
