// @vitest-environment jsdom
import type { SurveyDetail, SurveyListItem, TargetOptions } from "@gakumu/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { SurveyBuilderPage, SurveyResultsPage } from "./screens";

const B = "/app/api/v2/surveys";
const options: TargetOptions = {
  nodes: [{ divisionCd: "FUTSU", parentDivisionCd: "0", name: "普通科", depth: 1 }],
  grades: [],
  attributes: [],
  groups: [],
};
const item: SurveyListItem = {
  id: 4,
  title: "校外学習のアンケート",
  deadline: "2026-12-01T09:00:00.000Z",
  anonymous: false,
  open: true,
  recipientCount: 4,
  answeredCount: 3,
  answerRate: 75,
  sentAt: "2026-11-20T00:00:00.000Z",
};
const detail: SurveyDetail = {
  ...item,
  bodyHtml: "<p>説明</p>",
  questions: [
    { key: "join", answerType: "YES_NO", label: "参加しますか", required: true },
    { key: "days", answerType: "SELECT_MULTI", label: "参加できる日", required: false },
  ],
};
const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };

describe("survey screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("builds a survey: choices one per line, the deadline in Japan time, sent after confirming", async () => {
    const calls = fakeApi({
      [`GET ${B}/target-options`]: [200, options],
      [`GET ${B}`]: [200, emptyPage],
      [`POST ${B}/target-count`]: [200, { count: 38 }],
      [`POST ${B}`]: [201, { id: 9, status: 2, recipientCount: 38 }],
    });
    renderMenuScreen("survey", <SurveyBuilderPage />);
    fireEvent.change(await screen.findByLabelText(/^タイトル/), { target: { value: "校外学習" } });
    fireEvent.change(screen.getByLabelText(/^回答期限/), { target: { value: "2026-12-01T18:00" } });
    fireEvent.change(screen.getByLabelText(/^質問文/), { target: { value: "昼食" } });
    fireEvent.change(screen.getByLabelText("選択肢（1行に1つ）"), { target: { value: "弁当\n\n給食 " } });
    fireEvent.click(screen.getByRole("button", { name: "アンケートを送信する" }));
    expect(await screen.findByText("38人にアンケートを送信します。よろしいですか？")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "はい" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.path === B)).toBe(true));
    const body = calls.find((c) => c.method === "POST" && c.path === B)!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: "校外学習",
      deadline: "2026-12-01T18:00:00+09:00",
      anonymous: false,
      questions: [{ answerType: "SELECT_SINGLE", label: "昼食", choices: ["弁当", "給食"], condition: null }],
    });
  });

  it("shows the server's message under the question it is about", async () => {
    fakeApi({
      [`GET ${B}/target-options`]: [200, options],
      [`GET ${B}`]: [200, emptyPage],
      [`POST ${B}/target-count`]: [200, { count: 1 }],
      [`POST ${B}`]: [
        400,
        {
          code: "VALIDATION_ERROR",
          message: "入力内容に誤りがあります",
          details: [{ path: "questions.0.choices", message: "「昼食」の選択肢を2つ以上入力してください" }],
        },
      ],
    });
    renderMenuScreen("survey", <SurveyBuilderPage />);
    fireEvent.change(await screen.findByLabelText(/^質問文/), { target: { value: "昼食" } });
    fireEvent.click(screen.getByRole("button", { name: "アンケートを送信する" }));
    fireEvent.click(await screen.findByRole("button", { name: "はい" }));
    expect(await screen.findByText("「昼食」の選択肢を2つ以上入力してください")).toBeTruthy();
  });

  it("disables sending on a reference-only menu", async () => {
    fakeApi({ [`GET ${B}/target-options`]: [200, options], [`GET ${B}`]: [200, emptyPage] });
    renderMenuScreen("survey", <SurveyBuilderPage />, "/survey", 1);
    const send = await screen.findByRole("button", { name: "アンケートを送信する" });
    expect(send.getAttribute("aria-disabled")).toBe("true");
  });

  it("lists answer rates in yyyy/MM/dd HH:mm and opens a survey's answers", async () => {
    fakeApi({
      [`GET ${B}/results`]: [200, { items: [item], total: 1, page: 1, pageSize: 20 }],
      [`GET ${B}/results/4`]: [200, detail],
      [`GET ${B}/results/4/answers`]: [
        200,
        {
          items: [
            {
              recipientId: 1,
              name: "生徒　A1",
              memberNo: "A1",
              placement: "普通科 ／ 1年",
              answeredAt: "2026-11-21T03:00:00.000Z",
              answers: { join: "はい", days: "月、水" },
            },
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        },
      ],
    });
    renderMenuScreen("survey-result", <SurveyResultsPage />);
    const row = (await screen.findByText("校外学習のアンケート")).closest("tr") as HTMLElement;
    expect(within(row).getByText("75%（3/4）")).toBeTruthy();
    expect(within(row).getByText("2026/12/01 18:00")).toBeTruthy();
    expect(within(row).getByText("受付中")).toBeTruthy();
    fireEvent.click(within(row).getByText("校外学習のアンケート"));
    expect(await screen.findByText(/生徒.A1/)).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "参加できる日" })).toBeTruthy();
    expect(screen.getByText("月、水")).toBeTruthy();
  });
});
