import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { defineAttemptLimit, reserveEach } from "./attempt-slots";
import { clientNetworkOf } from "./client-address";
import { attemptSlot, rateLimitCounter } from "./rate-limit.tables";
import { createWindowedLimit } from "./windowed-limit";

describe("windowed request limit", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const rowsOf = (name: string) =>
    database.db.select().from(rateLimitCounter).where(eq(rateLimitCounter.limitName, name));

  it("takes exactly the limit of simultaneous requests, across processes, and never counts past it", async () => {
    // Two limiters on one table stand for two processes behind the load balancer.
    const rule = { name: "t-race", max: 7, windowMinutes: 10 };
    const processes = [createWindowedLimit(database.db, rule), createWindowedLimit(database.db, rule)];
    const now = new Date("2026-04-01T09:03:00Z");
    const taken = await Promise.all(
      Array.from({ length: 40 }, (_, i) => processes[i % 2]!.take("10.0.0.1", now)),
    );
    expect(taken.filter(Boolean)).toHaveLength(7);
    expect((await rowsOf("t-race")).map((r) => r.hits)).toEqual([7]);
    expect(await processes[0]!.take("10.0.0.2", now)).toBe(true);
  });

  it("starts a fresh count each window and drops the rows of past windows", async () => {
    const limit = createWindowedLimit(database.db, { name: "t-window", max: 2, windowMinutes: 10 });
    const at = (time: string) => new Date(`2026-04-01T${time}Z`);
    expect(await limit.take("a", at("09:00:00"))).toBe(true);
    expect(await limit.take("a", at("09:05:00"))).toBe(true);
    expect(await limit.take("a", at("09:09:59"))).toBe(false);
    expect(await limit.take("a", at("09:10:00"))).toBe(true);
    const rows = await rowsOf("t-window");
    expect(rows.map((r) => [r.windowStart.toISOString(), r.hits])).toEqual([["2026-04-01T09:10:00.000Z", 1]]);
  });
});

describe("attempt slots", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const usedOf = async (name: string) =>
    (await database.db.select().from(attemptSlot).where(eq(attemptSlot.limitName, name))).map((r) => r.used);

  it("lets exactly max guesses sent at once be checked, across processes, and keeps the failures counted", async () => {
    // Two definitions of one limit stand for two processes behind the load balancer.
    const rule = { name: "s-race", max: 5, windowMinutes: 15 };
    const processes = [defineAttemptLimit(rule), defineAttemptLimit(rule)];
    const now = new Date("2026-04-01T09:03:00Z");
    const slots = await Promise.all(
      Array.from({ length: 60 }, (_, i) => processes[i % 2]!.reserve(database.db, "admin", now)),
    );
    expect(slots.filter(Boolean)).toHaveLength(5);
    expect(await usedOf("s-race")).toEqual([5]);
    // Another subject has its own slots.
    expect(await processes[0]!.reserve(database.db, "other", now)).not.toBeNull();
  });

  it("gives a slot back for a right guess, empties on clear, and starts a new window after its minutes", async () => {
    const limit = defineAttemptLimit({ name: "s-window", max: 2, windowMinutes: 15 });
    const at = (time: string) => new Date(`2026-04-01T${time}Z`);
    const first = await limit.reserve(database.db, "a", at("09:00:00"));
    expect(await limit.reserve(database.db, "a", at("09:01:00"))).not.toBeNull();
    expect(await limit.reserve(database.db, "a", at("09:02:00"))).toBeNull();
    await first!.release();
    expect(await limit.reserve(database.db, "a", at("09:03:00"))).not.toBeNull();
    expect(await limit.reserve(database.db, "a", at("09:14:59"))).toBeNull();
    // The window began with the first guess (09:00), so it ends at 09:15 whatever came later.
    const fresh = await limit.reserve(database.db, "a", at("09:15:00"));
    expect(await usedOf("s-window")).toEqual([1]);
    // A slot of the past window given back now takes nothing from the new one.
    await first!.release();
    expect(await usedOf("s-window")).toEqual([1]);
    await fresh!.release();
    expect(await usedOf("s-window")).toEqual([0]);
    await limit.reserve(database.db, "a", at("09:16:00"));
    await limit.clear(database.db, "a");
    expect(await usedOf("s-window")).toEqual([]);
  });

  it("takes a slot from every limit or from none", async () => {
    const perLink = defineAttemptLimit({ name: "s-link", max: 3, windowMinutes: 15 });
    const perAddress = defineAttemptLimit({ name: "s-address", max: 1, windowMinutes: 15 });
    const wanted = (ip: string) => [
      { limit: perLink, subject: "link" },
      { limit: perAddress, subject: ip },
    ];
    expect(await reserveEach(database.db, wanted("10.0.0.1"))).not.toBeNull();
    expect(await reserveEach(database.db, wanted("10.0.0.1"))).toBeNull();
    // The refused guess took nothing from the link.
    expect(await usedOf("s-link")).toEqual([1]);
  });
});

describe("client network of an address", () => {
  it.each([
    ["198.51.100.7", "198.51.100.7"],
    ["::ffff:198.51.100.7", "198.51.100.7"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["2001:DB8::1", "2001:db8:0:0::/64"],
    ["2001:0db8:0001:0002::1", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s → %s", (ip, network) => {
    expect(clientNetworkOf(ip)).toBe(network);
  });
});
