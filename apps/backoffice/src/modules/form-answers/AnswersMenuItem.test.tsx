// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderFormPages } from "../forms/forms-test-render.testing";

describe("form list → answers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers 回答一覧 in a form's row menu, keeping the category", async () => {
    const { router } = renderFormPages("/form?categoryCd=300", {
      "GET /app/api/v2/form": [
        200,
        {
          totalCount: 1,
          page: 1,
          pageSize: 20,
          formList: [
            {
              formId: 12,
              formCd: "F12",
              formType: "APPLICATION",
              title: "出願フォーム",
              status: "PUBLISHED",
              reception: "OPEN",
              answerPeriodStart: null,
              answerPeriodEnd: null,
              publishedAt: null,
              itemCount: 3,
              version: 1,
              updatedAt: "2026-04-01T00:00:00.000Z",
            },
          ],
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "出願フォーム の操作" }));
    const item = await screen.findByRole("menuitem", { name: "回答一覧" });
    expect(item.getAttribute("href")).toBe("/form-answer?categoryCd=300&formId=12");
    fireEvent.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe("/form-answer"));
  });
});
