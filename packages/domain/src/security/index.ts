export * from "./security-api";
