import { describe, expect, it } from "vitest";
import { milestoneRank, milestoneRanks, milestonesOf } from "./safety-milestones";

describe("time to 25 / 50 / 75 % answered", () => {
  it.each([
    [4, 25, 1],
    [4, 50, 2],
    [4, 75, 3],
    [10, 25, 3],
    [10, 75, 8],
    [1, 25, 1],
    [3, 50, 2],
    [100_000, 75, 75_000],
    [100_001, 75, 75_001],
  ])("%i recipients reach %i %% with answer number %i", (recipients, percent, rank) => {
    expect(milestoneRank(recipients, percent)).toBe(rank);
  });

  it("has no rank without recipients", () => {
    expect(milestoneRank(0, 25)).toBeNull();
    expect(milestoneRank(-1, 25)).toBeNull();
  });

  it("looks up only the ranks already answered", () => {
    expect(milestoneRanks(10, 5)).toEqual([
      { percent: 25, rank: 3 },
      { percent: 50, rank: 5 },
      { percent: 75, rank: null },
    ]);
    expect(milestoneRanks(0, 0).every((r) => r.rank === null)).toBe(true);
  });

  it("measures seconds from the send, never negative, null where not reached", () => {
    const sentAt = new Date("2026-04-01T00:00:00.000Z");
    const found = new Map([
      [3, new Date("2026-04-01T00:01:30.400Z")],
      [5, new Date("2026-03-31T23:59:59.000Z")],
    ]);
    expect(milestonesOf(sentAt, milestoneRanks(10, 5), found)).toEqual([
      { percent: 25, seconds: 90, reachedAt: "2026-04-01T00:01:30.400Z" },
      { percent: 50, seconds: 0, reachedAt: "2026-03-31T23:59:59.000Z" },
      { percent: 75, seconds: null, reachedAt: null },
    ]);
  });
});
