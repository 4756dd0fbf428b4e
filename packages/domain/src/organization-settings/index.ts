export * from "./organization-settings-api";
