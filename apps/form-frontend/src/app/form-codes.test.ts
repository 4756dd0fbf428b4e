import { FormAnswerStatus, FormReception, FormType, isFormAnswerClosed } from "@gakumu/domain";
import { describe, expect, it } from "vitest";
import { ja } from "../i18n/ja";
import { ANSWER_STATUS, FORM_TYPES, isAnswerClosed, RECEPTIONS } from "./form-codes";

describe("form codes restated for the first load", () => {
  it("match the domain's answer statuses, receptions and labels", () => {
    expect(Object.values(ANSWER_STATUS)).toEqual([...FormAnswerStatus.codes]);
    expect([...RECEPTIONS]).toEqual([...FormReception.codes]);
    for (const code of FormAnswerStatus.codes) {
      expect(ja.codes[`answerStatus${code}` as keyof typeof ja.codes]).toBe(FormAnswerStatus.label(code));
      expect(isAnswerClosed(code)).toBe(isFormAnswerClosed(code));
    }
    for (const code of FormReception.codes) {
      expect(ja.codes[`reception${code}` as keyof typeof ja.codes]).toBe(FormReception.label(code));
    }
    expect([...FORM_TYPES]).toEqual([...FormType.codes]);
    for (const code of FormType.codes)
      expect(ja.codes[`formType${code}` as keyof typeof ja.codes]).toBe(FormType.label(code));
  });
});
