import { describe, expect, it } from "vitest";
import { loginThroughApi } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";
import { json, registerMemberAccount } from "./fixtures/member-app";

// A drill reaches three members of one class (no SMTP server here: the platform keeps the mail, and
// staff read it on 送信メール with its personal link). Staff open 安否確認結果's dashboard and drill
// down from the school to the class; one member opens the mail link on a 320 px phone without logging
// in, lands on /safety-answer, taps 無事 and is shown /mail-answer-end; another answers 軽傷 in the
// member app; the open dashboard shows both within 5 s without a reload; resend to 未回答者 reaches
// the third only.

const NARROW_PHONE = { width: 320, height: 640 };
const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = process.env.SAFETY_SCREENSHOTS;

interface Placed {
  id: number;
  name: string;
  divisionCd: string | null;
  sectionCd: string | null;
  subsectionCd: string | null;
  unitCd: string | null;
  subunitCd: string | null;
}

const pathOf = (m: Placed) =>
  [m.divisionCd, m.sectionCd, m.subsectionCd, m.unitCd, m.subunitCd].filter((c): c is string => !!c);
const samePath = (a: Placed, b: Placed) => pathOf(a).join("/") === pathOf(b).join("/");

describe("a safety drill answered from the mail link on a narrow phone", () => {
  const e2e = useE2e();

  it("answers from the mail link without login and from the member app; counts at school; resends to the rest", async () => {
    const staff = await e2e.newPage();
    await loginThroughApi(staff, "admin");
    const list = await json<{ items: Placed[] }>(await staff.request.get("/app/api/v2/members?page=1"));
    const first = list.items.find((m) => pathOf(m).length > 0)!;
    const inClass = await json<{ items: Placed[] }>(
      await staff.request.get(`/app/api/v2/members?page=1&hierarchyCd=${pathOf(first).at(-1)}`),
    );
    const classmates = inClass.items.filter((m) => m.id !== first.id && samePath(m, first));
    if (classmates.length < 2) throw new Error("no three members of one class on the demo school");
    const [appUser, silent] = classmates as [Placed, Placed];
    // The second member uses the member app: registered and logged in on their phone beforehand.
    const app = await e2e.newPage(PHONE);
    await registerMemberAccount(staff, app, appUser.id);

    const title = `避難訓練 ${Date.now()}`;
    const sent = await json<{ id: number }>(
      await staff.request.post("/app/api/v2/safety/sends", {
        headers: { "x-requested-by": "gakumu" },
        data: {
          title,
          bodyHtml: "<p>これは訓練です。安否を回答してください。</p>",
          questions: ["LOCATION"],
          isDrill: true,
          target: { memberIds: [first.id, appUser.id, silent.id] },
        },
      }),
    );

    // The first member's mail: to one of the addresses on their record.
    const { member: firstDetail } = await json<{ member: { fields: Record<string, unknown> } }>(
      await staff.request.get(`/app/api/v2/members/${first.id}`),
    );
    const firstAddresses = new Set(
      Object.values(firstDetail.fields).filter((v): v is string => typeof v === "string" && v.includes("@")),
    );
    let token = "";
    await expect
      .poll(
        async () => {
          const mails = await json<{ items: { id: number; subject: string; toAddress: string }[] }>(
            await staff.request.get("/app/api/sent-mail?page=1"),
          );
          const mail = mails.items.find((m) => m.subject.includes(title) && firstAddresses.has(m.toAddress));
          if (!mail) return "";
          const body = await json<{ textBody: string }>(
            await staff.request.get(`/app/api/sent-mail/${mail.id}`),
          );
          token = /\/app\/member\/m\/([A-Za-z0-9_-]{43})/.exec(body.textBody)?.[1] ?? "";
          return token;
        },
        { timeout: 30_000 },
      )
      .not.toBe("");

    // Staff open the dashboard from the list and drill down, level by level, to the class.
    const options = await json<{ nodes: { divisionCd: string; name: string }[] }>(
      await staff.request.get("/app/api/v2/safety/target-options"),
    );
    const nameOf = new Map(options.nodes.map((n) => [n.divisionCd, n.name]));
    await staff.goto("/safety-result?categoryCd=30");
    await staff.getByRole("button", { name: `【訓練】${title}のダッシュボード` }).click();
    await staff.getByTestId("drill-banner").waitFor();
    for (const code of pathOf(first)) {
      const level = staff.getByRole("region", { name: /ごとの回答状況$/ });
      await level.getByRole("button", { name: nameOf.get(code)!, exact: true }).click();
      await staff.locator("[aria-current=page]", { hasText: nameOf.get(code)! }).waitFor();
    }
    await expect.poll(() => staff.getByTestId("answer-rate").textContent()).toBe("0.0%");
    expect(await staff.getByTestId("count-noContact").textContent()).toBe("3人");

    const phone = await e2e.newPage(NARROW_PHONE);
    await phone.goto(`/app/member/m/${token}`);
    await phone.waitForURL(/\/safety-answer\?key=/);
    await phone.getByText("これは訓練です。実際の災害ではありません。").waitFor();
    // Nothing wider than the phone: the three buttons stack.
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SCREENSHOTS) await phone.screenshot({ path: `${SCREENSHOTS}/safety-answer-320.png`, fullPage: true });
    await phone.getByRole("button", { name: "無事" }).click();
    await phone.getByText("自宅", { exact: true }).click();
    await phone.getByRole("button", { name: "この内容で回答する" }).click();
    await phone.waitForURL(/\/mail-answer-end$/);
    await phone.getByRole("heading", { name: "回答を送信しました" }).waitFor();

    // The member app: the drill is in the inbox; one tap on 軽傷 and the send button.
    await app.goto("/app/member/");
    await app.getByRole("link", { name: new RegExp(title) }).click();
    await app.waitForURL(/\/app\/member\/safety\/\d+$/);
    await app.getByRole("button", { name: "軽傷" }).click();
    await app.getByText("自宅", { exact: true }).click();
    await app.getByRole("button", { name: "この内容で回答する" }).click();
    await app.getByText("現在の回答：軽傷").waitFor();
    if (SCREENSHOTS) await app.screenshot({ path: `${SCREENSHOTS}/safety-member-app.png`, fullPage: true });
    const answeredAt = Date.now();

    // The page was not reloaded: its own refresh brings both answers within 5 s.
    await expect
      .poll(() => staff.getByTestId("answer-rate").textContent(), { timeout: 5_000, interval: 100 })
      .toBe("66.7%");
    expect(Date.now() - answeredAt).toBeLessThan(5_000);
    expect(await staff.getByTestId("count-safe").textContent()).toBe("1人");
    expect(await staff.getByTestId("count-minorInjury").textContent()).toBe("1人");
    expect(await staff.getByTestId("count-noContact").textContent()).toBe("1人");
    await staff.getByRole("region", { name: "軽傷" }).getByText(appUser.name, { exact: true }).waitFor();
    const detail = await json<{ counts: { safe: number; minorInjury: number; answered: number } }>(
      await staff.request.get(`/app/api/v2/safety/sends/${sent.id}`),
    );
    expect(detail.counts).toMatchObject({ safe: 1, minorInjury: 1, answered: 2 });
    if (SCREENSHOTS) await staff.screenshot({ path: `${SCREENSHOTS}/safety-dashboard.png`, fullPage: true });

    // Resend to 未回答者 from the dashboard: only the third member is sent to again.
    await staff.getByRole("button", { name: "再送" }).click();
    await staff.getByRole("menuitem", { name: "未回答者" }).click();
    await staff.getByRole("dialog").getByRole("button", { name: "はい", exact: true }).click();
    await staff.getByText("再送を受け付けました（1人）。").waitFor();
    const after = await json<{ dispatches: { resendType: number | null; recipientCount: number }[] }>(
      await staff.request.get(`/app/api/v2/safety/sends/${sent.id}`),
    );
    expect(after.dispatches.find((d) => d.resendType === 3)?.recipientCount).toBe(1);
    const waiting = await json<{ items: { name: string }[] }>(
      await staff.request.get(`/app/api/v2/safety/results/${sent.id}/recipients?state=0`),
    );
    expect(waiting.items.map((r) => r.name)).toEqual([silent.name]);
  }, 180_000);
});
