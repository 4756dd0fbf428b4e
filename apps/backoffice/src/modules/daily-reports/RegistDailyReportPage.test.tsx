// @vitest-environment jsdom
import "../../i18n";
import { renderWithProviders } from "@gakumu/ui/test";
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { isPublicPath } from "../../app/navigation";
import { memberReportPath, RegistDailyReportPage } from "./RegistDailyReportPage";

function open(search: string) {
  const go = vi.fn();
  renderWithProviders(
    <MemoryRouter initialEntries={[`/regist-daily-report${search}`]}>
      <RegistDailyReportPage go={go} />
    </MemoryRouter>,
  );
  return go;
}

describe("/regist-daily-report", () => {
  it("hands the reminder's link over to the member app's form of that template and day", async () => {
    const go = open("?template=12&date=2026-11-27");
    expect(await screen.findByText("日報の提出画面を開いています…")).toBeTruthy();
    expect(go).toHaveBeenCalledWith("/app/member/daily-reports/12/2026-11-27");
    expect(screen.getByRole("link", { name: "日報の提出画面を開く" }).getAttribute("href")).toBe(
      "/app/member/daily-reports/12/2026-11-27",
    );
  });

  it("explains a cut-short or forged link in Japanese and goes nowhere", async () => {
    const go = open("?template=12%27%3Bdrop&date=2026-02-30");
    expect(await screen.findByText("このリンクは使用できません")).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "学務アプリの「日報」を開く" }).getAttribute("href")).toBe(
      "/app/member/daily-reports",
    );
  });

  it("accepts only a real day and a template number the database can hold", () => {
    expect(memberReportPath(null, null)).toBe("/app/member/daily-reports");
    expect(memberReportPath("3", null)).toBeNull();
    expect(memberReportPath("3", "2026-13-01")).toBeNull();
    expect(memberReportPath("3", "2028-02-29")).toBe("/app/member/daily-reports/3/2028-02-29");
    expect(memberReportPath("99999999999", "2026-11-27")).toBeNull();
    expect(memberReportPath("0", "2026-11-27")).toBeNull();
    expect(memberReportPath("//evil.example", "2026-11-27")).toBeNull();
  });

  it("is one of the public paths", () => {
    expect(isPublicPath("/regist-daily-report")).toBe(true);
  });
});
