export * from "./export-api";
