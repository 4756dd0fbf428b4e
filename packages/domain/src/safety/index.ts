export * from "./safety-api";
export * from "./safety-codes";
