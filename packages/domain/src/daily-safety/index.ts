export * from "./daily-safety-api";
