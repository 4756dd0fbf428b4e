// @vitest-environment jsdom
import type { SafetySendItem, SafetyTemplateItem, TargetOptions } from "@gakumu/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { SafetyComposePage, SafetyResultsPage } from "./screens";

const options: TargetOptions = {
  nodes: [
    { divisionCd: "FUTSU", parentDivisionCd: "0", name: "普通科", depth: 1 },
    { divisionCd: "F1A", parentDivisionCd: "FUTSU", name: "1年A組", depth: 2 },
  ],
  grades: [],
  attributes: [],
  groups: [],
};

const drillTemplate: SafetyTemplateItem = {
  id: 4,
  name: "訓練",
  title: "安否確認訓練",
  bodyHtml: "<p>これは訓練です。</p>",
  questions: ["COME_TO_SCHOOL", "LOCATION"],
  isDrill: true,
  autoTrigger: null,
  version: 1,
  updatedAt: "2026-04-01T00:00:00.000Z",
};

const drill: SafetySendItem = {
  id: 9,
  title: "安否確認訓練",
  displayTitle: "【訓練】安否確認訓練",
  isDrill: true,
  origin: "MANUAL",
  staffOnly: false,
  status: 1,
  sentAt: "2026-04-01T01:00:00.000Z",
  closedAt: null,
  createdBy: "山田 先生",
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

describe("safety screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("loads the drill template: its questions ticked, the drill switch on, counted like a push", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/safety/target-options": [200, options],
      "GET /app/api/v2/safety/templates": [200, { items: [drillTemplate] }],
      "POST /app/api/v2/safety/target-count": [200, { count: 38 }],
      "GET /app/api/v2/safety/sends": [200, { items: [], total: 0, page: 1, pageSize: 20 }],
    });
    renderMenuScreen("safety-confirmation", <SafetyComposePage />);
    fireEvent.click(await screen.findByRole("checkbox", { name: "1年A組" }));
    await waitFor(() => expect(screen.getByTestId("recipient-count").textContent).toBe("38人"));
    expect(calls.some((c) => c.path === "/app/api/v2/safety/target-count")).toBe(true);
    fireEvent.click(screen.getByRole("textbox", { name: "テンプレート" }));
    fireEvent.click(await screen.findByRole("option", { name: "訓練" }));
    expect((screen.getByRole("textbox", { name: /タイトル/ }) as HTMLInputElement).value).toBe(
      "安否確認訓練",
    );
    expect((screen.getByRole("checkbox", { name: "登校・出勤できますか" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole("checkbox", { name: "家族の安否" }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("switch", { name: /訓練として送信する/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole("button", { name: "訓練を送信する" })).toBeTruthy();
  });

  it("lists sends with the drill badge, the answer rate and the counts per state", async () => {
    fakeApi({ "GET /app/api/v2/safety/results": [200, { items: [drill], total: 1, page: 1, pageSize: 20 }] });
    renderMenuScreen("safety-result", <SafetyResultsPage />);
    const row = (await screen.findByRole("button", { name: "【訓練】安否確認訓練" })).closest("tr")!;
    expect(within(row).getByText("訓練")).toBeTruthy();
    expect(within(row).getByText("75.0%")).toBeTruthy();
    expect(within(row).getByText("回答 30 / 40人")).toBeTruthy();
    expect(within(row).getByText("受付中")).toBeTruthy();
  });
});
