// @vitest-environment jsdom
import { publicForm } from "@gakumu/form-view/test/form-fixtures";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResolvedAccessKey } from "../../api/form-api";
import { formSession } from "../../session/form-session";
import { currentAnswer } from "../../test/answer-stubs";
import { apiError, stubFetch } from "../../test/fetch-stub";
import { linkedSession, loggedInProfile, loggedInUser, renderApp } from "../../test/render-app";

const KEY = "KEY-abcdefghijklmnopqrstuvwxyz012345";
const RESOLVE = "/app/form-api/access-key/resolve";

// What the route answers (all fields: its response schema sends every one).
const resolved: ResolvedAccessKey = {
  organization: { name: "学務高等学校", organizationCd: "gakumu-high", processMode: 2 },
  form: {
    formId: 12,
    formCd: "F0012",
    formType: "APPLICATION",
    title: "2026年度 入学願書",
    loginRequired: 0,
    accountRegistrationRequired: false,
    reception: "OPEN",
  },
  accessKey: { dataType: "FORM", expiresAt: null, inviteeName: null, inviteeMailAddress: null },
  route: "/12/answer",
  senderMailAddress: "",
  analytics: { ga4Ids: [], gtmIds: [] },
};

describe("/redirect (spec §2.2)", () => {
  it("checks the key, stores the §3.1 session and opens the answer screen", async () => {
    const server = stubFetch([
      { path: RESOLVE, body: resolved },
      {
        path: "/app/form-api/form-definition",
        body: publicForm([], { senderMailAddress: "nyushi@gakumu.example.jp" }),
      },
    ]);
    const { memoryHistory } = renderApp(`/redirect?accessKey=${KEY}`);
    expect(await screen.findByRole("heading", { level: 1, name: "2026年度 入学願書" })).toBeTruthy();
    expect(memoryHistory.location.pathname).toBe("/12/answer");
    expect(server.to(RESOLVE)[0]?.headers["x-access-key"]).toBe(KEY);
    expect(formSession.get()).toMatchObject({
      accessKey: KEY,
      processMode: 2,
      organizationCd: "gakumu-high",
      formCd: "F0012",
      loginPage: "form",
      form: { formId: 12, title: "2026年度 入学願書" },
    });
    expect(screen.getByTestId("organization-name").textContent).toBe("学務高等学校");
    await waitFor(() => expect(formSession.get().senderMailAddress).toBe("nyushi@gakumu.example.jp"));
  });

  it.each([
    ["FORM_ACCESS_KEY_IS_NOT_VALID", "アクセスキーが正しくありません。"],
    ["FORM_ACCESS_KEY_IS_EXPIRED", "アクセスキーの有効期限が切れています。"],
  ])("%s leads to /not-found", async (code, message) => {
    stubFetch([{ path: RESOLVE, ...apiError(403, code, message) }]);
    const { memoryHistory } = renderApp(`/redirect?accessKey=${KEY}`);
    expect(await screen.findByText(/アクセスキーが存在しないか、有効期限が切れています。/)).toBeTruthy();
    expect(memoryHistory.location.pathname).toBe("/not-found");
  });

  it("without a key goes to /not-found without asking the server", async () => {
    const server = stubFetch([]);
    const { memoryHistory } = renderApp("/redirect");
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/not-found"));
    expect(server.calls).toHaveLength(0);
  });

  it("explains any other refusal with the server's message", async () => {
    stubFetch([{ path: RESOLVE, ...apiError(404, "NOT_FOUND", "このフォームは現在公開されていません。") }]);
    renderApp(`/redirect?accessKey=${KEY}`);
    expect(await screen.findByText("このフォームは現在公開されていません。")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "フォームを開けません" })).toBeTruthy();
  });

  it("sends a logged-in user with a sent answer to the answered screen (spec §4)", async () => {
    formSession.set(linkedSession({ login: true, formUser: loggedInUser, form: null }));
    const server = stubFetch([
      { path: RESOLVE, body: resolved },
      {
        path: "/app/form-api/form-answer/get-form-by-form-cd",
        body: { formId: 12, answer: { answerStatus: 1 } },
      },
      { path: "/app/form-api/form-user/me", body: loggedInProfile },
      { ...currentAnswer({ answerStatus: 1, receiptNo: 3 }) },
    ]);
    const { memoryHistory } = renderApp(`/redirect?accessKey=${KEY}`);
    expect(await screen.findByRole("heading", { name: "回答済みです" }, { timeout: 5000 })).toBeTruthy();
    expect(memoryHistory.location.pathname).toBe("/12/answered");
    expect(server.to("/app/form-api/form-answer/get-form-by-form-cd")[0]?.query.get("formUserId")).toBe("7");
    expect(formSession.get().form?.answer).toEqual({ answerStatus: 1 });
  });

  it("takes a password-reset key to the reset screen with its reset id", async () => {
    stubFetch([{ path: RESOLVE, body: { ...resolved, route: "/password-reset" } }]);
    const { memoryHistory } = renderApp(`/redirect?accessKey=${KEY}&resetId=R1`);
    expect(await screen.findByRole("heading", { name: "パスワードの再設定" })).toBeTruthy();
    expect(memoryHistory.location.search).toBe(`?accessKey=${KEY}&resetId=R1`);
  });
});
