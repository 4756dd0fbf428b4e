export * from "./member-inbox-api";
