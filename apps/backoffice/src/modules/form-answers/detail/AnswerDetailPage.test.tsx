// @vitest-environment jsdom
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../../app/testing/render-menu-screen.testing";
import type { ApiCall } from "../../../test/fake-api.testing";
import { fakeApi } from "../../../test/fake-api.testing";
import { detail, FORM } from "../answers-test-kit.testing";
import { FormAnswerPages } from "../FormAnswerPages";

const DETAIL = "GET /app/api/v2/form/12/answers/41";
const FORM_CALL = "GET /app/api/v2/form/12/answer-form";
const STATUS = "POST /app/api/v2/form/12/answers/41/status";
const detailReads = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === "GET" && c.path.endsWith("/answers/41"));

describe("answer detail", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // Toasts live in Mantine's global store (5 shown at once): each test starts with none.
    notifications.clean();
  });

  it("shows the shown items in form order with their formatted values, files, applicant and history", async () => {
    fakeApi({ [DETAIL]: [200, detail()], [FORM_CALL]: [200, FORM] });
    renderMenuScreen("form-answer", <FormAnswerPages />, "/form-answer/12/41");
    expect(await screen.findByRole("heading", { name: "回答詳細（受付番号 7）" })).toBeTruthy();
    const answers = screen.getByRole("heading", { name: "回答内容" }).parentElement as HTMLElement;
    const labels = within(answers)
      .getAllByText(/^(氏名|志望学科|志望理由|顔写真|調査書)$/)
      .map((e) => e.textContent);
    expect(labels).toEqual(["氏名", "志望学科", "志望理由", "顔写真", "調査書"]);
    expect(within(answers).getByText("情報科")).toBeTruthy();
    expect(within(answers).getByText("プログラミングを学びたい")).toBeTruthy();
    const report = within(answers).getByRole("link", { name: /調査書\.pdf（512 B）/ });
    expect(report.getAttribute("href")).toBe("/app/api/v2/form/12/answers/41/files/f-report");
    const photo = answers.querySelector("img");
    expect(photo?.getAttribute("src")).toBe("/app/api/v2/form/12/answers/41/files/f-photo");
    expect(screen.getByText("サトウ ハナコ")).toBeTruthy();
    expect(screen.getByText("一時保存 → 回答済み")).toBeTruthy();
    expect(screen.getByText(/^2026\/04\/01 10:00・回答者$/)).toBeTruthy();
  });

  it("hides an item whose condition does not hold", async () => {
    fakeApi({
      [DETAIL]: [200, detail({ values: { name: "鈴木 一郎", course: "FUTSU" } })],
      [FORM_CALL]: [200, FORM],
    });
    renderMenuScreen("form-answer", <FormAnswerPages />, "/form-answer/12/41");
    expect(await screen.findByText("普通科")).toBeTruthy();
    expect(screen.queryByText("志望理由")).toBeNull();
  });

  it("fixes the answer with the version shown and reloads it", async () => {
    let fixed = false;
    const calls = fakeApi({
      [DETAIL]: () => [200, detail(fixed ? { answerStatus: 3, version: 5 } : {})],
      [FORM_CALL]: [200, FORM],
      [STATUS]: () => {
        fixed = true;
        // The route answers with the answer as it now is (the screen reloads it all the same).
        return [200, { ...detail({ answerStatus: 3, version: 5 }), mailQueued: false }];
      },
    });
    renderMenuScreen("form-answer", <FormAnswerPages />, "/form-answer/12/41");
    await screen.findByRole("heading", { name: "回答詳細（受付番号 7）" });
    fireEvent.click(screen.getByRole("button", { name: "確定" }));
    const dialog = await screen.findByRole("dialog", { name: "回答状況の変更" });
    expect(within(dialog).getByText("この回答を「確定」にします。よろしいですか？")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "確定" }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith("/status"))?.body).toMatchObject({ status: 3, version: 4 }),
    );
    expect(await screen.findByText("回答を「確定」にしました。")).toBeTruthy();
    // Fixed now: 確定 is no longer offered, going back to answered is.
    expect(await screen.findByRole("button", { name: "回答済みに戻す" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "確定" })).toBeNull();
  });

  it("requires a message to send back, and says it will be mailed", async () => {
    const calls = fakeApi({
      [DETAIL]: [200, detail()],
      [FORM_CALL]: [200, FORM],
      [STATUS]: [200, { ...detail({ answerStatus: 4 }), mailQueued: false }],
    });
    renderMenuScreen("form-answer", <FormAnswerPages />, "/form-answer/12/41");
    await screen.findByRole("heading", { name: "回答詳細（受付番号 7）" });
    fireEvent.click(screen.getByRole("button", { name: "差し戻し" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText("入力した内容は回答者にメールで送信され、回答画面にも表示されます。"),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "差し戻し" }));
    expect(await within(dialog).findByText("差し戻しの理由を入力してください")).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith("/status"))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/差し戻しの理由/), {
      target: { value: "写真を撮り直してください" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "差し戻し" }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith("/status"))?.body).toMatchObject({
        status: 4,
        message: "写真を撮り直してください",
        version: 4,
      }),
    );
    expect(await screen.findByText(/差し戻しのメールは送信されません/)).toBeTruthy();
  });

  it("on a stale version says another staff member changed it and loads the latest", async () => {
    const calls = fakeApi({
      [DETAIL]: [200, detail()],
      [FORM_CALL]: [200, FORM],
      [STATUS]: [409, { code: "CONFLICT", message: "他のユーザーが更新しました。" }],
    });
    renderMenuScreen("form-answer", <FormAnswerPages />, "/form-answer/12/41");
    await screen.findByRole("heading", { name: "回答詳細（受付番号 7）" });
    expect(detailReads(calls)).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "取消" }));
    expect(
      await screen.findByText(
        "他の職員がこの回答を更新しました。最新の内容を読み込みました。もう一度操作してください。",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(detailReads(calls).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("disables every change for a reference-only user", async () => {
    fakeApi({ [DETAIL]: [200, detail()], [FORM_CALL]: [200, FORM] });
    renderMenuScreen("form-answer", <FormAnswerPages />, "/form-answer/12/41", 1);
    await screen.findByRole("heading", { name: "回答詳細（受付番号 7）" });
    for (const name of ["確定", "差し戻し", "取消", "修正"])
      expect(screen.getByRole("button", { name }).getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "確定" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("corrects the answer in the applicant's fields with the form's checks and the version read", async () => {
    const calls = fakeApi({
      [DETAIL]: [200, detail()],
      [FORM_CALL]: [200, FORM],
      "PUT /app/api/v2/form/12/answers/41": [200, detail({ version: 5 })],
    });
    renderMenuScreen("form-answer", <FormAnswerPages />, "/form-answer/12/41");
    await screen.findByRole("heading", { name: "回答詳細（受付番号 7）" });
    fireEvent.click(screen.getByRole("button", { name: "修正" }));
    const name = await screen.findByRole("textbox", { name: /^氏名/ });
    expect((name as HTMLInputElement).value).toBe("佐藤 花子");
    fireEvent.change(name, { target: { value: "あ".repeat(21) } });
    fireEvent.click(screen.getByRole("button", { name: "修正を保存" }));
    expect(await screen.findByText(/20文字以内/)).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    fireEvent.change(name, { target: { value: "佐藤 華子" } });
    fireEvent.click(screen.getByRole("button", { name: "調査書.pdfを削除" }));
    fireEvent.click(screen.getByRole("button", { name: "修正を保存" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
        version: 4,
        values: {
          name: "佐藤 華子",
          course: "JOHO",
          reason: "プログラミングを学びたい",
          report: [{ fileId: "f-report", status: "DELETE" }],
        },
      }),
    );
    expect(await screen.findByText("回答を修正しました。")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "回答内容" })).toBeTruthy();
  });
});
