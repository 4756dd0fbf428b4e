export * from "./safety-api";
export * from "./safety-codes";
export * from "./safety-dashboard-api";
