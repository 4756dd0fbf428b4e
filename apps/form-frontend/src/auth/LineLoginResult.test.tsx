// @vitest-environment jsdom
import { notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formSession } from "../session/form-session";
import { apiError, stubFetch } from "../test/fetch-stub";
import { linkedSession, renderApp } from "../test/render-app";

const toasts = vi.spyOn(notifications, "show");
afterEach(() => toasts.mockClear());
const toastList = () =>
  toasts.mock.calls.map((c) => c[0] as { title: string; message: string; color: string });

const ME = "/app/form-api/form-user/me";
const lineUser = { formUserId: 9, loginId: null, lineDisplayName: "LINE花子" };

describe("coming back from LINE Login", () => {
  it("says why it failed, and takes the marker off the URL", async () => {
    stubFetch([{ path: ME, ...apiError(401, "UNAUTHENTICATED", "x") }]);
    const message = encodeURIComponent("LINEログインがキャンセルされました。");
    const { memoryHistory } = renderApp(`/12/answer?lineLoginError=${message}`, linkedSession());
    await waitFor(() =>
      expect(toastList()[0]).toMatchObject({
        title: "エラー",
        message: "LINEログインがキャンセルされました。",
      }),
    );
    expect(memoryHistory.location.search).toBe("");
  });

  it("never shows a message it does not know (a crafted link)", async () => {
    stubFetch([{ path: ME, ...apiError(401, "UNAUTHENTICATED", "x") }]);
    renderApp(
      `/mypage?lineLoginError=${encodeURIComponent("至急 0120-000-000 へお電話ください")}`,
      linkedSession(),
    );
    await waitFor(() =>
      expect(toastList()[0]?.message).toBe(
        "LINEログインに失敗しました。しばらくしてから再度お試しください。",
      ),
    );
  });

  it("logs in and routes into the form by the answer's status (spec §4)", async () => {
    stubFetch([
      { path: ME, body: { ...lineUser, name: "", nameKana: "", telNo: "", lastLoginAt: null, version: 1 } },
      {
        path: "/app/form-api/form-answer/get-form-by-form-cd",
        body: { formId: 12, answer: { answerStatus: 1 } },
      },
    ]);
    const { memoryHistory } = renderApp("/12/answer?lineLogin=done", linkedSession());
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/12/answered"));
    expect(formSession.get()).toMatchObject({ login: true, formUser: lineUser });
    expect((await screen.findByTestId("form-user-name")).textContent).toBe("LINE花子さん");
    expect(toastList().map((t) => t.message)).toContain("ログインしました。");
  });
});
