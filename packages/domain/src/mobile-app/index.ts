export * from "./app-features";
export * from "./app-menu-api";
export * from "./app-setting-api";
export * from "./member-app-profile-api";
export * from "./member-card-api";
export * from "./member-card-barcode";
export * from "./theme-colour";
