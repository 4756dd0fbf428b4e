export * from "./member-auth-api";
