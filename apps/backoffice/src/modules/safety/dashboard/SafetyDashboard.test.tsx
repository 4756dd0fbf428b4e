// @vitest-environment jsdom
import type { SafetyCounts, SafetyDashboard, SafetyRecipientRow } from "@gakumu/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../../app/testing/render-menu-screen.testing";
import { type ApiCall, fakeApi } from "../../../test/fake-api.testing";
import { SafetyResultsPage } from "../screens";
import { formatElapsed } from "./format-elapsed";

const URL = "/app/api/v2/safety/results/9/dashboard";

const counts = (c: Partial<SafetyCounts>): SafetyCounts => ({
  recipients: 0,
  answered: 0,
  noContact: 0,
  safe: 0,
  minorInjury: 0,
  seriousInjury: 0,
  read: 0,
  answerRate: 0,
  ...c,
});

const person = (memberNo: string, safetyState: number, telNo: string | null): SafetyRecipientRow => ({
  recipientId: memberNo.charCodeAt(0),
  memberId: memberNo.charCodeAt(0),
  memberNo,
  name: `生徒 ${memberNo}`,
  placement: "普通科 ／ 1年 ／ A組",
  telNo,
  safetyState,
  answers: {},
  answerMethod: safetyState === 0 ? null : "MAIL_LINK",
  answeredAt: safetyState === 0 ? null : "2026-04-01T00:02:00.000Z",
  answeredBy: null,
  readAt: null,
});

function dashboardOf(call: ApiCall, answered: number): SafetyDashboard {
  const node = call.query.get("node") ?? "";
  const inClass = node === "F1A";
  const total = inClass
    ? counts({ recipients: 2, answered: 1, seriousInjury: 1, noContact: 1, answerRate: 50 })
    : counts({
        recipients: 4,
        answered,
        safe: answered - 1,
        seriousInjury: 1,
        noContact: 4 - answered,
        answerRate: answered * 25,
      });
  return {
    send: {
      id: 9,
      title: "避難訓練",
      displayTitle: "【訓練】避難訓練",
      isDrill: true,
      origin: "MANUAL",
      staffOnly: false,
      status: 1,
      sentAt: "2026-04-01T00:00:00.000Z",
      closedAt: null,
      createdBy: "山田 先生",
      counts: total,
    },
    path: inClass
      ? [
          { code: "FUTSU", name: "普通科", depth: 1 },
          { code: "F1", name: "1年", depth: 2 },
          { code: "F1A", name: "A組", depth: 3 },
        ]
      : node === "FUTSU"
        ? [{ code: "FUTSU", name: "普通科", depth: 1 }]
        : [],
    grade: null,
    counts: total,
    children: inClass
      ? []
      : node === "FUTSU"
        ? [{ code: "F1A", name: "1年A組", depth: 2, drillable: false, counts: total }]
        : [{ code: "FUTSU", name: "普通科", depth: 1, drillable: true, counts: total }],
    grades: [{ grade: 1, name: "1年", counts: total }],
    milestones: [
      { percent: 25, seconds: 150, reachedAt: "2026-04-01T00:02:30.000Z" },
      { percent: 50, seconds: answered >= 2 ? 3700 : null, reachedAt: null },
      { percent: 75, seconds: null, reachedAt: null },
    ],
    lists: {
      seriousInjury: { total: 1, items: [person("A1", 3, "090-1111-2222")] },
      minorInjury: { total: 0, items: [] },
      noContact: { total: inClass ? 1 : 4 - answered, items: [person("A2", 0, null)] },
    },
    generatedAt: "2026-04-01T00:05:00.000Z",
  };
}

describe("安否確認結果's dashboard", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("says elapsed time as staff do", () => {
    expect(formatElapsed(45)).toBe("45秒");
    expect(formatElapsed(150)).toBe("2分30秒");
    expect(formatElapsed(120)).toBe("2分");
    expect(formatElapsed(3700)).toBe("1時間1分");
    expect(formatElapsed(-3)).toBe("0秒");
  });

  it("shows the drill banner, rate, counts, milestones and the injured with a tel: link; drills to a class", async () => {
    fakeApi({ [`GET ${URL}`]: (call: ApiCall) => [200, dashboardOf(call, 1)] as const });
    renderMenuScreen("safety-result", <SafetyResultsPage />, "/safety-result?send=9");
    expect(await screen.findByTestId("drill-banner")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "【訓練】避難訓練" })).toBeTruthy();
    expect(screen.getByTestId("answer-rate").textContent).toBe("25.0%");
    expect(screen.getByTestId("count-seriousInjury").textContent).toBe("1人");
    expect(screen.getByTestId("count-noContact").textContent).toBe("3人");
    expect(screen.getByTestId("milestone-25").textContent).toContain("2分30秒");
    expect(screen.getByTestId("milestone-75").textContent).toContain("未到達");
    const serious = screen.getByRole("region", { name: "重傷" });
    const tel = within(serious).getByRole("link", { name: "090-1111-2222" });
    expect(tel.getAttribute("href")).toBe("tel:09011112222");
    expect(
      within(screen.getByRole("region", { name: "未回答（未連絡）" })).getByText("登録なし"),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: /エクスポート（Excel）/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "再送" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "普通科" }));
    fireEvent.click(await screen.findByRole("button", { name: "1年A組" }));
    await waitFor(() => expect(screen.getByTestId("answer-rate").textContent).toBe("50.0%"));
    // The class shown in the breadcrumb, each level above it a way back.
    expect(screen.getByText("A組").getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("button", { name: "全体" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "普通科" })).toBeTruthy();
  });

  it("refreshes by itself: a new answer appears without a reload", async () => {
    let answered = 1;
    const calls = fakeApi({ [`GET ${URL}`]: (call: ApiCall) => [200, dashboardOf(call, answered)] as const });
    renderMenuScreen("safety-result", <SafetyResultsPage />, "/safety-result?send=9");
    await waitFor(() => expect(screen.getByTestId("answer-rate").textContent).toBe("25.0%"));
    answered = 2;
    await waitFor(() => expect(screen.getByTestId("answer-rate").textContent).toBe("50.0%"), {
      timeout: 6_000,
    });
    expect(calls.filter((c) => c.path === URL).length).toBeGreaterThanOrEqual(2);
  }, 10_000);
});
