export * from "./notebook-api";
