export * from "./survey-api";
export * from "./survey-questions";
