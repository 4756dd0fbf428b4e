import { describe, expect, it } from "vitest";
import { item as answerItem } from "./answer-test-items.testing";
import { answeredApplicantName } from "./applicant-name";

const item = (itemKey: string, applicantName = false) =>
  answerItem("TEXT_SINGLE", { itemKey, label: itemKey, applicantName });

describe("the applicant's name from the answers", () => {
  it("is the marked item's answer, trimmed", () => {
    const items = [item("school"), item("name", true)];
    expect(answeredApplicantName(items, { school: "第一中学校", name: "  東雲　花子 " })).toBe("東雲　花子");
  });

  it("is empty when no item is marked, or the marked one is unanswered or hidden", () => {
    expect(answeredApplicantName([item("name")], { name: "東雲　花子" })).toBe("");
    expect(answeredApplicantName([item("name", true)], {})).toBe("");
    expect(answeredApplicantName([item("name", true)], { name: null })).toBe("");
  });
});
