// @vitest-environment jsdom
import { renderWithProviders } from "@gakumu/ui/test";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { fakeApi } from "../../test/fake-api.testing";
import { LoginHistoryTable } from "./LoginHistoryTable";
import type { LoginHistoryEntry } from "./security-api";

describe("login history", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("labels a password whose two-step code was never entered apart from a successful login", async () => {
    const entry = (result: LoginHistoryEntry["result"], minute: string): LoginHistoryEntry => ({
      occurredAt: `2026-04-01T00:${minute}:00.000Z`,
      ipAddress: "198.51.100.7",
      userAgent: `browser ${minute}`,
      step: "password",
      result,
    });
    fakeApi({
      "GET /app/api/v2/security/login-history": [
        200,
        [entry("incomplete", "03"), entry("failure", "02"), entry("success", "01")],
      ],
    });
    renderWithProviders(<LoginHistoryTable />);
    const rows = (await screen.findAllByRole("row")).slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]!.textContent)).toEqual([
      "二段階未完了",
      "失敗",
      "成功",
    ]);
    expect(within(rows[0]!).getAllByRole("cell")[0]!.textContent).toBe("2026/04/01 09:03");
  });
});
