export * from "./login-api";
export * from "./security-api";
export * from "./session-api";
