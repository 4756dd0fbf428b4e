export * from "./assignment-api";
export * from "./authority-setting-api";
export * from "./menu-api";
