export * from "./login-user-api";
