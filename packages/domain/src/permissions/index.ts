export * from "./assignment-api";
