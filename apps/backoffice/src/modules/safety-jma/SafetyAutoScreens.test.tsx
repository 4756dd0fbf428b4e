// @vitest-environment jsdom
import type { SafetyAutoLogPage, SafetyAutoOptions, SafetyAutoRule } from "@gakumu/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { SafetyAutoPage } from "./screens";

const rule: SafetyAutoRule = {
  enabled: true,
  prefectureCodes: ["04"],
  thresholdIntensity: "5-",
  tsunamiLevel: null,
  tsunamiAreaCodes: [],
  guardDelayMinutes: 3,
  target: { nodes: ["F1"], grades: [], attributes: [], groupIds: [], memberIds: [], sendTarget: "VALID" },
  staffLoginUserIds: [],
  version: 2,
  updatedAt: "2026-04-01T00:00:00.000Z",
};
const options: SafetyAutoOptions = {
  nodes: [{ divisionCd: "F1", name: "1年", depth: 1 }],
  groups: [],
  staff: [{ id: 9, name: "山田 先生", mail: "yamada@example.jp" }],
};
const log: SafetyAutoLogPage = {
  items: [
    {
      id: 1,
      decidedAt: "2026-04-01T03:00:00.000Z",
      eventId: "20260401115800",
      kind: "earthquake",
      title: "震度速報",
      infoType: "発表",
      status: "通常",
      headline: "強い揺れ",
      maxIntensityLabel: "震度５弱",
      areaNames: ["宮城県"],
      decision: "SENT",
      reason: "宮城県で震度５弱のため配信します",
      sendAt: "2026-04-01T03:03:00.000Z",
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};
const feed = {
  feedUrl: "https://www.data.jma.go.jp/developer/xml/feed/eqvol.xml",
  lastPolledAt: "2026-04-01T03:00:00.000Z",
  lastSuccessAt: "2026-04-01T03:00:00.000Z",
  lastError: null,
  documentCount: 4,
  recentErrors: [],
};

describe("自動配信設定", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const api = () =>
    fakeApi({
      "GET /app/api/v2/safety-auto/rule": [200, rule],
      "GET /app/api/v2/safety-auto/options": [200, options],
      "GET /app/api/v2/safety-auto/feed-status": [200, feed],
      "GET /app/api/v2/safety-auto/log": [200, log],
      "PUT /app/api/v2/safety-auto/rule": (call) => [200, { ...rule, ...(call.body as object), version: 3 }],
    });

  it("saves the rule with its version and the chosen codes as text", async () => {
    const calls = api();
    renderMenuScreen("safety-auto", <SafetyAutoPage />);
    fireEvent.click(await screen.findByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      prefectureCodes: ["04"],
      thresholdIntensity: "5-",
      guardDelayMinutes: 3,
      version: 2,
    });
    expect(screen.getByText(/最終確認：2026\/04\/01 12:00/)).toBeTruthy();
  });

  it("shows the history with Japanese labels", async () => {
    api();
    renderMenuScreen("safety-auto", <SafetyAutoPage />);
    fireEvent.click(await screen.findByRole("tab", { name: "自動配信の履歴" }));
    const row = (await screen.findByText("宮城県で震度５弱のため配信します")).closest("tr") as HTMLElement;
    expect(within(row).getByText("配信しました")).toBeTruthy();
    expect(within(row).getByText("震度５弱")).toBeTruthy();
    expect(within(row).getByText("2026/04/01 12:00")).toBeTruthy();
  });

  it("disables saving on a reference-only menu", async () => {
    api();
    renderMenuScreen("safety-auto", <SafetyAutoPage />, "/safety-auto", 1);
    const save = await screen.findByRole("button", { name: "保存" });
    expect(save.getAttribute("aria-disabled")).toBe("true");
  });
});
