// @vitest-environment jsdom
import { renderWithProviders } from "@gakumu/ui/test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentMenuContext } from "../../app/read-only";
import { type MenuAuthorityCode, menuItem } from "../../app/testing/menu-item.testing";
import { fakeApi, type Handler } from "../../test/fake-api.testing";
import { PhotoApprovalPage } from "./PhotoApprovalPage";

const item = (photoId: number, name: string, kind: "current" | "pending", currentPhotoId: number | null) => ({
  photo: {
    photoId,
    kind,
    status: 1,
    mimeType: "image/jpeg",
    bytes: 30000,
    width: 300,
    height: 400,
    uploadedAt: "2026-04-01T01:00:00.000Z",
    reviewedAt: null,
    rejectReason: null,
  },
  currentPhotoId,
  member: {
    memberId: photoId * 10,
    memberCode: `S${photoId}`,
    name,
    nameKana: null,
    grade: 1,
    status: "PHOTO_APPLYING",
    version: 4,
  },
});
const PAGE = {
  totalCount: 2,
  page: 1,
  pageSize: 20,
  photoList: [item(1, "佐藤 太郎", "current", null), item(2, "鈴木 花子", "pending", 9)],
};

function renderPage(authority: MenuAuthorityCode, handlers: Record<string, Handler> = {}) {
  const calls = fakeApi({ "GET /app/api/v2/photo-approval": [200, PAGE], ...handlers });
  const menu = menuItem("photo-approval", { menuName: "顔写真承認", authority });
  renderWithProviders(
    <CurrentMenuContext.Provider value={{ menuCd: "photo-approval", category: null, menu }}>
      <PhotoApprovalPage />
    </CurrentMenuContext.Provider>,
  );
  return calls;
}

const cardOf = (name: string) => screen.getByText(name).closest(".mantine-Card-root") as HTMLElement;

describe("PhotoApprovalPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each waiting photo beside the approved one it would replace", async () => {
    renderPage(0);
    expect(await screen.findByText("承認待ち 2 件")).toBeTruthy();
    const change = cardOf("鈴木 花子");
    expect(within(change).getByText("変更")).toBeTruthy();
    const sources = within(change)
      .getAllByRole("img")
      .map((img) => img.getAttribute("src"));
    expect(sources).toEqual([
      "/app/api/v2/photo-approval/photos/9/thumbnail",
      "/app/api/v2/photo-approval/photos/2/thumbnail",
    ]);
    expect(within(cardOf("佐藤 太郎")).getByText("新規")).toBeTruthy();
  });

  it("approves one after confirmation, with the member's version", async () => {
    const calls = renderPage(0, { "POST /app/api/v2/photo-approval/photos/1/approve": [200, {}] });
    await screen.findByText("佐藤 太郎");
    const user = userEvent.setup();
    await user.click(within(cardOf("佐藤 太郎")).getByRole("button", { name: "承認" }));
    await user.click(await screen.findByRole("button", { name: "はい" }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith("/approve"))).toBe(true));
    expect(calls.find((c) => c.path.endsWith("/approve"))?.body).toEqual({ version: 4 });
    expect(await screen.findByText("顔写真を承認しました。")).toBeTruthy();
  });

  it("asks for a reason before rejecting", async () => {
    const calls = renderPage(0, { "POST /app/api/v2/photo-approval/photos/2/reject": [200, {}] });
    await screen.findByText("鈴木 花子");
    const user = userEvent.setup();
    await user.click(within(cardOf("鈴木 花子")).getByRole("button", { name: "却下" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "却下" }));
    expect(await within(dialog).findByText("却下理由を入力してください")).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/却下理由/), "背景が暗いため");
    await user.click(within(dialog).getByRole("button", { name: "却下" }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith("/reject"))).toBe(true));
    expect(calls.find((c) => c.path.endsWith("/reject"))?.body).toEqual({
      version: 4,
      reason: "背景が暗いため",
    });
  });

  it("approves the selected photos at once and reports the ones it could not", async () => {
    const calls = renderPage(0, {
      "POST /app/api/v2/photo-approval/approve": [
        200,
        { approvedCount: 1, failures: [{ photoId: 2, message: "この顔写真はすでに審査されています。" }] },
      ],
    });
    await screen.findByText("佐藤 太郎");
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("このページをすべて選択"));
    await user.click(screen.getByRole("button", { name: "選択した写真を承認（2件）" }));
    await user.click(await screen.findByRole("button", { name: "はい" }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith("/photo-approval/approve"))).toBe(true));
    expect(calls.find((c) => c.path.endsWith("/photo-approval/approve"))?.body).toEqual({
      items: [
        { photoId: 1, version: 4 },
        { photoId: 2, version: 4 },
      ],
    });
    expect(await screen.findByText("1件の顔写真を承認しました。")).toBeTruthy();
    expect(await screen.findByText(/承認できなかった写真があります（1件）/)).toBeTruthy();
  });

  it("lets a reference-only user look but not review", async () => {
    renderPage(1);
    await screen.findByText("佐藤 太郎");
    expect(screen.queryByLabelText("このページをすべて選択")).toBeNull();
    for (const button of screen.getAllByRole("button", { name: "承認" })) {
      expect(button.getAttribute("aria-disabled")).toBe("true");
    }
  });
});
