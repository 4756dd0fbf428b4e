export * from "./daily-report-api";
export * from "./daily-report-items";
