// @gakumu/domain: pure TypeScript shared by the server and both SPAs (no I/O, no node: imports).
export * from "./api";
export * from "./codes";
export * from "./constants";
export * from "./dates";
export * from "./errors";
export * from "./forms";
export * from "./hierarchy";
export * from "./i18n";
export * from "./login-users";
export * from "./mail";
export * from "./members";
export * from "./operation-logs";
export * from "./organization-settings";
export * from "./permissions";
export * from "./postal-codes";
export * from "./text";
export * from "./validation";
