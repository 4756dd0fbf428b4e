// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sessionFromResolved } from "../api/resolved-session";
import { defaultFormSession } from "../session/form-session";
import { apiError, stubFetch } from "../test/fetch-stub";
import { linkedSession, renderApp } from "../test/render-app";

const ME_OUT = { path: "/app/form-api/form-user/me", ...apiError(401, "UNAUTHENTICATED", "x") };
const tagScripts = () =>
  [...document.head.querySelectorAll("script")]
    .map((s) => s.getAttribute("src") ?? "")
    .filter((src) => src.includes("googletagmanager"));

afterEach(() => {
  for (const script of document.head.querySelectorAll("script[data-gakumu-analytics]")) script.remove();
  delete window.dataLayer;
  delete window.gtag;
});

describe("GA4 / GTM (issue 5 item 9)", () => {
  it("injects nothing when the organisation has no ids", async () => {
    stubFetch([ME_OUT]);
    renderApp("/mypage", linkedSession());
    await screen.findByRole("heading", { level: 1, name: "マイページ" });
    expect(tagScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it("injects gtag.js and GTM once per id", async () => {
    stubFetch([ME_OUT]);
    const view = renderApp("/mypage", linkedSession({ ga4Ids: ["G-ABC123"], gtmIds: ["GTM-XYZ9"] }));
    await waitFor(() =>
      expect(tagScripts()).toEqual([
        "https://www.googletagmanager.com/gtag/js?id=G-ABC123",
        "https://www.googletagmanager.com/gtm.js?id=GTM-XYZ9",
      ]),
    );
    expect(window.dataLayer?.some((e) => (e as { event?: string }).event === "gtm.js")).toBe(true);
    view.unmount();
    renderApp("/formlist", linkedSession({ ga4Ids: ["G-ABC123"], gtmIds: ["GTM-XYZ9"] }));
    await screen.findByRole("heading", { level: 1, name: "フォーム一覧" });
    expect(tagScripts()).toHaveLength(2);
  });

  it("ignores forged ids, from the server or from a tampered session", async () => {
    const forged = ['G-1"><script>alert(1)</script>', "GTM-abc", "UA-1234", "G-OK1 onerror=x"];
    const session = sessionFromResolved(
      "KEY",
      {
        organization: { name: "学務高等学校", organizationCd: "gakumu-high", processMode: 2 },
        form: {
          formId: 12,
          formCd: "F0012",
          formType: "APPLICATION",
          title: "願書",
          loginRequired: 0,
          accountRegistrationRequired: false,
          reception: "OPEN",
        },
        accessKey: { dataType: "FORM", expiresAt: null, inviteeName: null, inviteeMailAddress: null },
        analytics: { ga4Ids: [...forged, "G-GOOD1"], gtmIds: forged },
        route: "/12/answer",
        senderMailAddress: "",
      },
      defaultFormSession(),
    );
    expect(session.ga4Ids).toEqual(["G-GOOD1"]);
    expect(session.gtmIds).toEqual([]);
    stubFetch([ME_OUT]);
    renderApp("/mypage", linkedSession({ ga4Ids: forged, gtmIds: forged }));
    await screen.findByRole("heading", { level: 1, name: "マイページ" });
    expect(tagScripts()).toEqual([]);
  });
});
