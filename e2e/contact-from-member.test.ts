import { describe, expect, it } from "vitest";
import { loginThroughApi } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";
import { json, registerMemberAccount } from "./fixtures/member-app";

// 連絡: staff publish a class's link; a parent opens it at phone size without logging in and reports
// 欠席 with a reason; the teacher's board of today shows it and records 確認済; the reminder (set to
// run now) reaches a classmate who has not reported, and never the child who has.

const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = process.env.CONTACT_SCREENSHOTS;
const CSRF = { "x-requested-by": "gakumu" };

interface Placed {
  id: number;
  memberId: string;
  name: string;
  divisionCd: string | null;
  sectionCd: string | null;
  subsectionCd: string | null;
  unitCd: string | null;
  subunitCd: string | null;
}

const pathOf = (m: Placed) =>
  [m.divisionCd, m.sectionCd, m.subsectionCd, m.unitCd, m.subunitCd].filter((c): c is string => !!c);

describe("a parent reports an absence from the class link on a phone", () => {
  const e2e = useE2e();

  it("reaches the class board, is confirmed, and the reminder goes only to those who have not reported", async () => {
    const staff = await e2e.newPage();
    await loginThroughApi(staff, "admin");
    const list = await json<{ items: Placed[] }>(await staff.request.get("/app/api/v2/members?page=1"));
    const child = list.items.find((m) => pathOf(m).length > 0)!;
    const classCd = pathOf(child).at(-1)!;
    const inClass = await json<{ items: Placed[] }>(
      await staff.request.get(`/app/api/v2/members?page=1&hierarchyCd=${classCd}`),
    );
    const classmate = inClass.items.find((m) => m.id !== child.id)!;
    // Both families use the member app too: the reminder is looked for in their inboxes.
    const childApp = await e2e.newPage(PHONE);
    await registerMemberAccount(staff, childApp, child.id);
    const classmateApp = await e2e.newPage(PHONE);
    await registerMemberAccount(staff, classmateApp, classmate.id);

    // No cut-off today; the reminder is due now (every day, until 23:59).
    const setting = await json<Record<string, unknown>>(
      await staff.request.get("/app/api/v2/contact-web/setting"),
    );
    const reminderTitle = `本日の連絡のお願い ${Date.now()}`;
    await json(
      await staff.request.put("/app/api/v2/contact-web/setting", {
        headers: CSRF,
        data: {
          ...setting,
          version: setting.version ?? undefined,
          cutoffTime: "23:59",
          reminderEnabled: false,
          reminderTime: "00:00",
          expectedDays: "EVERY_DAY",
          reminderTitle,
        },
      }),
    );
    const link = await json<{ url: string }>(
      await staff.request.post("/app/api/v2/contact-web/links", { headers: CSRF, data: { nodeCd: classCd } }),
    );

    // The parent: the QR opens the form; 欠席, 体調不良, 発熱, 38.2 ℃, send.
    const phone = await e2e.newPage(PHONE);
    await phone.goto(new URL(link.url).pathname + new URL(link.url).search);
    await phone.getByLabel("学籍番号").fill(child.memberId);
    await phone.getByLabel("生徒氏名").fill(child.name);
    await phone.getByText("欠席", { exact: true }).click();
    await phone.getByText("体調不良", { exact: true }).click();
    await phone.getByText("発熱", { exact: true }).click();
    await phone.getByLabel("体温").fill("38.2");
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SCREENSHOTS)
      await phone.screenshot({ path: `${SCREENSHOTS}/contact-phone-form.png`, fullPage: true });
    await phone.getByRole("button", { name: "送信する" }).click();
    await phone.getByText("連絡を受け付けました").waitFor();
    if (SCREENSHOTS)
      await phone.screenshot({ path: `${SCREENSHOTS}/contact-phone-sent.png`, fullPage: true });

    // The teacher's board of today: the report, counted under 欠席, then 確認済.
    await staff.goto("/contact?categoryCd=50");
    const row = staff.getByRole("row").filter({ hasText: child.name });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain("体調不良");
    expect(await row.textContent()).toContain("38.2");
    if (SCREENSHOTS) await staff.screenshot({ path: `${SCREENSHOTS}/contact-board.png`, fullPage: true });
    await row.getByRole("button", { name: "確認済にする" }).click();
    await staff.getByText("確認済にしました。").waitFor();
    await expect.poll(() => row.textContent()).toContain("確認済");
    const today = await json<{ items: { memberId: number; status: string }[] }>(
      await staff.request.get("/app/api/v2/contacts/board"),
    );
    expect(today.items.find((i) => i.memberId === child.id)?.status).toBe("CONFIRMED");

    // The reminder: switched on now, the minute's sweep sends it to families without a report today.
    await json(
      await staff.request.put("/app/api/v2/contact-web/setting", {
        headers: CSRF,
        data: {
          ...(await json<Record<string, unknown>>(
            await staff.request.get("/app/api/v2/contact-web/setting"),
          )),
          reminderEnabled: true,
        },
      }),
    );
    const inbox = async (page: typeof childApp) =>
      (
        await json<{ items: { title: string }[] }>(await page.request.get("/app/api/member-app/inbox"))
      ).items.map((i) => i.title);
    await expect
      .poll(() => inbox(classmateApp), { timeout: 150_000, interval: 2_000 })
      .toContain(reminderTitle);
    expect(await inbox(childApp)).not.toContain(reminderTitle);
  }, 300_000);
});
