// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test";
import { confirmDialog } from "./confirm-dialog";
import { dangerConfirmDialog } from "./danger-confirm-dialog";
import { downloadFormatDialog } from "./download-format-dialog";

// Wrapped in an object: an async function returning the bare promise would wait for the answer.
async function open<T>(show: () => Promise<T>): Promise<{ answer: Promise<T> }> {
  let answer!: Promise<T>;
  await act(async () => {
    answer = show();
  });
  return { answer };
}

describe("dialogs", () => {
  it("confirmDialog resolves true on はい and false on Escape", async () => {
    const user = userEvent.setup();
    renderWithProviders(<div />);

    const { answer: yes } = await open(() => confirmDialog({ message: "保存しますか？" }));
    expect(screen.getByText("保存しますか？")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "はい" }));
    await expect(yes).resolves.toBe(true);

    const { answer: escaped } = await open(() => confirmDialog({ message: "削除しますか？" }));
    await user.keyboard("{Escape}");
    await expect(escaped).resolves.toBe(false);
  });

  it("dangerConfirmDialog enables はい only once the confirmation value is typed exactly", async () => {
    const user = userEvent.setup();
    renderWithProviders(<div />);

    const { answer } = await open(() =>
      dangerConfirmDialog({ message: "全データを削除します。", confirmValue: "削除" }),
    );
    const yesButton = screen.getByRole("button", { name: "はい" });
    expect(yesButton).toHaveProperty("disabled", true);

    await user.type(screen.getByLabelText("確認の入力"), "削");
    expect(yesButton).toHaveProperty("disabled", true);
    await user.type(screen.getByLabelText("確認の入力"), "除");
    expect(yesButton).toHaveProperty("disabled", false);

    await user.click(yesButton);
    await expect(answer).resolves.toBe(true);
  });

  it("downloadFormatDialog preselects Excel, returns the choice, null when cancelled", async () => {
    const user = userEvent.setup();
    renderWithProviders(<div />);

    const { answer: first } = await open(() => downloadFormatDialog());
    expect(screen.getByRole("radio", { name: /Excel/ }).getAttribute("aria-checked")).toBe("true");
    await user.click(screen.getByRole("radio", { name: /CSV/ }));
    await user.click(screen.getByRole("button", { name: "ダウンロード" }));
    await expect(first).resolves.toBe("Csv");

    const { answer: second } = await open(() => downloadFormatDialog());
    await user.click(screen.getByRole("button", { name: "キャンセル" }));
    await expect(second).resolves.toBeNull();
  });
});
