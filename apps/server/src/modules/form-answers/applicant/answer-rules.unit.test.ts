import { describe, expect, it } from "vitest";
import { type FormRules, isAnswerEditable, notTakingAnswersMessage } from "./answer-rules";

const now = new Date("2026-06-01T00:00:00Z");
const past = new Date("2026-05-01T00:00:00Z");
const future = new Date("2026-07-01T00:00:00Z");
const open: FormRules = {
  status: "PUBLISHED",
  answerPeriodStart: past,
  answerPeriodEnd: future,
  editableAfterSubmit: false,
  editDeadline: null,
};
const closed = { ...open, answerPeriodEnd: past };

describe("whether an applicant may change an answer", () => {
  it.each([
    ["draft, open", open, 2, true],
    ["remand, open", open, 4, true],
    ["draft, closed", closed, 2, false],
    ["draft, unpublished", { ...open, status: "UNPUBLISHED" }, 2, false],
    ["sent, editing not allowed", open, 1, false],
    ["sent, editable without deadline, open", { ...open, editableAfterSubmit: true }, 1, true],
    ["sent, editable without deadline, closed", { ...closed, editableAfterSubmit: true }, 1, false],
    [
      "sent, before the deadline after the period",
      { ...closed, editableAfterSubmit: true, editDeadline: future },
      1,
      true,
    ],
    ["sent, after the deadline", { ...open, editableAfterSubmit: true, editDeadline: past }, 1, false],
    ["fixed", { ...open, editableAfterSubmit: true }, 3, false],
    ["cancelled", { ...open, editableAfterSubmit: true }, 5, false],
  ] as const)("%s → %s", (_, form, status, expected) => {
    expect(isAnswerEditable(form, status, now)).toBe(expected);
  });

  it("says why a form takes no answers", () => {
    expect(notTakingAnswersMessage(open, now, "送信")).toBeNull();
    expect(notTakingAnswersMessage(closed, now, "保存")).toBe(
      "このフォームの回答期間は終了したため、保存できません。",
    );
    expect(notTakingAnswersMessage({ ...open, answerPeriodStart: future }, now, "送信")).toContain(
      "まだ受付を開始",
    );
    expect(notTakingAnswersMessage({ ...open, status: "UNPUBLISHED" }, now, "添付")).toBe(
      "このフォームは現在公開されていないため、添付できません。",
    );
  });
});
