// @vitest-environment jsdom
import type { SurveyAnswerView } from "@gakumu/domain/surveys/survey-api";
import { type SurveyQuestion, surveyQuestionItem } from "@gakumu/domain/surveys/survey-questions";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../test/fetch-stub";
import { API, inboxMessage, ME_OK, renderApp } from "../../test/render-app";

const UNREAD = { path: `${API}/inbox/unread-count`, body: { count: 0 } };

const question = (
  q: Partial<SurveyQuestion> & Pick<SurveyQuestion, "key" | "answerType" | "label">,
): SurveyQuestion => ({
  helpText: "",
  required: false,
  choices: [],
  fileTypes: [],
  maxFileSizeMb: null,
  divisionDepth: null,
  condition: null,
  ...q,
});

const QUESTIONS = [
  question({ key: "join", answerType: "YES_NO", label: "参加しますか", required: true }),
  question({
    key: "reason",
    answerType: "TEXT_MULTI",
    label: "参加しない理由",
    required: true,
    condition: { questionKey: "join", value: "いいえ" },
  }),
  question({ key: "allergy", answerType: "ARI_NASHI", label: "アレルギー" }),
];

const view = (over: Partial<SurveyAnswerView> = {}): SurveyAnswerView => ({
  organizationName: "さくら高等学校",
  title: "校外学習のアンケート",
  bodyHtml: "<p>12月の校外学習について</p>",
  deadline: "2026-12-01T09:00:00.000Z",
  anonymous: false,
  open: true,
  form: {
    sections: [{ sectionId: 1, title: "", items: QUESTIONS.map((q, i) => surveyQuestionItem(q, i + 1)) }],
  },
  answer: null,
  answeredAt: null,
  ...over,
});

describe("a survey in the member app", () => {
  it("shows a conditional question once its condition holds and sends the answers", async () => {
    const api = stubFetch([
      ME_OK,
      UNREAD,
      { path: `${API}/surveys/7`, body: view() },
      {
        method: "PUT",
        path: `${API}/surveys/7/answer`,
        body: view({ answer: { join: "いいえ", reason: "用事" }, answeredAt: "2026-11-20T01:00:00.000Z" }),
      },
    ]);
    renderApp("/surveys/7");
    expect(await screen.findByRole("heading", { level: 1, name: "校外学習のアンケート" })).toBeTruthy();
    expect(screen.getByText("回答期限：2026/12/01 18:00")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "あり" })).toBeTruthy();
    expect(screen.queryByLabelText(/参加しない理由/)).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "いいえ" }));
    await userEvent.type(await screen.findByLabelText(/参加しない理由/), "用事");
    await userEvent.click(screen.getByRole("button", { name: "回答を送信する" }));
    expect(await screen.findByText(/回答済みです。回答期限までは変更できます。/)).toBeTruthy();
    const [call] = api.to(`${API}/surveys/7/answer`, "PUT");
    expect(call?.json).toEqual({ answers: { join: "いいえ", reason: "用事" } });
    expect(screen.getByRole("button", { name: "回答を変更する" })).toBeTruthy();
  });

  it("shows the server's Japanese refusal naming the question", async () => {
    stubFetch([
      ME_OK,
      UNREAD,
      { path: `${API}/surveys/7`, body: view() },
      {
        method: "PUT",
        path: `${API}/surveys/7/answer`,
        status: 400,
        body: { code: "VALIDATION_ERROR", message: "「参加しますか」：選択してください" },
      },
    ]);
    renderApp("/surveys/7");
    await userEvent.click(await screen.findByRole("button", { name: "回答を送信する" }));
    // By its text: the previous test's success toast may still be on screen as another alert.
    expect(await screen.findByText("「参加しますか」：選択してください")).toBeTruthy();
  });

  it("after the deadline shows the saved answer read-only with the reason, without a send button", async () => {
    stubFetch([
      ME_OK,
      UNREAD,
      {
        path: `${API}/surveys/7`,
        body: view({ open: false, answer: { join: "はい" }, answeredAt: "2026-11-20T01:00:00.000Z" }),
      },
    ]);
    renderApp("/surveys/7");
    expect(
      await screen.findByText("このアンケートは回答期限を過ぎたため、回答の登録・変更はできません。"),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /回答を/ })).toBeNull();
  });

  it("opens the answer screen from the inbox message of a survey", async () => {
    stubFetch([
      ME_OK,
      UNREAD,
      {
        path: `${API}/inbox/7`,
        body: inboxMessage({ deliveryId: 7, kind: 3, title: "校外学習のアンケート" }),
      },
      { path: `${API}/surveys/7`, body: view() },
    ]);
    renderApp("/messages/7");
    expect(await screen.findByRole("radio", { name: "はい" })).toBeTruthy();
  });
});
