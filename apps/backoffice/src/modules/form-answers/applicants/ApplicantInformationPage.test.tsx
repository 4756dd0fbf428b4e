// @vitest-environment jsdom
import type { ApplicantRow } from "@gakumu/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../../test/fake-api.testing";
import { ApplicantPages } from "./ApplicantPages";

const applicant = (formUserId: number, name: string, extra: Partial<ApplicantRow> = {}): ApplicantRow => ({
  formUserId,
  loginId: `user${formUserId}@example.jp`,
  name,
  nameKana: "サトウ ハナコ",
  telNo: "090-1234-5678",
  lineLinked: false,
  answerCount: 2,
  lastLoginAt: "2026-04-03T00:00:00.000Z",
  createdAt: "2026-03-01T00:00:00.000Z",
  ...extra,
});

describe("applicant information", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("searches applicants by keyword and opens one with their answers linking to the detail", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/applicant-information": (call) => [
        200,
        {
          rows:
            call.query.get("keyword") === "佐藤"
              ? [applicant(3, "佐藤 花子", { lineLinked: true })]
              : [applicant(3, "佐藤 花子", { lineLinked: true }), applicant(4, "鈴木 一郎")],
          total: call.query.get("keyword") === "佐藤" ? 1 : 2,
          page: 1,
          pageSize: 20,
        },
      ],
      "GET /app/api/v2/applicant-information/3": [
        200,
        {
          applicant: applicant(3, "佐藤 花子", { lineLinked: true }),
          answers: [
            {
              answerId: 41,
              formId: 12,
              formTitle: "2026年度 出願フォーム",
              formType: "APPLICATION",
              answerStatus: 4,
              receiptNo: 7,
              lastSubmittedAt: "2026-04-02T01:00:00.000Z",
            },
          ],
        },
      ],
    });
    const router = renderMenuScreen(
      "applicant-information",
      <ApplicantPages />,
      "/applicant-information",
      null,
    );
    expect(await screen.findByText("鈴木 一郎")).toBeTruthy();
    expect(screen.getByText("2 人")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: "氏名・カナ・メールアドレス・電話番号で検索" }), {
      target: { value: " 佐藤 " },
    });
    fireEvent.click(screen.getByRole("button", { name: "検索" }));
    await waitFor(() => expect(screen.queryByText("鈴木 一郎")).toBeNull());
    expect(calls.at(-1)?.query.get("keyword")).toBe("佐藤");
    expect(calls.at(-1)?.query.get("page")).toBe("1");

    fireEvent.click(screen.getByRole("link", { name: "佐藤 花子 の詳細を開く" }));
    const drawer = await screen.findByRole("dialog", { name: "志願者の詳細" });
    expect(router.state.location.pathname).toBe("/applicant-information/3");
    expect(await within(drawer).findByText("2026年度 出願フォーム")).toBeTruthy();
    expect(within(drawer).getByText("差し戻し")).toBeTruthy();
    expect(within(drawer).getByText("連携済み")).toBeTruthy();
    expect(within(drawer).getByRole("link", { name: "2026年度 出願フォーム" }).getAttribute("href")).toBe(
      "/form-answer/12/41",
    );
  });

  it("says so when nobody matches", async () => {
    fakeApi({
      "GET /app/api/v2/applicant-information": [200, { rows: [], total: 0, page: 1, pageSize: 20 }],
    });
    renderMenuScreen("applicant-information", <ApplicantPages />, "/applicant-information", null);
    expect(await screen.findByText("該当する志願者はいません。")).toBeTruthy();
  });
});
