export * from "./member-account-admin-api";
export * from "./member-auth-api";
