import { describe, expect, it } from "vitest";
import { correctable, offeredStatuses } from "./answer-status";
import { filterParams } from "./answers-api";

describe("offered status changes", () => {
  it.each([
    [1, [3, 4, 5]],
    [3, [5, 1]],
    [4, [5, 1]],
    [5, [1]],
    [2, []],
    [0, []],
  ] as const)("for status %i offers %j", (status, offered) => {
    expect(offeredStatuses(status)).toEqual(offered);
  });
});

describe("correction", () => {
  it("is offered for sent answers that are not cancelled", () => {
    expect(([0, 1, 2, 3, 4, 5] as const).filter(correctable)).toEqual([1, 3, 4]);
  });
});

describe("list filter as query fields", () => {
  it("leaves empty conditions out and sorts the statuses", () => {
    expect(filterParams({ statuses: [], submittedFrom: "", submittedTo: "", keyword: "  " })).toEqual({
      status: undefined,
      submittedFrom: undefined,
      submittedTo: undefined,
      keyword: undefined,
    });
    expect(
      filterParams({ statuses: [4, 1], submittedFrom: "2026-04-01", submittedTo: "", keyword: " 佐藤 " }),
    ).toEqual({ status: "1,4", submittedFrom: "2026-04-01", submittedTo: undefined, keyword: "佐藤" });
  });
});
