// Applicant forms (spec §2.2, §3.4, §5): the builder's definition, the public shape, answer checking.

export * from "./answer-api";
export * from "./answer-format";
export * from "./answer-schema";
export * from "./answer-types";
export { answerValueSchema, checkAnswerValue } from "./answer-values";
export * from "./applicant-name";
export * from "./calendar";
export * from "./form-builder-api";
export * from "./form-codes";
export * from "./form-definition";
export { type FormsMessageKey, formsMessage } from "./form-messages";
export * from "./item-definition";
export * from "./item-settings";
export * from "./public-form";
export * from "./publish-check";
export * from "./staff-answer-api";
