// @vitest-environment jsdom
import { renderWithProviders } from "@gakumu/ui/test";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentMenuContext } from "../../app/read-only";
import { type MenuAuthorityCode, menuItem } from "../../app/testing/menu-item.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { MemberPhotoPanel } from "./MemberPhotoPanel";

const photo = (
  photoId: number,
  kind: "current" | "pending",
  status: number,
  rejectReason: string | null = null,
) => ({
  photoId,
  kind,
  status,
  mimeType: "image/jpeg",
  bytes: 20000,
  width: 300,
  height: 400,
  uploadedAt: "2026-04-01T00:00:00.000Z",
  reviewedAt: null,
  rejectReason,
});
const state = (overrides: object = {}) => ({
  memberId: 5,
  memberVersion: 3,
  memberStatus: "AVAILABLE",
  photoStatus: 2,
  photoChangeApplyStatus: "REJECTED",
  current: photo(11, "current", 2),
  pending: photo(12, "pending", 3, "眼鏡を外して撮影してください"),
  limits: { maxFileSizeKb: 10240, minWidth: 240, minHeight: 320, maxWidth: 6000, maxHeight: 6000 },
  ...overrides,
});

function renderPanel(authority: MenuAuthorityCode, onChange = vi.fn()) {
  const menu = menuItem("member-list", { menuName: "メンバー一覧", authority });
  const view = renderWithProviders(
    <CurrentMenuContext.Provider value={{ menuCd: "member-list", category: null, menu }}>
      <MemberPhotoPanel memberId={5} version={3} onChange={onChange} />
    </CurrentMenuContext.Provider>,
  );
  return { ...view, onChange };
}

describe("MemberPhotoPanel", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the approved photo, the rejected replacement and its reason", async () => {
    fakeApi({ "GET /app/api/v2/member-photos/5": [200, state()] });
    renderPanel(0);
    expect(await screen.findByText("写真の変更が却下されました。")).toBeTruthy();
    expect(screen.getByText("理由：眼鏡を外して撮影してください")).toBeTruthy();
    const images = screen.getAllByRole("img") as HTMLImageElement[];
    expect(images.map((i) => i.getAttribute("src"))).toEqual([
      "/app/api/v2/member-photos/5/11/thumbnail",
      "/app/api/v2/member-photos/5/12/thumbnail",
    ]);
    expect(screen.getByText("承認済み")).toBeTruthy();
    expect(screen.getByText("却下")).toBeTruthy();
    expect(screen.getByRole("button", { name: "写真を変更" })).toBeTruthy();
  });

  it("refuses a renamed program before sending, and uploads a photo with the member's version", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/member-photos/5": [200, state({ current: null, pending: null, photoStatus: null })],
      "POST /app/api/v2/member-photos/5": [
        200,
        state({ memberVersion: 4, current: photo(13, "current", 1), pending: null }),
      ],
    });
    const { container, onChange } = renderPanel(0);
    await screen.findByText("未登録");
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      input,
      new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], "face.jpg", { type: "image/jpeg" }),
    );
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "JPEGまたはPNG形式の画像を選択してください",
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    await user.upload(input, new File([png], "face.png", { type: "image/png" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(4));
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.query.get("version")).toBe("3");
    expect((post.body as FormData).get("file")).toBeInstanceOf(File);
    expect(await screen.findByText("承認待ちです。")).toBeTruthy();
  });

  it("keeps the upload disabled for a reference-only user", async () => {
    fakeApi({ "GET /app/api/v2/member-photos/5": [200, state()] });
    renderPanel(1);
    const button = await screen.findByRole("button", { name: "写真を変更" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
  });
});
