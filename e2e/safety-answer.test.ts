import type { APIRequestContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginThroughApi } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";

// A drill reaches two members of one class by mail (no SMTP server here: the platform keeps the mail,
// and staff read it on 送信メール with its personal link). Staff open 安否確認結果's dashboard and drill
// down from the school to the class; one member opens the link on a 320 px phone without logging in,
// lands on /safety-answer, taps 無事 and is shown /mail-answer-end; staff register the other's answer
// after a phone call; the open dashboard shows both within 5 s without a reload.

const NARROW_PHONE = { width: 320, height: 640 };
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

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

describe("a safety drill answered from the mail link on a narrow phone", () => {
  const e2e = useE2e();

  it("opens without login, answers with one tap and counts at school", async () => {
    const staff = await e2e.newPage();
    await loginThroughApi(staff, "admin");
    const list = await json<{ items: Placed[] }>(await staff.request.get("/app/api/v2/members?page=1"));
    const first = list.items.find((m) => pathOf(m).length > 0)!;
    const inClass = await json<{ items: Placed[] }>(
      await staff.request.get(`/app/api/v2/members?page=1&hierarchyCd=${pathOf(first).at(-1)}`),
    );
    const classmate = inClass.items.find((m) => m.id !== first.id && samePath(m, first));
    if (!classmate) throw new Error("no two members of one class on the demo school");
    const title = `避難訓練 ${Date.now()}`;
    const sent = await json<{ id: number }>(
      await staff.request.post("/app/api/v2/safety/sends", {
        headers: { "x-requested-by": "gakumu" },
        data: {
          title,
          bodyHtml: "<p>これは訓練です。安否を回答してください。</p>",
          questions: ["LOCATION"],
          isDrill: true,
          target: { memberIds: [first.id, classmate.id] },
        },
      }),
    );

    let token = "";
    await expect
      .poll(
        async () => {
          const mails = await json<{ items: { id: number; subject: string }[] }>(
            await staff.request.get("/app/api/sent-mail?page=1"),
          );
          const mail = mails.items.find((m) => m.subject.includes(title));
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
    expect(await staff.getByTestId("count-noContact").textContent()).toBe("2人");

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

    const detail = await json<{ counts: { safe: number; answered: number } }>(
      await staff.request.get(`/app/api/v2/safety/sends/${sent.id}`),
    );
    expect(detail.counts).toMatchObject({ safe: 1, answered: 1 });

    // The other one is reached by phone: staff register 軽傷 on their behalf.
    const waiting = await json<{ items: { recipientId: number; name: string }[] }>(
      await staff.request.get(`/app/api/v2/safety/results/${sent.id}/recipients?state=0`),
    );
    await json(
      await staff.request.put(
        `/app/api/v2/safety/results/${sent.id}/recipients/${waiting.items[0]!.recipientId}/answer`,
        { headers: { "x-requested-by": "gakumu" }, data: { safetyState: 2 } },
      ),
    );
    const answeredAt = Date.now();
    // The page was not reloaded: its own refresh brings both answers within 5 s.
    await expect
      .poll(() => staff.getByTestId("answer-rate").textContent(), { timeout: 5_000, interval: 100 })
      .toBe("100.0%");
    expect(Date.now() - answeredAt).toBeLessThan(5_000);
    expect(await staff.getByTestId("count-safe").textContent()).toBe("1人");
    expect(await staff.getByTestId("count-minorInjury").textContent()).toBe("1人");
    const minor = staff.getByRole("region", { name: "軽傷" });
    await minor.getByText(waiting.items[0]!.name, { exact: true }).waitFor();
    if (SCREENSHOTS) await staff.screenshot({ path: `${SCREENSHOTS}/safety-dashboard.png`, fullPage: true });
  }, 120_000);
});
