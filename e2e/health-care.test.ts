import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginThroughApi } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";

// ヘルスケア end to end: a student of the demo school logs in to the member app on a phone (390×844),
// types 38.0 ℃ on 体調 and ticks 咳; the nurse's 体調報告一覧 then flags the student's class (a red
// 要確認 badge on its row) and lists the fever alert. A mistyped 99 is refused in Japanese first and
// nothing is kept.

const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = process.env.HEALTH_CARE_E2E_SCREENSHOTS;

const MEMBER_APP_CSRF = { "x-requested-by": "gakumu-member-app" };
const PASSWORD = "Sakura-2026e2e";

async function json<T>(response: Awaited<ReturnType<Page["request"]["get"]>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The student registers for the member app as a family would (member id and birth date, then the
 * mailed link sets the password) and `phone` is left logged in. No SMTP server here: the platform keeps
 * the mail and staff read it on 送信メール.
 */
async function registerStudent(staff: Page, phone: Page, memberRowId: number): Promise<void> {
  const { member } = await json<{ member: { fields: Record<string, unknown> } }>(
    await staff.request.get(`/app/api/v2/members/${memberRowId}`),
  );
  const mailAddress = `health-e2e-${Date.now()}@example.jp`;
  const registered = await phone.request.post("/app/api/member-app/auth/register", {
    headers: MEMBER_APP_CSRF,
    data: {
      organizationCd: "demo-student",
      memberId: String(member.fields.member_id),
      birthDate: String(member.fields.birth_date),
      mailAddress,
    },
  });
  expect(registered.status(), await registered.text()).toBe(204);
  const mails = await json<{ items: { id: number }[] }>(
    await staff.request.get(`/app/api/sent-mail?to=${encodeURIComponent(mailAddress)}`),
  );
  const mail = await json<{ textBody: string }>(
    await staff.request.get(`/app/api/sent-mail/${mails.items[0]!.id}`),
  );
  const token = decodeURIComponent(/[?&]token=([^&\s]+)/.exec(mail.textBody)![1]!);
  await json(
    await phone.request.post("/app/api/member-app/auth/verify", {
      headers: MEMBER_APP_CSRF,
      data: { token, kind: "register", password: PASSWORD, passwordConfirm: PASSWORD },
    }),
  );
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe("ヘルスケア: a student's fever reaches the nurse's dashboard", () => {
  const e2e = useE2e();

  it("a student logs 38.0 ℃ in the member app and the nurse's dashboard flags the class", async () => {
    const nurse = await e2e.newPage();
    await loginThroughApi(nurse, "admin");
    const members = await json<{ items: { id: number; name: string; hierarchyNames: string[] }[] }>(
      await nurse.request.get("/app/api/v2/members?page=1"),
    );
    const student = members.items.find((m) => m.hierarchyNames.length > 0)!;
    const className = student.hierarchyNames.join(" ");

    const phone = await e2e.newPage(PHONE);
    await registerStudent(nurse, phone, student.id);
    await phone.goto("/app/member/health");
    const temperature = phone.getByRole("textbox", { name: "体温（℃）" });
    await temperature.waitFor();
    expect(await temperature.getAttribute("inputmode")).toBe("decimal");

    // A slip of the finger: 99 is refused in Japanese, on the phone, before anything is sent.
    await temperature.fill("99");
    await phone.getByRole("button", { name: "報告する" }).click();
    await phone.getByText("体温は34.0〜42.0℃の範囲で入力してください").waitFor();
    const before = await json<{ today: unknown }>(await phone.request.get("/app/api/member-app/health"));
    expect(before.today).toBeNull();

    await temperature.fill("38.0");
    await phone.getByRole("checkbox", { name: "咳" }).check();
    await phone.getByRole("textbox", { name: "メモ（任意）" }).fill("朝から熱っぽいです");
    await phone.getByRole("button", { name: "報告する" }).click();
    await phone
      .getByText(/報告しました/)
      .first()
      .waitFor();
    await phone.getByText("報告済み").waitFor();
    await shot(phone, "phone-health");

    await nurse.goto("/health-check");
    const row = nurse.locator('tr[data-flagged="true"]').filter({ hasText: className });
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => row.textContent()).toContain("要確認");
    const alerts = nurse.getByTestId("health-alerts");
    await alerts.waitFor();
    expect(await alerts.textContent()).toContain(`${className}：発熱（37.5℃以上）：1人`);
    await shot(nurse, "nurse-dashboard");

    // The class's list shows the student's report with the fever and the symptom.
    await row.click();
    const listed = nurse.getByRole("row").filter({ hasText: student.name });
    await listed.waitFor();
    expect(await listed.textContent()).toContain("38.0");
    expect(await listed.textContent()).toContain("咳");
    await shot(nurse, "nurse-list");
  });
});
