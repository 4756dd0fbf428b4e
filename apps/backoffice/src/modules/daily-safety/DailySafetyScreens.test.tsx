// @vitest-environment jsdom
import type { DailySafetyDay, DailySafetySetting, TargetOptions } from "@gakumu/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { DailySafetyPage } from "./screens";

const B = "/app/api/v2/daily-safety";
const setting: DailySafetySetting = {
  enabled: true,
  title: "朝の安否確認",
  bodyHtml: "<p>今日の体調を教えてください。</p>",
  questions: [],
  target: { nodes: ["F1A"], grades: [], attributes: [], groupIds: [], memberIds: [], sendTarget: "VALID" },
  members: [],
  sendTime: "08:00",
  reminderTime: "10:00",
  version: 2,
  updatedAt: "2026-11-20T00:00:00.000Z",
  nextSchoolDay: "2026-11-27",
};
const options: TargetOptions = {
  nodes: [{ divisionCd: "F1A", parentDivisionCd: "", name: "1年A組", depth: 1 }],
  grades: [],
  attributes: [],
  groups: [],
};
const today: DailySafetyDay = {
  date: "2026-11-24",
  schoolDay: true,
  dayNote: "",
  safetySendId: 7,
  outcome: "SENT",
  sentAt: "2026-11-23T23:00:00.000Z",
  remindedAt: "2026-11-24T01:00:00.000Z",
  reminderCount: 3,
  counts: {
    recipients: 40,
    answered: 30,
    noContact: 10,
    safe: 27,
    minorInjury: 2,
    seriousInjury: 1,
    read: 35,
    answerRate: 75,
  },
};

describe("定時安否確認", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const api = (extra: Parameters<typeof fakeApi>[0] = {}) =>
    fakeApi({
      [`GET ${B}/setting`]: [200, setting],
      [`GET ${B}/target-options`]: [200, options],
      [`POST ${B}/target-count`]: [200, { count: 40 }],
      [`GET ${B}/day`]: [200, today],
      [`GET ${B}/days`]: [200, { items: [today], total: 1, page: 1, pageSize: 20 }],
      [`GET ${B}/school-days`]: [
        200,
        { items: [{ id: 1, date: "2026-11-26", kind: "CLOSED", reason: "創立記念日" }] },
      ],
      [`POST ${B}/school-days`]: (call) => [
        201,
        { id: 2, ...(call.body as { date: string; kind: "CLOSED"; reason: string }) },
      ],
      ...extra,
    });

  it("shows the day's answer rate, counts per state and the reminder", async () => {
    api();
    renderMenuScreen("daily-safety", <DailySafetyPage />);
    expect(await screen.findByText("回答率 75%")).toBeTruthy();
    expect(within(screen.getByTestId("count-seriousInjury")).getByText("1")).toBeTruthy();
    expect(within(screen.getByTestId("count-noContact")).getByText("10")).toBeTruthy();
    // Sent 08:00 and reminded 10:00 Japan time.
    expect(screen.getByText(/送信 08:00.リマインド 10:00（3名に再送）/)).toBeTruthy();
    expect(screen.getAllByText("2026/11/24（火）").length).toBeGreaterThan(0);
  });

  it("saves the schedule with its version, and shows the server's Japanese refusal", async () => {
    const calls = api({
      [`PUT ${B}/setting`]: [
        400,
        { code: "VALIDATION_ERROR", message: "リマインド時刻は送信時刻より後の時刻にしてください" },
      ],
    });
    renderMenuScreen("daily-safety", <DailySafetyPage />);
    fireEvent.click(await screen.findByRole("tab", { name: "送信設定" }));
    expect(await screen.findByText("次の授業日：2026/11/27")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^送信時刻/), { target: { value: "10:30" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      enabled: true,
      sendTime: "10:30",
      reminderTime: "10:00",
      version: 2,
      target: { nodes: ["F1A"], sendTarget: "VALID" },
    });
    expect(await screen.findByText("リマインド時刻は送信時刻より後の時刻にしてください")).toBeTruthy();
  });

  it("lists closed days with Japanese labels and registers one", async () => {
    const calls = api();
    renderMenuScreen("daily-safety", <DailySafetyPage />);
    fireEvent.click(await screen.findByRole("tab", { name: "休校日・授業日" }));
    const row = (await screen.findByText("創立記念日")).closest("tr") as HTMLElement;
    expect(within(row).getByText("休校日")).toBeTruthy();
    expect(within(row).getByText("2026/11/26（木）")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^日付/), { target: { value: "2026-12-05" } });
    fireEvent.change(screen.getByLabelText(/^理由/), { target: { value: "土曜授業" } });
    fireEvent.click(screen.getByRole("button", { name: "登録" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path.endsWith("school-days"))).toBe(true),
    );
    expect(calls.find((c) => c.method === "POST" && c.path.endsWith("school-days"))?.body).toEqual({
      date: "2026-12-05",
      kind: "CLOSED",
      reason: "土曜授業",
    });
  });

  it("disables saving on a reference-only menu", async () => {
    api();
    renderMenuScreen("daily-safety", <DailySafetyPage />, "/daily-safety", 1);
    fireEvent.click(await screen.findByRole("tab", { name: "送信設定" }));
    const save = await screen.findByRole("button", { name: "保存" });
    expect(save.getAttribute("aria-disabled")).toBe("true");
  });
});
