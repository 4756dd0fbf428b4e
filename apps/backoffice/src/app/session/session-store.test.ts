// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { preferencesStore, setPreference, usePreference } from "./preferences";
import {
  endSession,
  processSelection,
  sessionStore,
  setEditMode,
  signedOut,
  startSession,
  useAdminSession,
  useEditMode,
} from "./session-store";
import { createStore } from "./store";

const user = { tenantCd: "demo", loginUserId: 7, systemCd: 2, organizationCd: "ORG1", processMode: 9 };

afterEach(() => {
  endSession();
  sessionStorage.clear();
  localStorage.clear();
});

describe("admin common session (spec §3.1)", () => {
  it("keeps login user, organisation, mode and the authenticated flag", () => {
    startSession(user);
    expect(sessionStore.get()).toEqual({
      authenticated: true,
      loginUser: { tenantCd: "demo", loginUserId: 7 },
      organization: { systemCd: 2, organizationCd: "ORG1" },
      processMode: 9,
    });
    endSession();
    expect(sessionStore.get()).toEqual(signedOut);
  });

  it("does not notify subscribers when the same session starts again", () => {
    startSession(user);
    const listener = vi.fn();
    const stop = sessionStore.subscribe(listener);
    startSession(user);
    expect(listener).not.toHaveBeenCalled();
    startSession({ ...user, processMode: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it("re-renders components when the session changes", () => {
    const { result } = renderHook(() => useAdminSession());
    expect(result.current.authenticated).toBe(false);
    act(() => startSession(user));
    expect(result.current.processMode).toBe(9);
  });

  it("keeps edit mode in session storage and forgets it at logout", () => {
    const { result } = renderHook(() => useEditMode());
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(sessionStorage.getItem("gakumu.editMode")).toBe("true");
    act(() => setEditMode(false));
    expect(result.current[0]).toBe(false);
    setEditMode(true);
    endSession();
    expect(sessionStorage.getItem("gakumu.editMode")).toBeNull();
  });

  it("remembers the organisation choice per tab until the next login or logout", () => {
    expect(processSelection.isDone()).toBe(false);
    processSelection.markDone();
    expect(processSelection.isDone()).toBe(true);
    endSession();
    expect(processSelection.isDone()).toBe(false);
  });

  it("keeps user preferences in local storage, beyond the session", () => {
    const { result } = renderHook(() => usePreference("openCategories"));
    act(() => setPreference("openCategories", [10, 800]));
    expect(result.current).toEqual([10, 800]);
    endSession();
    expect(JSON.parse(localStorage.getItem("gakumu.preferences") ?? "{}")).toMatchObject({
      openCategories: [10, 800],
    });
    expect(preferencesStore.get().navbarCollapsed).toBe(false);
  });
});

describe("createStore", () => {
  it("sets by value or updater and stops notifying after unsubscribe", () => {
    const store = createStore(1);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set(2);
    store.set((n) => n + 1);
    store.set(3); // unchanged: no notification
    stop();
    store.set(4);
    expect(store.get()).toBe(4);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
