export * from "./division-code";
export * from "./hierarchy-api";
