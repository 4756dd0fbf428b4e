// @vitest-environment jsdom
import { notify } from "@gakumu/ui";
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setNavigator } from "../navigation";
import { recordServerActivity } from "../session/activity";
import { resetExpiryThrottle } from "../session/session-expiry";
import { endSession, sessionStore, startSession } from "../session/session-store";
import { idleDeadline, useIdleTimeout } from "./use-idle-timeout";

const user = { tenantCd: "demo", loginUserId: 7, systemCd: 2, organizationCd: "ORG1", processMode: 0 };

describe("idle timeout", () => {
  const navigate = vi.fn();
  const warning = vi.spyOn(notify, "warning");

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-04-01T09:00:00+09:00"));
    setNavigator(navigate);
    resetExpiryThrottle();
    startSession(user);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
    endSession();
    localStorage.clear();
  });

  it("lapses a few seconds after the server would", () => {
    expect(idleDeadline(1_000, 30)).toBe(1_000 + 30 * 60_000 + 5_000);
  });

  it("takes an idle screen to /login with the auto-logout toast", () => {
    recordServerActivity();
    renderHook(() => useIdleTimeout(1));
    vi.advanceTimersByTime(60_000);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(navigate).toHaveBeenCalledWith("/login", { replace: true });
    expect(warning).toHaveBeenCalledWith({
      message: "一定時間操作がなかったため、自動的にログアウトしました。",
    });
    expect(sessionStore.get().authenticated).toBe(false);
  });

  it("waits longer while requests (from any tab) keep the session alive", () => {
    recordServerActivity();
    renderHook(() => useIdleTimeout(1));
    vi.advanceTimersByTime(50_000);
    recordServerActivity(); // e.g. a click logged by the operation log
    vi.advanceTimersByTime(50_000);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20_000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("stops when the shell unmounts", () => {
    recordServerActivity();
    const { unmount } = renderHook(() => useIdleTimeout(1));
    unmount();
    vi.advanceTimersByTime(10 * 60_000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
