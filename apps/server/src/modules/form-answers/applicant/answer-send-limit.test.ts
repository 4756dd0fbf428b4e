import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useFormUserTestApp } from "../../../../test/form-users/form-user-test-app";
import { rateLimitCounter } from "../../../platform/rate-limit/rate-limit.tables";
import { ANSWER_SEND_LIMIT } from "./answer-send-limit";
import {
  ANSWER,
  type AnswerSchool,
  createAnswerSchool,
  goodValues,
  registerUser,
  submitBody,
} from "./applicant-test-kit.testing";

const LIMITED = "短時間に送信が集中しています。しばらく待ってからもう一度送信してください。";

describe("a limit on answers sent from one address", () => {
  const t = useFormUserTestApp();
  let open: AnswerSchool;
  beforeAll(async () => {
    open = await createAnswerSchool(t, { loginRequired: 0 });
  });

  const send = (school: AnswerSchool, ip: string, extra: { cookie?: string } = {}) =>
    t.app.inject({
      method: "POST",
      url: `${ANSWER}/submit`,
      remoteAddress: ip,
      headers: { ...school.keyHeaders, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
      payload: submitBody(school.formId, goodValues()),
    });

  /** Stands in for the answers the address sent earlier in this window (thousands, too slow to send). */
  const alreadySent = (count: number) =>
    t.database.db
      .update(rateLimitCounter)
      .set({ hits: count })
      .where(
        and(
          eq(rateLimitCounter.limitName, ANSWER_SEND_LIMIT.name),
          sql`${rateLimitCounter.clientKey} like ${`${open.formId}:%`}`,
        ),
      );

  it("takes answers up to the limit, then refuses that address alone with 429 and a Japanese message", async () => {
    const ip = "198.51.100.7";
    expect((await send(open, ip)).statusCode).toBe(200);
    await alreadySent(ANSWER_SEND_LIMIT.max - 1);
    expect((await send(open, ip)).statusCode).toBe(200); // the last one the window takes

    const refused = await send(open, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: "RATE_LIMITED", message: LIMITED });
    expect((await send(open, ip)).statusCode).toBe(429);
    // Another address behind another NAT is not held back.
    expect((await send(open, "203.0.113.9")).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ hits: rateLimitCounter.hits })
      .from(rateLimitCounter)
      .where(eq(rateLimitCounter.clientKey, `${open.formId}:${ip}`));
    expect(row!.hits).toBe(ANSWER_SEND_LIMIT.max);
  });

  it("counts drafts from the address with the answers", async () => {
    const school = await createAnswerSchool(t);
    const user = await registerUser(t, school);
    const ip = "198.51.100.8";
    const draft = () =>
      t.app.inject({
        method: "PUT",
        url: `${ANSWER}/draft`,
        remoteAddress: ip,
        headers: { ...school.keyHeaders, cookie: user.cookie },
        payload: { formId: school.formId, values: { name: "途中" } },
      });
    expect((await draft()).statusCode).toBe(200);
    await t.database.db
      .update(rateLimitCounter)
      .set({ hits: ANSWER_SEND_LIMIT.max })
      .where(eq(rateLimitCounter.clientKey, `${school.formId}:${ip}`));
    const refused = await draft();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LIMITED);
    expect((await send(school, ip, { cookie: user.cookie })).statusCode).toBe(429);
  });

  it("is set so that a school's NAT full of applicants never meets it", () => {
    // 1,000 applicants behind one address, each saving once, sending once and correcting once.
    expect(ANSWER_SEND_LIMIT.max).toBeGreaterThanOrEqual(3 * 1_000);
    expect(ANSWER_SEND_LIMIT.windowMinutes).toBeLessThanOrEqual(10);
  });
});
