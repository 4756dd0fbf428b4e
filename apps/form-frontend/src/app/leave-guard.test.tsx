// @vitest-environment jsdom
import { renderWithProviders } from "@gakumu/ui/test";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  Link,
  Route,
  Routes,
} from "react-router";
import { describe, expect, it, vi } from "vitest";
import { guardHistory, useLeaveGuard } from "./leave-guard";

function Editor({ dirty }: { dirty: boolean }) {
  useLeaveGuard(dirty);
  return (
    <>
      <Link to="/other">他の画面へ</Link>
      <Link to="/edit?tab=2">同じ画面の別タブ</Link>
    </>
  );
}

/** /start → /edit (the dirty screen), so there is somewhere to go back to. */
function renderEditor(dirty: boolean, answers: boolean[] = []) {
  const memory = createMemoryHistory({ initialEntries: ["/start", "/edit"], v5Compat: true });
  const confirmLeave = vi.fn(() => Promise.resolve(answers.shift() ?? false));
  renderWithProviders(
    <HistoryRouter history={guardHistory(memory, confirmLeave)}>
      <Routes>
        <Route path="/start" element={<p>start</p>} />
        <Route path="/edit" element={<Editor dirty={dirty} />} />
        <Route path="/other" element={<p>other</p>} />
      </Routes>
    </HistoryRouter>,
  );
  return { memory, confirmLeave };
}

const LEAVE = "変更内容が保存されません。このページを離れてもよろしいですか？";

describe("leave guard of the declarative router (spec §2.1)", () => {
  it("asks in the confirm dialog before a link leaves a dirty screen: いいえ stays, はい leaves", async () => {
    const memory = createMemoryHistory({ initialEntries: ["/edit"], v5Compat: true });
    renderWithProviders(
      <HistoryRouter history={guardHistory(memory)}>
        <Routes>
          <Route path="/edit" element={<Editor dirty />} />
          <Route path="/other" element={<p>other</p>} />
        </Routes>
      </HistoryRouter>,
    );

    fireEvent.click(screen.getByText("他の画面へ"));
    expect(await screen.findByText(LEAVE)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "いいえ" }));
    await waitFor(() => expect(screen.queryByText(LEAVE)).toBeNull());
    expect(memory.location.pathname).toBe("/edit");

    fireEvent.click(screen.getByText("他の画面へ"));
    fireEvent.click(await screen.findByRole("button", { name: "はい" }));
    expect(await screen.findByText("other")).toBeTruthy();
    expect(memory.location.pathname).toBe("/other");
  });

  it("holds back/forward too: the history returns to the screen, and goes after はい", async () => {
    const { memory, confirmLeave } = renderEditor(true, [false, true]);

    act(() => memory.go(-1));
    await waitFor(() => expect(confirmLeave).toHaveBeenCalledTimes(1));
    expect(memory.location.pathname).toBe("/edit");
    expect(screen.getByText("他の画面へ")).toBeTruthy();

    act(() => memory.go(-1));
    expect(await screen.findByText("start")).toBeTruthy();
    expect(confirmLeave).toHaveBeenCalledTimes(2);
    expect(memory.location.pathname).toBe("/start");
  });

  it("holds the browser's back button, whose popstate arrives after the URL changed", async () => {
    window.history.replaceState(null, "", "/start");
    const browser = createBrowserHistory({ window, v5Compat: true });
    browser.push("/edit");
    const confirmLeave = vi.fn(() => Promise.resolve(false));
    renderWithProviders(
      <HistoryRouter history={guardHistory(browser, confirmLeave)}>
        <Routes>
          <Route path="/start" element={<p>start</p>} />
          <Route path="/edit" element={<Editor dirty />} />
        </Routes>
      </HistoryRouter>,
    );

    window.history.back();
    await waitFor(() => expect(confirmLeave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(window.location.pathname).toBe("/edit")); // undone
    expect(screen.getByText("他の画面へ")).toBeTruthy();
    expect(screen.queryByText("start")).toBeNull();
  });

  it("lets a change of the search alone through, keeping the edits on screen", async () => {
    const { memory, confirmLeave } = renderEditor(true);
    fireEvent.click(screen.getByText("同じ画面の別タブ"));
    await waitFor(() => expect(memory.location.search).toBe("?tab=2"));
    expect(confirmLeave).not.toHaveBeenCalled();
  });

  it("lets a clean screen go without asking, and warns on unload only while dirty", async () => {
    const { memory, confirmLeave } = renderEditor(false);
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    fireEvent.click(screen.getByText("他の画面へ"));
    expect(await screen.findByText("other")).toBeTruthy();
    expect(memory.location.pathname).toBe("/other");
    expect(confirmLeave).not.toHaveBeenCalled();
  });

  it("warns on unload while dirty", () => {
    renderEditor(true);
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });
});
