// @vitest-environment jsdom
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentAnswer, DEFINITION, ME_OK, NO_ANSWER, PATHS } from "../../test/answer-stubs";
import { apiError, stubFetch, stubRoute } from "../../test/fetch-stub";
import { fill } from "../../test/fill";
import { linkedSession, loggedInUser, renderApp } from "../../test/render-app";

const toasts = vi.spyOn(notifications, "show");
afterEach(() => toasts.mockClear());
const toastMessages = () => toasts.mock.calls.map((c) => (c[0] as { message: string }).message);

const KEPT = "gakumu.form-answer-input.12";
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const loggedIn = () => linkedSession({ login: true, formUser: loggedInUser });
const nameBox = () => screen.findByRole("textbox", { name: "氏名 必須" }) as Promise<HTMLInputElement>;
const DRAFT = stubRoute({
  method: "PUT",
  path: PATHS.draft,
  body: { answerId: 5, version: 1, savedAt: "2026-02-01T00:00:00Z" },
});
const SUBMIT = stubRoute({
  method: "POST",
  path: PATHS.submit,
  body: { answerId: 5, answerStatus: 1, receiptNo: 1024, version: 2, mailQueued: true },
});

describe("answering (issue 5 item 6)", () => {
  it("answer → draft → reload restores → confirm → submit → complete", async () => {
    const server = stubFetch([ME_OK, DEFINITION, NO_ANSWER, DRAFT, SUBMIT]);
    const first = renderApp("/12/answer", loggedIn());
    fill(await nameBox(), "山田 花子");
    fireEvent.click(screen.getByRole("button", { name: "一時保存" }));
    await waitFor(() => expect(server.to(PATHS.draft, "PUT")).toHaveLength(1));
    expect(server.to(PATHS.draft)[0]?.json).toMatchObject({
      formId: 12,
      values: { name: "山田 花子" },
      formUserId: 7,
      organizationCd: "gakumu-high",
      formCd: "F0012",
    });
    expect(server.to(PATHS.draft)[0]?.headers["x-access-key"]).toBe("KEY-abcdefghijklmnopqrstuvwxyz012345");
    await waitFor(() => expect(toastMessages()).toContain("一時保存しました。"));

    // The tab is reloaded: the typed input comes back from the device, over the saved draft.
    fill(await nameBox(), "山田 花子（続き）");
    first.unmount();
    expect(JSON.parse(localStorage.getItem(KEPT) ?? "{}").values).toEqual({ name: "山田 花子（続き）" });
    const again = stubFetch([ME_OK, DEFINITION, currentAnswer({ values: { name: "山田 花子" } }), SUBMIT]);
    const { memoryHistory } = renderApp("/12/answer", loggedIn());
    expect(await screen.findByText("前回入力途中の内容を復元しました。")).toBeTruthy();
    expect((await nameBox()).value).toBe("山田 花子（続き）");

    fireEvent.click(screen.getByRole("button", { name: "確認画面へ" }));
    expect(await screen.findByRole("heading", { level: 2, name: "入力内容の確認" })).toBeTruthy();
    expect(memoryHistory.location.pathname).toBe("/12/answer-confirm");
    expect(screen.getByText("山田 花子（続き）")).toBeTruthy();
    expect(screen.queryByText("その他の内容")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "送信する" }));
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/12/answer-complete"));
    const sent = again.to(PATHS.submit)[0]?.json as Record<string, unknown>;
    expect(sent).toMatchObject({
      formId: 12,
      version: 1,
      values: { name: "山田 花子（続き）", route: null, doc: null },
    });
    expect(sent.submissionToken).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screen.findByTestId("receipt-no")).textContent).toBe("1024");
    expect(screen.getByText(/nyushi@gakumu\.example\.jp から回答完了メールを送信しました/)).toBeTruthy();
    expect(toastMessages()).toContain("回答を送信しました。");
    expect(localStorage.getItem(KEPT)).toBeNull();
  });

  it("checks with the domain's rules before the confirmation and lists the problems", async () => {
    stubFetch([ME_OK, DEFINITION, NO_ANSWER]);
    const { memoryHistory } = renderApp("/12/answer", loggedIn());
    await nameBox();
    fireEvent.click(screen.getByRole("button", { name: "確認画面へ" }));
    const summary = await screen.findByTestId("error-summary");
    expect(within(summary).getByText("入力内容に誤りがあります（1件）")).toBeTruthy();
    expect(within(summary).getByRole("link", { name: "氏名：入力してください" })).toBeTruthy();
    const name = await nameBox();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(memoryHistory.location.pathname).toBe("/12/answer");
    fireEvent.click(within(summary).getByRole("link", { name: "氏名：入力してください" }));
    expect(document.activeElement).toBe(name);
    fill(name, "山田");
    await waitFor(() => expect(screen.queryByTestId("error-summary")).toBeNull());
  });

  it("brings the server's 400 issues back to their items, input kept", async () => {
    stubFetch([
      ME_OK,
      DEFINITION,
      NO_ANSWER,
      {
        method: "POST",
        path: PATHS.submit,
        status: 400,
        body: {
          code: "VALIDATION_ERROR",
          message: "入力内容に誤りがあります。（氏名: 使用できない文字が含まれています）",
          details: [{ path: "values.name", message: "使用できない文字が含まれています" }],
        },
      },
    ]);
    const { memoryHistory } = renderApp("/12/answer", loggedIn());
    fill(await nameBox(), "山田 花子");
    fireEvent.click(screen.getByRole("button", { name: "確認画面へ" }));
    fireEvent.click(await screen.findByRole("button", { name: "送信する" }));
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/12/answer"));
    const name = await nameBox();
    expect(name.value).toBe("山田 花子");
    expect(screen.getAllByText("使用できない文字が含まれています").length).toBeGreaterThan(0);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(localStorage.getItem(KEPT)).toContain("山田 花子");
  });

  it("keeps the input when sending fails for another reason (deadline passed)", async () => {
    stubFetch([
      ME_OK,
      DEFINITION,
      NO_ANSWER,
      { method: "POST", path: PATHS.submit, ...apiError(409, "FORM_CLOSED", "回答期間が終了しました。") },
    ]);
    const { memoryHistory } = renderApp("/12/answer", loggedIn());
    fill(await nameBox(), "山田");
    fireEvent.click(screen.getByRole("button", { name: "確認画面へ" }));
    fireEvent.click(await screen.findByRole("button", { name: "送信する" }));
    await waitFor(() => expect(toastMessages()).toContain("回答期間が終了しました。"));
    expect(memoryHistory.location.pathname).toBe("/12/answer-confirm");
    expect(localStorage.getItem(KEPT)).toContain("山田");
  });

  it("shows an item only while its condition holds, and sends only what is shown", async () => {
    stubFetch([ME_OK, DEFINITION, NO_ANSWER]);
    renderApp("/12/answer", loggedIn());
    fill(await nameBox(), "山田");
    expect(screen.queryByLabelText("その他の内容")).toBeNull();
    fireEvent.click(screen.getByLabelText("その他"));
    fill(await screen.findByLabelText("その他の内容"), "友人の紹介");
    fireEvent.click(screen.getByLabelText("ウェブサイト"));
    await waitFor(() => expect(screen.queryByLabelText("その他の内容")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "確認画面へ" }));
    await screen.findByRole("heading", { level: 2, name: "入力内容の確認" });
    expect(screen.getByText("ウェブサイト")).toBeTruthy();
    expect(screen.queryByText("友人の紹介")).toBeNull();
  });

  it("uploads a file through the form helper and can remove it again", async () => {
    const server = stubFetch([
      ME_OK,
      DEFINITION,
      NO_ANSWER,
      {
        method: "POST",
        path: PATHS.upload,
        body: {
          files: [
            { fileId: "f-1", fileName: "調査書.pdf", mimeType: "application/pdf", size: 3, status: "ADD" },
          ],
        },
      },
    ]);
    renderApp("/12/answer", loggedIn());
    await nameBox();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(["pdf"], "調査書.pdf", { type: "application/pdf" })] },
    });
    expect(await screen.findByText("調査書.pdf")).toBeTruthy();
    const body = server.to(PATHS.upload)[0]?.body as FormData;
    expect(JSON.parse(await readText(body.get("data") as Blob))).toMatchObject({
      formId: 12,
      itemKey: "doc",
    });
    expect((body.get("files") as File).name).toBe("調査書.pdf");
    await waitFor(() => expect(localStorage.getItem(KEPT)).toContain("f-1"));
    fireEvent.click(screen.getByRole("button", { name: "調査書.pdfを削除" }));
    expect(await screen.findByText("ファイルは選択されていません")).toBeTruthy();
  });
});
