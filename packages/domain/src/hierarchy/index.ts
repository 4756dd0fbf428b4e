export * from "./division-code";
