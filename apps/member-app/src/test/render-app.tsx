import type { InboxItem, InboxMessage } from "@gakumu/domain/member-inbox/member-inbox-api";
import { renderWithProviders } from "@gakumu/ui/test";
import { cleanup } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach } from "vitest";
import type { SignedInMember } from "../api/auth-api";
import { routes } from "../app/routes";
import { setUnauthenticatedHandler } from "../http/member-http";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

export const API = "/app/api/member-app";

export const member: SignedInMember = {
  memberId: "S0001",
  name: "山田 花子",
  organizationCd: "gakumu-high",
  organizationName: "学務高等学校",
  tenantCd: "gakumu",
  loginMailAddress: null,
  registeredAt: "2026-04-01T00:00:00.000Z",
};
export const ME_OK = { path: `${API}/auth/me`, body: member };
export const ME_NONE = {
  path: `${API}/auth/me`,
  status: 401,
  body: { code: "UNAUTHENTICATED", message: "ログインしてください。" },
};

export function inboxItem(overrides: Partial<InboxItem> = {}): InboxItem {
  return {
    deliveryId: 41,
    kind: 1,
    title: "明日の遠足について",
    excerpt: "雨天の場合は通常授業です。",
    sentAt: "2026-04-09T22:00:00.000Z",
    readAt: null,
    replyEnabled: false,
    urgent: false,
    ...overrides,
  };
}

export function inboxMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    deliveryId: 41,
    kind: 1,
    title: "明日の遠足について",
    sentAt: "2026-04-09T22:00:00.000Z",
    readAt: "2026-04-10T00:00:00.000Z",
    replyEnabled: false,
    urgent: false,
    bodyHtml: "<p>雨天の場合は<strong>通常授業</strong>です。</p>",
    bodyText: "雨天の場合は通常授業です。",
    linkUrl: null,
    attachments: [],
    replyChoices: [],
    reply: null,
    ...overrides,
  };
}

/** The app's routes in memory, at `path` (inside /app/member/). */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setUnauthenticatedHandler(() => void router.navigate("/login"));
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
