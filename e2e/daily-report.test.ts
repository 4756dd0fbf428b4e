import { describe, expect, it } from "vitest";
import { loginThroughApi } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";
import { json, MEMBER_PASSWORD, registerMemberAccount } from "./fixtures/member-app";

// 日報: staff define a report due every day (holidays included, so the test runs on any day) for two
// members. One member opens the reminder's link /regist-daily-report on a phone while signed out, signs
// in with the member-app account, lands on today's form and hands it in. Staff's 提出状況 shows them as
// 提出済み and the other as 未提出; staff comment; the member sees the comment in the app.

const PHONE = { width: 390, height: 844 };
const CSRF = { "x-requested-by": "gakumu" };
const SCREENSHOTS = process.env.DAILY_REPORT_E2E_SCREENSHOTS;

interface Member {
  id: number;
  name: string;
}

const todayInTokyo = () =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Tokyo" }).format(new Date()).slice(0, 10);

describe("日報 handed in from the reminder's link on a phone, seen and commented by staff", () => {
  const e2e = useE2e();

  it("submits today's report, lists who has and has not, and shows the staff's comment", async () => {
    const staff = await e2e.newPage();
    await loginThroughApi(staff, "admin");
    const list = await json<{ items: Member[] }>(await staff.request.get("/app/api/v2/members?page=1"));
    const [writer, silent] = list.items as [Member, Member];
    const memberCd = async (m: Member) =>
      String(
        (
          await json<{ member: { fields: Record<string, unknown> } }>(
            await staff.request.get(`/app/api/v2/members/${m.id}`),
          )
        ).member.fields.member_id,
      );
    const [writerCd, silentCd] = [await memberCd(writer), await memberCd(silent)];

    const name = `学習日報 ${Date.now()}`;
    const template = await json<{ id: number }>(
      await staff.request.post("/app/api/v2/daily-reports/templates", {
        headers: CSRF,
        data: {
          name,
          description: "今日の学習を記録してください",
          enabled: true,
          target: { memberIds: [writer.id, silent.id] },
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          skipHolidays: false,
          reminderTime: null,
          items: [
            { key: "hours", label: "学習時間", kind: "NUMBER", unit: "時間", required: true },
            { key: "look", label: "今日の振り返り", kind: "LONG_TEXT", required: true },
          ],
        },
      }),
    );

    // A link cut short or tampered with is explained in Japanese and leads nowhere else.
    const phone = await e2e.newPage(PHONE);
    await phone.goto("/regist-daily-report?template=1%27--&date=2026-02-30");
    await phone.getByText("このリンクは使用できません").waitFor();
    expect(phone.url()).toContain("/regist-daily-report");
    if (SCREENSHOTS) await phone.screenshot({ path: `${SCREENSHOTS}/daily-report-link-invalid.png` });

    // The member's phone: an account exists, but the browser is signed out, as when a mail is opened.
    await registerMemberAccount(staff, phone, writer.id);
    await phone.context().clearCookies();
    const today = todayInTokyo();
    await phone.goto(`/regist-daily-report?template=${template.id}&date=${today}`);
    await phone.waitForURL(/\/app\/member\/login\?next=/);
    if (SCREENSHOTS) await phone.screenshot({ path: `${SCREENSHOTS}/daily-report-login.png` });
    await phone.getByLabel("学校コード（組織コード）").fill("demo-student");
    await phone.getByLabel("メンバーIDまたはメールアドレス").fill(writerCd);
    await phone.getByLabel("パスワード").fill(MEMBER_PASSWORD);
    await phone.getByRole("button", { name: "ログイン" }).click();
    await phone.waitForURL(new RegExp(`/app/member/daily-reports/${template.id}/${today}$`));
    await phone.getByLabel("学習時間").fill("2.5");
    await phone.getByLabel("今日の振り返り").fill("数学の問題集を20ページ進めた");
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SCREENSHOTS) await phone.screenshot({ path: `${SCREENSHOTS}/daily-report-form.png`, fullPage: true });
    await phone.getByRole("button", { name: "提出する" }).click();
    await phone.getByText(/^提出済み（/).waitFor();

    // Staff: today's 提出状況 of the template names one as 提出済み, the other as 未提出.
    await staff.goto("/daily-report?categoryCd=50");
    await staff.getByRole("textbox", { name: "日報", exact: true }).click();
    await staff.getByRole("option", { name }).click();
    const written = staff.getByTestId(`roster-${writerCd}`);
    await written.waitFor();
    await expect.poll(() => written.textContent()).toContain("提出済み");
    expect(await staff.getByTestId(`roster-${silentCd}`).textContent()).toContain("未提出");
    if (SCREENSHOTS) await staff.screenshot({ path: `${SCREENSHOTS}/daily-report-day.png`, fullPage: true });
    await written.getByRole("button", { name: "開く" }).click();
    const comment = "よく頑張りました。明日は英語も進めましょう。";
    await staff.getByLabel(/コメントを書く/).fill(comment);
    await staff.getByRole("button", { name: "コメントを送る" }).click();
    await staff.getByText("コメントを送りました。").waitFor();

    // The member, back on the form, reads the comment; the commented report can no longer be changed.
    await phone.reload();
    await expect.poll(() => phone.getByTestId("report-comment").textContent()).toContain(comment);
    expect(await phone.getByRole("button", { name: /提出/ }).count()).toBe(0);
    if (SCREENSHOTS)
      await phone.screenshot({ path: `${SCREENSHOTS}/daily-report-commented.png`, fullPage: true });
  }, 300_000);
});
