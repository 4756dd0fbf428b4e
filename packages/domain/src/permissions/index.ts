export * from "./assignment-api";
export * from "./authority-setting-api";
