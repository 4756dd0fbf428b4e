import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginThroughApi } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";

// 手帳, end to end: staff hand a notebook with a text page and an MP3 page to one member; the member
// opens it in the member app on a phone, plays the audio to the end, and both the phone and the
// staff's 閲覧状況 show the page as played. The MP3 is made here from silent MPEG frames (no downloads).

const H = { "x-requested-by": "gakumu", "x-requested-with": "XMLHttpRequest" };
const CSRF_MEMBER = { "x-requested-by": "gakumu-member-app" };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SHOTS_DIR;

/** About a second of silence: MPEG-1 layer III frames (128 kbit/s, 44.1 kHz) whose data are zeros. */
function silentMp3(frames = 40): Buffer {
  const frame = Buffer.alloc(417, 0);
  frame.set([0xff, 0xfb, 0x90, 0xc4], 0);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

async function api<T>(page: Page, method: "get" | "post", url: string, data?: unknown): Promise<T> {
  const res = await page.request[method](url, { headers: H, ...(data === undefined ? {} : { data }) });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe("notebooks", () => {
  const e2e = useE2e();

  async function memberOnPhone(staff: Page): Promise<{ phone: Page; memberId: number }> {
    const found = await api<{ rows: { id: number }[] }>(staff, "post", "/app/api/v2/member-accounts/search", {
      registration: "unregistered",
      page: 1,
    });
    const memberId = found.rows[0]!.id;
    const { links } = await api<{ links: { url: string }[] }>(
      staff,
      "post",
      "/app/api/v2/member-accounts/login-qr/links",
      {
        memberIds: [memberId],
        validDays: 7,
      },
    );
    const phone = await e2e.newPage(PHONE);
    const password = "Sakura-2026e2e";
    const res = await phone.request.post("/app/api/member-app/auth/qr-login", {
      headers: CSRF_MEMBER,
      data: { token: new URL(links[0]!.url).pathname.split("/").pop(), password, passwordConfirm: password },
    });
    if (!res.ok()) throw new Error(`qr-login: ${res.status()} ${await res.text()}`);
    return { phone, memberId };
  }

  it("a member plays an MP3 page and the staff's 閲覧状況 shows it played", async () => {
    const staff = await e2e.newPage({ width: 1280, height: 900 });
    await loginThroughApi(staff, "admin");
    const { phone, memberId } = await memberOnPhone(staff);

    const upload = await staff.request.post("/app/api/v2/notebooks/files?pageType=2", {
      headers: H,
      multipart: { file: { name: "朝の放送.mp3", mimeType: "audio/mpeg", buffer: silentMp3() } },
    });
    expect(upload.status()).toBe(200);
    const file = (await upload.json()) as { key: string };
    const created = await api<{ id: number; version: number }>(staff, "post", "/app/api/v2/notebooks", {
      title: "生徒手帳 2026",
      description: "学校生活のきまりと朝の放送です。",
      target: { memberIds: [memberId] },
      pages: [
        { pageType: 1, title: "学校のきまり", bodyHtml: "<p>登校は<strong>8時20分</strong>までに。</p>" },
        { pageType: 2, title: "朝の放送", fileKey: file.key },
      ],
    });
    await api(staff, "post", `/app/api/v2/notebooks/${created.id}/publish`, { version: created.version });

    // The editor as staff see it (pages, players, target picker).
    await staff.goto("/notebook?categoryCd=40");
    await staff.getByRole("button", { name: "生徒手帳 2026" }).click();
    await staff.getByText("手帳の編集").waitFor();
    await staff.getByTestId("notebook-page-1").waitFor();
    await shot(staff, "notebook-editor");

    // The member reads the first page and plays the second to its end.
    await phone.goto(`/app/member/notebooks/${created.id}`);
    await phone.getByTestId("page-title").filter({ hasText: "学校のきまり" }).waitFor();
    await phone.getByRole("button", { name: "次のページ" }).click();
    await phone.getByTestId("page-title").filter({ hasText: "朝の放送" }).waitFor();
    const audio = phone.getByTestId("notebook-audio");
    await audio.waitFor();
    await phone.waitForFunction(
      () =>
        ((document.querySelector("[data-testid=notebook-audio]") as HTMLAudioElement | null)?.readyState ??
          0) >= 1,
      undefined,
      { timeout: 15_000 },
    );
    await audio.click({ position: { x: 24, y: 27 } });
    await phone.evaluate(() => {
      const el = document.querySelector("[data-testid=notebook-audio]") as HTMLAudioElement;
      if (el.paused && !el.ended) return el.play();
    });
    await phone.getByTestId("page-done").filter({ hasText: "再生済み" }).waitFor({ timeout: 20_000 });
    await shot(phone, "notebook-phone-viewer");

    // Staff's 閲覧状況: the member's row shows the text page opened and the audio page played.
    await staff.goto("/notebook?categoryCd=40");
    await staff.getByRole("button", { name: "閲覧状況" }).first().click();
    const table = staff.getByTestId("notebook-progress");
    await table.getByText("再生済み").waitFor({ timeout: 20_000 });
    expect(await table.getByText("2 / 2").count()).toBe(1);
    await shot(staff, "notebook-progress");
  }, 180_000);
});
