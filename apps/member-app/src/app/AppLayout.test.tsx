// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AppProfile } from "../api/profile-api";
import { stubFetch } from "../test/fetch-stub";
import { API, ME_OK, renderApp } from "../test/render-app";

const profile: AppProfile = {
  displayName: "さくら学園アプリ",
  themeColour: "#1f4e79",
  welcomeMessage: "学校からのお知らせはここに届きます。",
  contactTel: "03-1234-5678",
  contactMail: "office@sakura.example.jp",
  manifestUrl: "/app/api/member-app/manifest.webmanifest?tenantCd=t&organizationCd=sakura",
  menu: [
    { kind: "builtin", entry: "settings", label: "せってい" },
    { kind: "link", label: "給食献立", url: "https://sakura.example.jp/kondate" },
    { kind: "builtin", entry: "inbox", label: "連絡帳" },
  ],
};

const server = () =>
  stubFetch([
    ME_OK,
    { path: `${API}/profile`, body: profile },
    { path: `${API}/inbox`, body: { items: [], nextBefore: null } },
    { path: `${API}/inbox/unread-count`, body: { count: 0 } },
  ]);

describe("the school's app settings in the member app", () => {
  it("shows the app's name in the school's colour, the welcome text and the menu in the school's order", async () => {
    document.head.innerHTML =
      '<meta name="theme-color" content="#2d5b9c"><link rel="manifest" href="/app/member/manifest.webmanifest">';
    server();
    renderApp("/");
    const title = await screen.findByText("さくら学園アプリ");
    expect(title.closest("header")?.getAttribute("style")).toContain("background: rgb(31, 78, 121)");
    expect(screen.getByText("学校からのお知らせはここに届きます。")).toBeTruthy();
    const nav = within(screen.getByRole("navigation", { name: "メニュー" }));
    expect(nav.getAllByRole("link").map((l) => l.textContent)).toEqual(["せってい", "連絡帳", "メニュー"]);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toBe("#1f4e79");
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(profile.manifestUrl);
  });

  it("lists the school's links on the menu screen, opened outside the app", async () => {
    server();
    renderApp("/");
    await userEvent.setup().click(await screen.findByRole("link", { name: "メニュー" }));
    const link = await screen.findByRole("link", { name: "給食献立" });
    expect(link.getAttribute("href")).toBe("https://sakura.example.jp/kondate");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(screen.getByText(/03-1234-5678/)).toBeTruthy();
  });
});
