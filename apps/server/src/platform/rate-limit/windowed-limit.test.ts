import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { clientNetworkOf } from "./client-address";
import { rateLimitCounter } from "./rate-limit.tables";
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
