import type { APIRequestContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginThroughApi } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";

// A drill reaches a member by mail (no SMTP server here: the platform keeps the mail, and staff read it
// on 送信メール with its personal link); the member opens the link on a 320 px phone without logging
// in, lands on /safety-answer, taps 無事 and is shown /mail-answer-end; staff see the answer counted.

const NARROW_PHONE = { width: 320, height: 640 };
const SCREENSHOTS = process.env.SAFETY_SCREENSHOTS;

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

describe("a safety drill answered from the mail link on a narrow phone", () => {
  const e2e = useE2e();

  it("opens without login, answers with one tap and counts at school", async () => {
    const staff = await e2e.newPage();
    await loginThroughApi(staff, "admin");
    const list = await json<{ items: { id: number }[] }>(
      await staff.request.get("/app/api/v2/members?page=1"),
    );
    const memberRowId = list.items[0]!.id;
    const title = `避難訓練 ${Date.now()}`;
    const sent = await json<{ id: number }>(
      await staff.request.post("/app/api/v2/safety/sends", {
        headers: { "x-requested-by": "gakumu" },
        data: {
          title,
          bodyHtml: "<p>これは訓練です。安否を回答してください。</p>",
          questions: ["LOCATION"],
          isDrill: true,
          target: { memberIds: [memberRowId] },
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
  });
});
