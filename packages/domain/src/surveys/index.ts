export * from "./survey-api";
export * from "./survey-questions";
export * from "./survey-totals-api";
