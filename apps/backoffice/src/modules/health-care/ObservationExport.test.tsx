// @vitest-environment jsdom
import { renderWithProviders } from "@gakumu/ui/test";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { missingExportTexts } from "../../app/exports/export-texts.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { HEALTH_EXPORT_TEXTS } from "./i18n";
import { ObservationExport } from "./ObservationExport";

const PATH = "/app/api/v2/health-care/observations/export";

describe("体調報告のエクスポート", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the chosen day's month of the chosen class, as CSV with a BOM", async () => {
    const calls = fakeApi({});
    renderWithProviders(<ObservationExport date="2026-04-10" classCd="F1A" className="普通科 1年 A組" />);
    expect(screen.getByText(/対象：普通科 1年 A組/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "エクスポート（CSV）" }));
    await waitFor(() => expect(calls.some((c) => c.path === PATH)).toBe(true));
    expect(calls.find((c) => c.path === PATH)!.body).toEqual({
      from: "2026-04-01",
      to: "2026-04-10",
      classCd: "F1A",
      format: "Csv",
      csvEncoding: "utf8-bom",
    });
  });

  it("says a period over 31 days is too long and does not ask", () => {
    const calls = fakeApi({});
    renderWithProviders(<ObservationExport date="2026-04-10" classCd="" className="学校全体" />);
    fireEvent.change(screen.getByLabelText("開始日"), { target: { value: "2026-03-01" } });
    expect(screen.getByText("期間は31日以内で指定してください。")).toBeTruthy();
    const excel = screen.getByRole("button", { name: "エクスポート（Excel）" }) as HTMLButtonElement;
    expect(excel.disabled).toBe(true);
    fireEvent.click(excel);
    expect(calls.filter((c) => c.path === PATH)).toEqual([]);
  });

  it("holds every text the shared export controls read", () => {
    expect(missingExportTexts(HEALTH_EXPORT_TEXTS)).toEqual([]);
  });
});
