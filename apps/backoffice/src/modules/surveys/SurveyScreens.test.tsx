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
  status: 1,
  reservedAt: null,
  cancelable: false,
};
/** Reserved for 2026/12/01 07:00 Japan time, not started yet. */
const reserved: SurveyListItem = {
  ...item,
  id: 7,
  title: "面談日程のアンケート",
  open: false,
  answeredCount: 0,
  answerRate: 0,
  status: 2,
  reservedAt: "2026-11-30T22:00:00.000Z",
  sentAt: "2026-11-30T22:00:00.000Z",
  cancelable: true,
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

  it("reserves the sending time: 送信日時を予約する, confirmed with the time, sent as Japan time", async () => {
    const calls = fakeApi({
      [`GET ${B}/target-options`]: [200, options],
      [`GET ${B}`]: [200, emptyPage],
      [`POST ${B}/target-count`]: [200, { count: 38 }],
      [`POST ${B}`]: [201, { id: 9, status: 2, recipientCount: 38 }],
    });
    renderMenuScreen("survey", <SurveyBuilderPage />);
    fireEvent.change(await screen.findByLabelText(/^タイトル/), { target: { value: "面談日程" } });
    fireEvent.change(screen.getByLabelText(/^回答期限/), { target: { value: "2030-01-20T18:00" } });
    fireEvent.change(screen.getByLabelText(/^質問文/), { target: { value: "希望日" } });
    fireEvent.change(screen.getByLabelText("選択肢（1行に1つ）"), { target: { value: "月\n火" } });
    expect(screen.queryByLabelText(/^送信日時(?!を)/)).toBeNull();
    fireEvent.click(screen.getByLabelText("送信日時を予約する"));
    // Checked with no time: the builder asks for one before any call.
    fireEvent.click(screen.getByRole("button", { name: "送信を予約する" }));
    expect(await screen.findByText("送信日時を入力してください")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^送信日時(?!を)/), { target: { value: "2030-01-10T07:00" } });
    fireEvent.click(screen.getByRole("button", { name: "送信を予約する" }));
    expect(
      await screen.findByText("2030/01/10 07:00 に38人へアンケートを送信する予約をします。よろしいですか？"),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "はい" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.path === B)).toBe(true));
    const body = calls.find((c) => c.method === "POST" && c.path === B)!.body as Record<string, unknown>;
    expect(body).toMatchObject({ deadline: "2030-01-20T18:00:00+09:00", reservedAt: "2030-01-10 07:00" });
    expect(await screen.findByText("アンケートの送信を予約しました")).toBeTruthy();
  });

  it("lists a reservation as 送信待ち（予約） with its time and cancels it after confirming", async () => {
    const calls = fakeApi({
      [`GET ${B}/target-options`]: [200, options],
      [`GET ${B}`]: [200, { items: [reserved, item], total: 2, page: 1, pageSize: 20 }],
      [`POST ${B}/7/cancel`]: [
        200,
        { ...reserved, status: 3, cancelable: false, bodyHtml: "<p>説明</p>", questions: [] },
      ],
    });
    renderMenuScreen("survey", <SurveyBuilderPage />);
    const row = (await screen.findByText("面談日程のアンケート")).closest("tr") as HTMLElement;
    expect(within(row).getByText("送信待ち（予約）")).toBeTruthy();
    expect(within(row).getByText("2026/12/01 07:00")).toBeTruthy();
    expect(within(row).getByText("予約送信")).toBeTruthy();
    expect(within(row).queryByRole("button", { name: "未回答者に再送" })).toBeNull();
    // A sent survey has no cancel.
    const sent = screen.getByText("校外学習のアンケート").closest("tr") as HTMLElement;
    expect(within(sent).queryByRole("button", { name: "予約を取り消す" })).toBeNull();
    fireEvent.click(within(row).getByRole("button", { name: "予約を取り消す" }));
    expect(
      await screen.findByText(
        "「面談日程のアンケート」の送信予約を取り消します。取り消したアンケートは送信されず、回答も受け付けません。よろしいですか？",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "はい" }));
    await waitFor(() => expect(calls.some((c) => c.path === `${B}/7/cancel`)).toBe(true));
    expect(await screen.findByText("送信予約を取り消しました")).toBeTruthy();
  });

  it("shows 取消 for a canceled reservation and the server's 409 when sending already started", async () => {
    const message = "送信が開始されたため、取り消せません。";
    fakeApi({
      [`GET ${B}/target-options`]: [200, options],
      [`GET ${B}`]: [
        200,
        {
          items: [reserved, { ...reserved, id: 8, title: "取り消した調査", status: 3, cancelable: false }],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      ],
      [`POST ${B}/7/cancel`]: [409, { code: "CONFLICT", message }],
    });
    renderMenuScreen("survey", <SurveyBuilderPage />);
    const canceled = (await screen.findByText("取り消した調査")).closest("tr") as HTMLElement;
    expect(within(canceled).getByText("取消")).toBeTruthy();
    expect(within(canceled).queryAllByRole("button")).toHaveLength(0);
    const row = screen.getByText("面談日程のアンケート").closest("tr") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "予約を取り消す" }));
    fireEvent.click(await screen.findByRole("button", { name: "はい" }));
    expect(await screen.findByText(message)).toBeTruthy();
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
