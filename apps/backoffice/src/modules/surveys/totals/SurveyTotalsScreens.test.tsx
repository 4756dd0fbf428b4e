// @vitest-environment jsdom
import type { SurveyCrossTab, SurveyDetail, SurveyGroupItem, SurveyTotals } from "@gakumu/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../../test/fake-api.testing";
import { SurveyGroupPage, SurveyResultsPage, TotallingSurveyPage } from "../screens";

const B = "/app/api/v2/surveys";
const item = {
  id: 4,
  title: "校外学習のアンケート",
  deadline: "2026-12-01T09:00:00.000Z",
  anonymous: false,
  open: true,
  recipientCount: 4,
  answeredCount: 3,
  answerRate: 75,
  sentAt: "2026-11-20T00:00:00.000Z",
  status: 1 as const,
  reservedAt: null,
  cancelable: false,
};
const detail: SurveyDetail = {
  ...item,
  bodyHtml: "<p>説明</p>",
  questions: [{ key: "join", answerType: "YES_NO", label: "参加しますか", required: true }],
};
const totals: SurveyTotals = {
  surveyId: 4,
  title: item.title,
  anonymous: false,
  recipients: 4,
  answered: 3,
  rate: 75,
  classLevel: 3,
  byClass: [{ value: "F1A", label: "普通科 ／ 1年 ／ A組", recipients: 4, answered: 3, rate: 75 }],
  byGrade: [{ value: "1", label: "1年", recipients: 4, answered: 3, rate: 75 }],
  questions: [
    {
      key: "join",
      label: "参加しますか",
      answerType: "YES_NO",
      respondents: 3,
      buckets: [
        { value: "はい", label: "はい", count: 2, percent: 66.7 },
        { value: "いいえ", label: "いいえ", count: 1, percent: 33.3 },
      ],
      earliest: null,
      latest: null,
    },
    {
      key: "note",
      label: "連絡事項",
      answerType: "TEXT_MULTI",
      respondents: 1,
      buckets: [],
      earliest: null,
      latest: null,
    },
  ],
  dimensions: [
    { value: "level:3", label: "所属（第3階層）" },
    { value: "grade", label: "学年" },
  ],
};
const cross: SurveyCrossTab = {
  question: { key: "join", label: "参加しますか" },
  byLabel: "所属（第3階層）",
  rows: [
    { value: "はい", label: "はい" },
    { value: "いいえ", label: "いいえ" },
  ],
  columns: [{ value: "F1A", label: "普通科 ／ 1年 ／ A組" }],
  counts: [[2], [1]],
  columnRespondents: [3],
  rowTotals: [2, 1],
  respondents: 3,
};
const texts = {
  items: [
    {
      id: 7,
      answeredAt: "2026-11-21T03:00:00.000Z",
      text: "バスで行きます",
      name: "生徒　A1",
      placement: "普通科 ／ 1年 ／ A組",
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};

describe("survey totals screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows 集計 with charts, the cross table by class, free text, and sends the filter with every call", async () => {
    const calls = fakeApi({
      [`GET ${B}/results`]: [200, { items: [item], total: 1, page: 1, pageSize: 20 }],
      [`GET ${B}/results/4`]: [200, detail],
      [`GET ${B}/results/4/answers`]: [200, { items: [], total: 0, page: 1, pageSize: 50 }],
      [`GET ${B}/results/4/totals`]: [200, totals],
      [`GET ${B}/results/4/cross`]: [200, cross],
      [`GET ${B}/results/4/texts`]: [200, texts],
    });
    renderMenuScreen("survey-result", <SurveyResultsPage />);
    fireEvent.click(await screen.findByText("校外学習のアンケート"));
    fireEvent.click(await screen.findByRole("tab", { name: "集計" }));
    expect(await screen.findByText("回答 3人 ／ 対象 4人")).toBeTruthy();
    const question = screen.getByRole("region", { name: "参加しますか" });
    expect(within(question).getByText(/^問1.参加しますか$/)).toBeTruthy();
    expect(within(question).getByText("66.7%")).toBeTruthy();
    const table = await screen.findByRole("table", { name: "クロス集計" });
    // The class column and the total column: 2 of 3 respondents.
    expect(within(table).getAllByText("2（66.7%）")).toHaveLength(2);
    expect(within(table).getByRole("columnheader", { name: "普通科 ／ 1年 ／ A組" })).toBeTruthy();
    const firstCross = calls.find((c) => c.path === `${B}/results/4/cross`)!;
    expect(firstCross.query.get("question")).toBe("join");
    expect(firstCross.query.get("by")).toBe("level:3");
    expect(await screen.findByText("バスで行きます")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("回答日（から）"), { target: { value: "2026-11-05" } });
    await waitFor(() =>
      expect(
        ["totals", "cross", "texts"].every((view) =>
          calls.some((c) => c.path === `${B}/results/4/${view}` && c.query.get("from") === "2026-11-05"),
        ),
      ).toBe(true),
    );
  });

  it("lists survey groups and opens アンケート集計 with the group's answer rates", async () => {
    const group: SurveyGroupItem = {
      id: 2,
      name: "2学期のアンケート",
      version: 1,
      surveys: [{ ...item, answeredCount: 3 }],
      updatedAt: "2026-11-22T01:00:00.000Z",
    };
    const calls = fakeApi({
      [`GET ${B}/groups`]: [200, { items: [group] }],
      [`GET ${B}/groups/candidates`]: [200, { items: [item] }],
      [`POST ${B}/groups`]: [201, group],
      [`GET ${B}/totalling/4/totals`]: [200, totals],
      [`GET ${B}/totalling/4/cross`]: [200, cross],
      [`GET ${B}/totalling/4/texts`]: [200, texts],
    });
    renderMenuScreen("survey-group", <SurveyGroupPage />);
    const row = (await screen.findByText("2学期のアンケート")).closest("tr") as HTMLElement;
    expect(within(row).getByText("2026/11/22 10:00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "グループを作成" }));
    fireEvent.change(await screen.findByLabelText(/^グループ名/), { target: { value: "行事" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    // Nothing chosen: the server refuses; the screen sends what was entered.
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === `${B}/groups`)).toBe(true),
    );
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({ name: "行事", surveyIds: [] });
    cleanup();

    renderMenuScreen("totalling-survey", <TotallingSurveyPage />);
    const rates = await screen.findByRole("region", { name: "回答率の比較" });
    expect(rates).toBeTruthy();
    const surveyRow = screen.getByText("75%（3/4）").closest("tr") as HTMLElement;
    fireEvent.click(within(surveyRow).getByRole("button", { name: "集計を見る" }));
    expect(await screen.findByText("回答 3人 ／ 対象 4人")).toBeTruthy();
    expect(calls.some((c) => c.path === `${B}/totalling/4/totals`)).toBe(true);
  });
});
